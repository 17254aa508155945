import type { EventFrom } from 'xstate'
import { forgotPasswordMachine } from '../../forgot-password.machine'
import { generatePaths } from '../generate-paths'

type ForgotPasswordEvent = EventFrom<typeof forgotPasswordMachine>

/** The events a user can cause, with the values worth telling apart (blank or filled e-mail). */
export const forgotPasswordEvents = [
  { type: 'email.change', value: 'maria@exemplo.com.br' },
  { type: 'email.change', value: '' },
  { type: 'email.submit' },
  { type: 'login.back' },
] as const satisfies readonly ForgotPasswordEvent[]

export function forgotPasswordPaths() {
  return generatePaths(forgotPasswordMachine, { events: forgotPasswordEvents })
}

export function describePath(path: { steps: ReadonlyArray<{ event: ForgotPasswordEvent | { type: string } }> }) {
  return path.steps
    .slice(1)
    .map(({ event }) => ('value' in event ? `${event.type}(${event.value || 'vazio'})` : event.type))
    .join(' → ') || 'início'
}
