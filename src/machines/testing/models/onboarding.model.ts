import type { AnyMachineSnapshot, EventFrom } from 'xstate'
import type { OnboardingAnswers } from '../../../data/onboarding-options'
import { onboardingMachine, type OnboardingInput } from '../../onboarding.machine'
import { generatePaths, type MachinePath } from '../generate-paths'

export type OnboardingEvent = EventFrom<typeof onboardingMachine>
export type OnboardingPath = MachinePath<typeof onboardingMachine>

/** The events a user can cause, with the values worth telling apart (an answer, a cleared one, two goals). */
export const onboardingEvents = [
  { type: 'age.change', value: '32' },
  { type: 'age.change', value: '' },
  { type: 'childrenAges.change', value: '2 e 5 anos' },
  { type: 'availableTime.choose', value: '10-20' },
  { type: 'availableTime.choose', value: '30+' },
  { type: 'goal.toggle', id: 'relaxar' },
  { type: 'goal.toggle', id: 'alimentacao' },
  { type: 'step.next' },
  { type: 'step.back' },
] as const satisfies readonly OnboardingEvent[]

/** Answers kept from an earlier visit: the machine starts from them. */
export const storedAnswers: OnboardingAnswers = {
  age: '29',
  childrenAges: '8 meses',
  availableTime: '5-10',
  goals: ['cuidar-mente'],
}

export const onboardingInputs: OnboardingInput[] = [{ stored: null }, { stored: storedAnswers }]

// The step is the state; the answers are checked against a model the tests keep beside the path,
// so they stay out of the graph (which would otherwise multiply by every combination of answers).
export const serializeOnboardingState = (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value)

export function onboardingPaths(input: OnboardingInput = { stored: null }): OnboardingPath[] {
  const paths = generatePaths(onboardingMachine, { events: onboardingEvents, input, serializeState: serializeOnboardingState })
  // Once finished the actor has stopped: events after that test nothing.
  return paths.filter((path) => path.steps.slice(0, -1).every((step) => step.state.status !== 'done'))
}

/** The answers a path should leave, computed without the machine. */
export function expectedAnswers(start: OnboardingAnswers, events: ReadonlyArray<OnboardingEvent>): OnboardingAnswers {
  return events.reduce<OnboardingAnswers>((answers, event) => {
    switch (event.type) {
      case 'age.change':
        return { ...answers, age: event.value }
      case 'childrenAges.change':
        return { ...answers, childrenAges: event.value }
      case 'availableTime.choose':
        return { ...answers, availableTime: event.value }
      case 'goal.toggle':
        return {
          ...answers,
          goals: answers.goals.includes(event.id) ? answers.goals.filter((id) => id !== event.id) : [...answers.goals, event.id],
        }
      default:
        return answers
    }
  }, start)
}

export function describePath(path: { steps: ReadonlyArray<{ event: { type: string } }> }): string {
  return (
    path.steps
      .slice(1)
      .map(({ event }) => {
        if ('value' in event) return `${event.type}(${String(event.value) || 'vazio'})`
        if ('id' in event) return `${event.type}(${String(event.id)})`
        return event.type
      })
      .join(' → ') || 'início'
  )
}

/** The paths a user can walk on the screen: every event is one the state before it accepts. */
export function userPaths(input: OnboardingInput = { stored: null }): OnboardingPath[] {
  return onboardingPaths(input).filter((path) =>
    path.steps.every((step, index) => index === 0 || path.steps[index - 1]!.state.can(step.event)),
  )
}
