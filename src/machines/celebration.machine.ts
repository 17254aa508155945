import { assign, setup } from 'xstate'
import { motivationalPhrases } from '../data/daily'

type CelebrationEvent =
  | {
      type: 'celebration.open'
      activityTitle: string
      /** The browser's prefers-reduced-motion, read by the UI when she finishes. */
      reducedMotion: boolean
    }
  | { type: 'celebration.close' }

export interface CelebrationInput {
  /** A number in [0, 1), like Math.random; tests pass a fixed one. */
  random: () => number
}

interface CelebrationContext {
  random: () => number
  phrase: string
  activityTitle: string
  /** Confetti bursts so far in this celebration: the view adds pieces at each one. */
  bursts: number
}

/**
 * The celebration dialog (docs/product.md, Celebration): closed → open with confetti (3000 ms, a burst every
 * 250 ms) → open and calm; 'Continuar' closes. Under prefers-reduced-motion it opens calm, with
 * no confetti. Each opening picks one of the 7 phrases from the injected random source; another
 * activity finishing while it is open starts the celebration over.
 */
export const celebrationMachine = setup({
  types: {
    context: {} as CelebrationContext,
    events: {} as CelebrationEvent,
    input: {} as CelebrationInput,
  },
  actions: {
    pickPhrase: assign({
      phrase: ({ context }) => {
        const index = Math.min(
          motivationalPhrases.length - 1,
          Math.floor(context.random() * motivationalPhrases.length),
        )
        return motivationalPhrases[Math.max(0, index)] ?? motivationalPhrases[0]
      },
      activityTitle: ({ context, event }) =>
        event.type === 'celebration.open' ? event.activityTitle : context.activityTitle,
      bursts: 0,
    }),
    burst: assign({ bursts: ({ context }) => context.bursts + 1 }),
  },
  guards: {
    prefersReducedMotion: ({ event }) => event.type === 'celebration.open' && event.reducedMotion,
  },
  delays: {
    confettiDuration: 3000,
    burstInterval: 250,
  },
}).createMachine({
  id: 'celebration',
  context: ({ input }) => ({ random: input.random, phrase: '', activityTitle: '', bursts: 0 }),
  initial: 'closed',
  on: {
    'celebration.open': [
      { guard: 'prefersReducedMotion', target: '.open.calm', reenter: true, actions: 'pickPhrase' },
      { target: '.open.confetti', reenter: true, actions: 'pickPhrase' },
    ],
  },
  states: {
    closed: {},
    open: {
      tags: ['open'],
      on: { 'celebration.close': { target: 'closed' } },
      initial: 'confetti',
      states: {
        confetti: {
          tags: ['confetti'],
          after: { confettiDuration: { target: 'calm' } },
          initial: 'bursting',
          states: {
            // Re-entered every 250 ms: each entry is one burst.
            bursting: {
              entry: 'burst',
              after: { burstInterval: { target: 'bursting', reenter: true } },
            },
          },
        },
        calm: {},
      },
    },
  },
})
