import type { EventFrom } from 'xstate'
import { welcomeMachine, type WelcomeInput } from '../../welcome.machine'
import { generatePaths } from '../generate-paths'

type WelcomeEvent = EventFrom<typeof welcomeMachine>

/** Just after 'Finalizar', and any other visit to the dashboard. */
export const welcomeInputs: WelcomeInput[] = [{ due: true }, { due: false }]

/** What the screen and she can cause: the dashboard on show, her 'Entendi'. */
export const welcomeEvents = [{ type: 'screen.shown' }, { type: 'welcome.dismiss' }] as const satisfies readonly WelcomeEvent[]

export const welcomePaths = (input: WelcomeInput) => generatePaths(welcomeMachine, { events: welcomeEvents, input })

export function describeWelcomePath(path: { steps: ReadonlyArray<{ event: { type: string } }> }) {
  return path.steps.slice(1).map(({ event }) => event.type).join(' → ') || 'início'
}
