import { describe, expect, it } from 'vitest'
import { createActor, type SnapshotFrom } from 'xstate'
import { profileDefaults, type Profile } from '../data/profile-defaults'
import { profileMachine, profileProblems, startingProfile, type ProfileInput } from './profile.machine'
import { describePath, expectedProfile, profileInputs, profilePaths, savedProfile, type ProfileEvent } from './testing/models/profile.model'
import { replayCoverage, uncovered, type Coverage } from './testing/graph-coverage'

type Snapshot = SnapshotFrom<typeof profileMachine>
interface Effects {
  kept: Profile[]
  confirmations: number
  /** Leaving the screen asked: she stayed, or let it go. */
  stays: number
  leaves: number
}
type StateName = 'editing' | 'invalid' | 'saved' | 'confirmingLeave'

// What must hold in each state, whatever path led there.
const expectations = {
  editing: (s, { kept, confirmations }, start) => {
    expect(s.hasTag('saved')).toBe(false)
    expect(kept.length).toBe(confirmations)
    // 'Salvar Alterações' only for a change from what the form started with or last saved.
    expect(s.can({ type: 'profile.save' })).toBe(JSON.stringify(s.context.profile) !== JSON.stringify(kept.at(-1) ?? start))
  },
  invalid: (s, { kept, confirmations }) => {
    // A save refused for her age: nothing was written; the form says why until she fixes it.
    expect(s.hasTag('invalid')).toBe(true)
    expect(s.hasTag('saved')).toBe(false)
    expect(kept.length).toBe(confirmations)
  },
  confirmingLeave: (s, { kept }, start) => {
    // Asked only with a change not saved; nothing kept or thrown away while she decides.
    expect(s.hasTag('discarding')).toBe(true)
    expect(JSON.stringify(s.context.profile)).not.toBe(JSON.stringify(kept.at(-1) ?? start))
    expect(s.can({ type: 'field.change', field: 'name', value: 'x' })).toBe(false)
  },
  saved: (s, { kept, confirmations }) => {
    expect(s.hasTag('saved')).toBe(true)
    // What is on the device is exactly what the form shows, and she was told so, once.
    expect(kept.at(-1)).toEqual(s.context.profile)
    expect(confirmations).toBe(kept.length)
    expect(s.can({ type: 'profile.save' })).toBe(false)
  },
} satisfies Record<StateName, (snapshot: Snapshot, effects: Effects, start: Profile) => void>

function run(input: ProfileInput) {
  const effects: Effects = { kept: [], confirmations: 0, stays: 0, leaves: 0 }
  const actor = createActor(
    profileMachine.provide({
      actions: {
        keepProfile: ({ context }) => void effects.kept.push(context.profile),
        confirmSaved: () => void effects.confirmations++,
        stay: () => void effects.stays++,
        leave: () => void effects.leaves++,
      },
    }),
    { input },
  ).start()
  return { actor, effects }
}

const inputName = ({ stored, onboarding }: ProfileInput) =>
  stored ? 'a profile saved before' : onboarding ? 'onboarding answers only' : 'nothing kept'

describe('profile machine, paths generated from its graph', () => {
  for (const input of profileInputs) {
    describe(`starting from ${inputName(input)}`, () => {
      it.each(profilePaths(input).map((path) => [describePath(path), path] as const))('%s', (_name, path) => {
        const { actor, effects } = run(input)
        const events: ProfileEvent[] = []
        for (const [index, step] of path.steps.entries()) {
          if (index > 0) {
            const before = { ...effects, kept: effects.kept.length }
            const allowed = actor.getSnapshot().can(step.event)
            actor.send(step.event)
            if (allowed) events.push(step.event)
            // Only saving writes to the device, and only an age she could have.
            const type = step.event.type
            expect(effects.kept.length - before.kept).toBe(type === 'profile.save' && allowed && actor.getSnapshot().matches('saved') ? 1 : 0)
            // The navigation waits for her answer, and gets exactly one.
            expect([effects.stays - before.stays, effects.leaves - before.leaves]).toEqual([
              type === 'discard.cancel' && allowed ? 1 : 0,
              type === 'discard.confirm' && allowed ? 1 : 0,
            ])
          }
          const snapshot = actor.getSnapshot()
          expect(snapshot.value).toEqual(step.state.value)
          expect(snapshot.context.profile).toEqual(expectedProfile(startingProfile(input), events))
          expectations[snapshot.value as StateName](snapshot, effects, startingProfile(input))
        }
        actor.stop()
      })
    })
  }

  it('starts from the saved profile, else the defaults with her onboarding answers, else the defaults', () => {
    expect(startingProfile({ stored: null, onboarding: null })).toEqual({
      name: 'Maria Silva',
      email: 'maria@exemplo.com.br',
      age: '32',
      childrenAges: '2 e 5 anos',
      availableTime: '10-20',
    })
    expect(startingProfile(profileInputs[1]!)).toEqual({ ...profileDefaults, age: '29', availableTime: '5-10' })
    expect(startingProfile(profileInputs[2]!)).toEqual(savedProfile)
    expect(
      startingProfile({ stored: null, onboarding: { age: ' ', childrenAges: '3 anos', availableTime: '', goals: [] } }),
    ).toEqual({ ...profileDefaults, childrenAges: '3 anos' })
  })

  it('starts with the name and e-mail she gave at sign-up; the samples only fill what she never said', () => {
    expect(startingProfile(profileInputs[3]!)).toEqual({
      ...profileDefaults,
      name: 'Joana Prado',
      email: 'joana@exemplo.com.br',
      age: '29',
      availableTime: '5-10',
    })
    expect(startingProfile({ stored: null, onboarding: null, account: { name: 'Joana', email: 'joana@exemplo.com.br' } })).toMatchObject({
      name: 'Joana',
      email: 'joana@exemplo.com.br',
      age: '32',
    })
    expect(startingProfile({ stored: null, onboarding: null, account: { name: '  ', email: '' } })).toEqual(profileDefaults)
    expect(startingProfile({ stored: savedProfile, onboarding: null, account: { name: 'Joana', email: 'joana@exemplo.com.br' } })).toEqual(savedProfile)
  })

  it("a change undone is no change: 'Salvar Alterações' waits for a real one", () => {
    const { actor, effects } = run(profileInputs[3]!)
    expect(actor.getSnapshot().can({ type: 'profile.save' })).toBe(false)
    actor.send({ type: 'field.change', field: 'name', value: 'Joana Prado Lima' })
    expect(actor.getSnapshot().can({ type: 'profile.save' })).toBe(true)
    actor.send({ type: 'field.change', field: 'name', value: 'Joana Prado' })
    expect(actor.getSnapshot().can({ type: 'profile.save' })).toBe(false)
    actor.send({ type: 'profile.save' })
    expect(effects.kept).toEqual([])
    actor.send({ type: 'availableTime.choose', value: '30+' })
    actor.send({ type: 'profile.save' })
    expect(effects.kept).toEqual([{ ...startingProfile(profileInputs[3]!), availableTime: '30+' }])
    actor.send({ type: 'availableTime.choose', value: '5-10' })
    actor.send({ type: 'availableTime.choose', value: '30+' }) // back to what she saved
    expect(actor.getSnapshot().can({ type: 'profile.save' })).toBe(false)
  })

  it('refuses an age no one has, in whole years from 12 to 99; no age is fine', () => {
    for (const age of ['-5', '200', '0', '11', '100', '32.5', 'trinta', '1e2']) expect(profileProblems({ age })).toEqual(['age'])
    for (const age of ['', ' ', '12', '32', ' 41 ', '99']) expect(profileProblems({ age })).toEqual([])
  })

  it('leaving after a save asks nothing; leaving with a change asks, and discarding brings back what was saved', () => {
    const { actor } = run(profileInputs[0]!)
    expect(actor.getSnapshot().can({ type: 'form.leave' })).toBe(false)
    actor.send({ type: 'field.change', field: 'name', value: 'Ana' })
    actor.send({ type: 'profile.save' })
    expect(actor.getSnapshot().can({ type: 'form.leave' })).toBe(false)
    actor.send({ type: 'field.change', field: 'name', value: 'Ana Souza' })
    actor.send({ type: 'form.leave' })
    expect(actor.getSnapshot().value).toBe('confirmingLeave')
    actor.send({ type: 'discard.confirm' })
    expect(actor.getSnapshot().context.profile.name).toBe('Ana')
  })

  it('reaches every state and takes every transition', () => {
    const coverage: Coverage = { states: new Set(), transitions: new Set() }
    for (const input of profileInputs) replayCoverage(profileMachine, profilePaths(input), input, coverage)
    expect(uncovered(profileMachine, coverage)).toEqual({ states: [], transitions: [] })
  })
})
