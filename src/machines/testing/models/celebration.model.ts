import type { AnyMachineSnapshot, EventFrom } from 'xstate'
import { celebrationMachine, type CelebrationInput } from '../../celebration.machine'
import { generatePaths } from '../generate-paths'

type CelebrationEvent = EventFrom<typeof celebrationMachine>

export const celebrationInput: CelebrationInput = { random: () => 0.5 }

/** The delayed transitions, as the events XState raises for them (docs/architecture.md, Model-based tests). */
export const burstEvent = { type: 'xstate.after.burstInterval.celebration.open.confetti.bursting' } as const
export const confettiEndEvent = { type: 'xstate.after.confettiDuration.celebration.open.confetti' } as const

export const celebrationEvents = [
  { type: 'celebration.open', activityTitle: 'Respiração da Calma', reducedMotion: false },
  { type: 'celebration.open', activityTitle: 'Alongamento Energizante', reducedMotion: true },
  { type: 'celebration.close' },
  burstEvent,
  confettiEndEvent,
] as unknown as readonly CelebrationEvent[]

// The burst count is context the guards never read: leave it out, or the graph never ends.
export const serializeCelebrationState = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify([snapshot.value, snapshot.context.activityTitle])

export function celebrationPaths() {
  return generatePaths(celebrationMachine, {
    events: celebrationEvents,
    input: celebrationInput,
    serializeState: serializeCelebrationState,
  })
}

export function describeCelebrationPath(path: { steps: ReadonlyArray<{ event: { type: string } }> }) {
  const name = (event: { type: string; reducedMotion?: boolean }) => {
    if (event.type === burstEvent.type) return 'burst (250 ms)'
    if (event.type === confettiEndEvent.type) return 'confetti ends (3000 ms)'
    if (event.type === 'celebration.open') return event.reducedMotion ? 'open (reduced motion)' : 'open'
    return event.type
  }
  return (
    path.steps
      .slice(1)
      .map(({ event }) => name(event))
      .join(' → ') || 'início'
  )
}
