import { assign, setup } from 'xstate'
import {
  emptyOnboardingAnswers,
  type AvailableTime,
  type GoalId,
  type OnboardingAnswers,
} from '../data/onboarding-options'

export interface OnboardingInput {
  /** The answers kept on the device from an earlier visit, if any. */
  stored: OnboardingAnswers | null
}

type OnboardingEvent =
  | { type: 'age.change'; value: string }
  | { type: 'childrenAges.change'; value: string }
  | { type: 'availableTime.choose'; value: AvailableTime }
  | { type: 'goal.toggle'; id: GoalId }
  | { type: 'step.next' }
  | { type: 'step.back' }

/** The onboarding step each state shows ('Passo N de 3'). */
export const onboardingSteps = { step1: 1, step2: 2, step3: 3 } as const

/**
 * step1 ⇄ step2 ⇄ step3 → finished. No answer is required (docs/product.md, Onboarding). Each
 * answer is kept on the device as soon as it is given (`keepAnswers`, provided by the UI), so a reload loses nothing;
 * finishing keeps them once more, asks the dashboard for its welcome (`expectWelcome`: it says
 * once that her plan follows her answers) and goes there (`goToDashboard`).
 */
export const onboardingMachine = setup({
  types: {
    input: {} as OnboardingInput,
    context: {} as { answers: OnboardingAnswers },
    events: {} as OnboardingEvent,
  },
  actions: {
    setAge: assign({
      answers: ({ context, event }) => (event.type === 'age.change' ? { ...context.answers, age: event.value } : context.answers),
    }),
    setChildrenAges: assign({
      answers: ({ context, event }) =>
        event.type === 'childrenAges.change' ? { ...context.answers, childrenAges: event.value } : context.answers,
    }),
    chooseTime: assign({
      answers: ({ context, event }) =>
        event.type === 'availableTime.choose' ? { ...context.answers, availableTime: event.value } : context.answers,
    }),
    toggleGoal: assign({
      answers: ({ context, event }) => {
        if (event.type !== 'goal.toggle') return context.answers
        const { goals } = context.answers
        const next = goals.includes(event.id) ? goals.filter((id) => id !== event.id) : [...goals, event.id]
        return { ...context.answers, goals: next }
      },
    }),
    keepAnswers: () => {},
    expectWelcome: () => {},
    goToDashboard: () => {},
  },
}).createMachine({
  id: 'onboarding',
  context: ({ input }) => ({ answers: input.stored ?? emptyOnboardingAnswers }),
  initial: 'step1',
  states: {
    step1: {
      on: {
        'age.change': { actions: ['setAge', 'keepAnswers'] },
        'childrenAges.change': { actions: ['setChildrenAges', 'keepAnswers'] },
        'step.next': { target: 'step2' },
      },
    },
    step2: {
      on: {
        'availableTime.choose': { actions: ['chooseTime', 'keepAnswers'] },
        'step.back': { target: 'step1' },
        'step.next': { target: 'step3' },
      },
    },
    step3: {
      tags: ['lastStep'],
      on: {
        'goal.toggle': { actions: ['toggleGoal', 'keepAnswers'] },
        'step.back': { target: 'step2' },
        'step.next': { target: 'finished' },
      },
    },
    finished: {
      type: 'final',
      entry: ['keepAnswers', 'expectWelcome', 'goToDashboard'],
    },
  },
})
