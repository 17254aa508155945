import type { EventFrom } from 'xstate'
import { moodCheckInMachine, type MoodCheckInInput } from '../../mood-check-in.machine'
import { generatePaths } from '../generate-paths'

type MoodCheckInEvent = EventFrom<typeof moodCheckInMachine>

/** Her first look today, and a visit after she answered. */
export const moodCheckInInputs: MoodCheckInInput[] = [{ answer: null }, { answer: { level: 'bem', words: [] } }]

/** What she and the device can cause: a face (the one that brings help, and another), a word, 'Mudar', 'Manter', the device's answer. */
export const moodCheckInEvents = [
  { type: 'mood.choose', level: 'muito-mal' },
  { type: 'mood.choose', level: 'bem' },
  { type: 'word.toggle', word: 'cansada' },
  { type: 'mood.change' },
  { type: 'mood.keep' },
  { type: 'mood.read', answer: null },
  { type: 'mood.read', answer: { level: 'mal', words: ['ansiosa'] } },
] as const satisfies readonly MoodCheckInEvent[]

// Its graph has too many simple paths to list: the shortest path to every transition, with states
// told apart by their value and whether the face is the one that brings help.
export const moodCheckInPaths = (input: MoodCheckInInput) =>
  generatePaths(moodCheckInMachine, {
    events: moodCheckInEvents,
    input,
    simple: false,
    serializeState: (snapshot) => JSON.stringify([snapshot.value, (snapshot.context as { level: string | null }).level === 'muito-mal']),
  })

export function describeMoodCheckInPath(path: { steps: ReadonlyArray<{ event: { type: string } & Record<string, unknown> } > }) {
  return (
    path.steps
      .slice(1)
      .map(({ event }) => [event.type, event.level ?? event.word ?? (event.type === 'mood.read' ? (event.answer ? 'mal' : 'nenhum') : '')].filter(Boolean).join(' '))
      .join(' → ') || 'início'
  )
}
