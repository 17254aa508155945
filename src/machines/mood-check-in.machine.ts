import { assign, setup, type SnapshotFrom } from 'xstate'
import type { MoodAnswer, MoodLevel, MoodWord } from '../data/mood'

export interface MoodCheckInInput {
  /** Her answer of today, if she gave one (read from the device by the UI). */
  answer: MoodAnswer | null
}

interface MoodCheckInContext {
  level: MoodLevel | null
  words: readonly MoodWord[]
}

type MoodCheckInEvent =
  | { type: 'mood.choose'; level: MoodLevel }
  | { type: 'word.toggle'; word: MoodWord }
  | { type: 'mood.change' }
  | { type: 'mood.keep' }
  /** Today's answer as the device holds it now: another tab changed it, her day turned, her data was erased. */
  | { type: 'mood.read'; answer: MoodAnswer | null }

const fromAnswer = (answer: MoodAnswer | null): MoodCheckInContext => ({ level: answer?.level ?? null, words: answer?.words ?? [] })

/**
 * 'Como você está agora?' on the dashboard (docs/product.md, How she feels). Unanswered today, it
 * asks (`asking`); a face is her answer at once (`save`), and the words after it are optional
 * toggles, each saved as she taps it (`answered`). 'Mudar' shows the faces again (`changing`):
 * another face replaces the answer and keeps her words, 'Manter' leaves it as it was. The machine
 * knows no clock: the UI tells it (`mood.read`) when her day turns or the device's answer changes.
 */
export const moodCheckInMachine = setup({
  types: {
    input: {} as MoodCheckInInput,
    context: {} as MoodCheckInContext,
    events: {} as MoodCheckInEvent,
  },
  actions: {
    /** Keeps the answer as it is now on the device (the UI provides it). */
    save: () => {},
  },
  guards: {
    hasAnswer: ({ context }) => context.level !== null,
    readAnswer: ({ event }) => event.type === 'mood.read' && event.answer !== null,
  },
}).createMachine({
  id: 'moodCheckIn',
  context: ({ input }) => fromAnswer(input.answer),
  initial: 'opening',
  on: {
    'mood.read': [
      { guard: 'readAnswer', target: '.answered', actions: assign(({ event }) => fromAnswer(event.answer)) },
      { target: '.asking', actions: assign(() => fromAnswer(null)) },
    ],
  },
  states: {
    opening: {
      always: [{ guard: 'hasAnswer', target: 'answered' }, { target: 'asking' }],
    },
    asking: {
      tags: ['faces'],
      on: {
        'mood.choose': { target: 'answered', actions: [assign(({ event }) => ({ level: event.level, words: [] })), 'save'] },
      },
    },
    answered: {
      tags: ['words'],
      on: {
        'word.toggle': {
          actions: [
            assign(({ context, event }) => ({
              words: context.words.includes(event.word) ? context.words.filter((word) => word !== event.word) : [...context.words, event.word],
            })),
            'save',
          ],
        },
        'mood.change': { target: 'changing' },
      },
    },
    changing: {
      tags: ['faces'],
      on: {
        'mood.choose': { target: 'answered', actions: [assign(({ event }) => ({ level: event.level })), 'save'] },
        'mood.keep': { target: 'answered' },
      },
    },
  },
})

type MoodCheckInSnapshot = SnapshotFrom<typeof moodCheckInMachine>

/** 'Muito mal': the help lines show at once, and stay while she changes her answer. */
export const showsHelp = (snapshot: MoodCheckInSnapshot): boolean => snapshot.context.level === 'muito-mal'

/** Her answer as the device should keep it, once she gave one. */
export const answerOf = (snapshot: MoodCheckInSnapshot): MoodAnswer | null =>
  snapshot.context.level === null ? null : { level: snapshot.context.level, words: snapshot.context.words }
