import { describe, expect, it } from 'vitest'
import { createActor, type SnapshotFrom } from 'xstate'
import { emptyOnboardingAnswers, type OnboardingAnswers } from '../data/onboarding-options'
import { onboardingMachine } from './onboarding.machine'
import {
  describePath,
  expectedAnswers,
  onboardingInputs,
  onboardingPaths,
  userPaths,
  type OnboardingEvent,
} from './testing/models/onboarding.model'
import { replayCoverage, uncovered, type Coverage } from './testing/graph-coverage'

type Snapshot = SnapshotFrom<typeof onboardingMachine>
type StateName = 'step1' | 'step2' | 'step3' | 'finished'
interface Effects {
  kept: OnboardingAnswers[]
  navigations: number
  /** The dashboard asked for its welcome, in order with the navigation. */
  calls: string[]
}

// What must hold in each state, whatever path led there.
const expectations = {
  step1: (s, { navigations }) => {
    expect(s.can({ type: 'step.back' })).toBe(false)
    expect(s.can({ type: 'step.next' })).toBe(true)
    expect(s.hasTag('lastStep')).toBe(false)
    expect(navigations).toBe(0)
  },
  step2: (s, { navigations }) => {
    expect(s.can({ type: 'step.back' })).toBe(true)
    expect(s.can({ type: 'age.change', value: '1' })).toBe(false)
    expect(s.hasTag('lastStep')).toBe(false)
    expect(navigations).toBe(0)
  },
  step3: (s, { navigations }) => {
    expect(s.can({ type: 'step.back' })).toBe(true)
    expect(s.can({ type: 'availableTime.choose', value: '5-10' })).toBe(false)
    expect(s.hasTag('lastStep')).toBe(true)
    expect(navigations).toBe(0)
  },
  finished: (s, { kept, navigations, calls }) => {
    expect(s.status).toBe('done')
    expect(navigations).toBe(1)
    // The welcome is asked for before the dashboard opens, once.
    expect(calls).toEqual(['expectWelcome', 'goToDashboard'])
    // Finishing keeps the final answers once more, whatever was kept before.
    expect(kept.at(-1)).toEqual(s.context.answers)
  },
} satisfies Record<StateName, (snapshot: Snapshot, effects: Effects) => void>

function run(input: (typeof onboardingInputs)[number]) {
  const effects: Effects = { kept: [], navigations: 0, calls: [] }
  const actor = createActor(
    onboardingMachine.provide({
      actions: {
        keepAnswers: ({ context }) => void effects.kept.push(context.answers),
        expectWelcome: () => void effects.calls.push('expectWelcome'),
        goToDashboard: () => {
          effects.navigations++
          effects.calls.push('goToDashboard')
        },
      },
    }),
    { input },
  ).start()
  return { actor, effects }
}

describe('onboarding machine, paths generated from its graph', () => {
  for (const input of onboardingInputs) {
    const start = input.stored ?? emptyOnboardingAnswers
    describe(input.stored ? 'with answers kept from an earlier visit' : 'on a first visit', () => {
      it.each(onboardingPaths(input).map((path) => [describePath(path), path] as const))('%s', (_name, path) => {
        const { actor, effects } = run(input)
        const accepted: OnboardingEvent[] = []
        for (const [index, step] of path.steps.entries()) {
          if (index > 0) {
            const before = actor.getSnapshot()
            const keptBefore = effects.kept.length
            actor.send(step.event)
            if (before.can(step.event)) accepted.push(step.event)
            // An answer is kept on the device the moment it changes; moving between steps keeps nothing.
            const answered = before.can(step.event) && !step.event.type.startsWith('step.')
            if (answered) expect(effects.kept.at(-1)).toEqual(actor.getSnapshot().context.answers)
            else if (!actor.getSnapshot().matches('finished')) expect(effects.kept.length).toBe(keptBefore)
          }
          const snapshot = actor.getSnapshot()
          expect(snapshot.value).toEqual(step.state.value)
          expect(snapshot.context.answers).toEqual(expectedAnswers(start, accepted))
          expectations[snapshot.value as StateName](snapshot, effects)
        }
        actor.stop()
      })
    })
  }

  it('keeps every answer when she goes back and forth, and finishes with all of them', () => {
    const { actor, effects } = run({ stored: null })
    const journey: OnboardingEvent[] = [
      { type: 'age.change', value: '34' },
      { type: 'childrenAges.change', value: '3 meses e 4 anos' },
      { type: 'step.next' },
      { type: 'availableTime.choose', value: '20-30' },
      { type: 'step.back' },
      { type: 'step.next' },
      { type: 'step.next' },
      { type: 'goal.toggle', id: 'exercitar' },
      { type: 'goal.toggle', id: 'relaxar' },
      { type: 'goal.toggle', id: 'exercitar' },
      { type: 'step.back' },
      { type: 'step.next' },
      { type: 'step.next' },
    ]
    journey.forEach((event) => actor.send(event))
    const answers = { age: '34', childrenAges: '3 meses e 4 anos', availableTime: '20-30', goals: ['relaxar'] }
    expect(actor.getSnapshot().status).toBe('done')
    expect(actor.getSnapshot().context.answers).toEqual(answers)
    expect(effects.kept.at(-1)).toEqual(answers)
    expect(effects.navigations).toBe(1)
  })

  it('reaches every state and takes every transition', () => {
    const coverage: Coverage = { states: new Set(), transitions: new Set() }
    for (const input of onboardingInputs) replayCoverage(onboardingMachine, onboardingPaths(input), input, coverage)
    expect(uncovered(onboardingMachine, coverage)).toEqual({ states: [], transitions: [] })
  })

  it('the paths a user can walk reach every state and take every transition too', () => {
    expect(uncovered(onboardingMachine, replayCoverage(onboardingMachine, userPaths(), { stored: null }))).toEqual({
      states: [],
      transitions: [],
    })
  })
})
