import type { EventFrom, SnapshotFrom } from 'xstate'
import { generatePaths } from '../generate-paths'
import { toasterMachine, type Toast } from '../../toaster.machine'

type ToasterEvent = EventFrom<typeof toasterMachine>
/** A timer's end, as the event XState raises for it. */
type TimerEvent = { type: `xstate.after.${string}` }

export const savedToast: Toast = { id: 't1', title: 'Alterações salvas', description: 'Seu perfil foi atualizado.', variant: 'default' }
export const errorToast: Toast = {
  id: 't2',
  title: 'Erro',
  description: 'Não foi possível conectar com a assistente. Verifique se o servidor está rodando.',
  variant: 'destructive',
}

/**
 * What can happen to the toaster: the app adds, updates, dismisses and removes toasts; she
 * closes, swipes, hovers; the clock runs out. Timers appear as their `xstate.after` events.
 */
export const toasterEvents = [
  { type: 'toast.add', toast: savedToast },
  { type: 'toast.add', toast: errorToast },
  { type: 'toast.update', id: 't1', patch: { title: 'Tudo certo' } },
  { type: 'toast.dismiss' },
  { type: 'toast.dismiss', id: 't1' },
  { type: 'toast.remove', id: 't1' },
  { type: 'toast.swipe', id: 't2', distance: 30 },
  { type: 'toast.swipe', id: 't2', distance: 60 },
  { type: 'toast.pause' },
  { type: 'toast.resume' },
  { type: 'xstate.after.displayTime.toaster.showing.timing' },
  { type: 'xstate.after.removeDelay.toaster.dismissed' },
] as const satisfies ReadonlyArray<ToasterEvent | TimerEvent>

// Each timer runs only in its state; the graph also tries them elsewhere, where they cannot happen.
const timerState: Record<string, string> = {
  'xstate.after.displayTime.toaster.showing.timing': 'showing.timing',
  'xstate.after.removeDelay.toaster.dismissed': 'dismissed',
}

/** Paths that enter every state and take every transition (without impossible timer ends). */
export function toasterPaths() {
  const paths = generatePaths(toasterMachine, { events: toasterEvents as ReadonlyArray<ToasterEvent>, simple: false })
  return paths.filter((path) =>
    path.steps.every((step, i) => {
      const owner = timerState[step.event.type]
      return i === 0 || owner === undefined || toasterStateName(path.steps[i - 1]!.state.value) === owner
    }),
  )
}

export function describeToasterEvent(event: { type: string }): string {
  const e = event as Partial<{ id: string; distance: number; toast: Toast }> & { type: string }
  const type = e.type.replace(/^xstate\.after\.(\w+)\..*$/, 'after.$1')
  const detail = e.toast?.id ?? [e.id, e.distance].filter((part) => part !== undefined).join(', ')
  return detail ? `${type}(${detail})` : type
}

export function describeToasterPath(path: { steps: ReadonlyArray<{ event: { type: string } }> }): string {
  return path.steps.slice(1).map(({ event }) => describeToasterEvent(event)).join(' → ') || 'início'
}

export type ToasterStateName = 'empty' | 'showing.timing' | 'showing.paused' | 'dismissed'

export function toasterStateName(value: SnapshotFrom<typeof toasterMachine>['value']): ToasterStateName {
  return (typeof value === 'string' ? value : `showing.${String(value.showing)}`) as ToasterStateName
}

/** The toast a caller expects after an event: the last one added, with the updates made to it. */
export function expectedToast(before: Toast | null, event: { type: string }, after: ToasterStateName): Toast | null {
  const e = event as ToasterEvent
  if (after === 'empty') return null
  if (e.type === 'toast.add') return e.toast
  if (e.type === 'toast.update' && before?.id === e.id) return { ...before, ...e.patch }
  return before
}
