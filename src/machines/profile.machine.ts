import { and, assign, setup } from 'xstate'
import type { AvailableTime, OnboardingAnswers } from '../data/onboarding-options'
import { ageLimits, profileDefaults, type Account, type Profile } from '../data/profile-defaults'

export interface ProfileInput {
  /** The profile she saved on this device, if any. */
  stored: Profile | null
  /** Her onboarding answers, if she gave them. */
  onboarding: OnboardingAnswers | null
  /** The name and e-mail she gave at sign-up, if she signed up on this device. */
  account?: Account | null
}

export type ProfileTextField = Exclude<keyof Profile, 'availableTime'>

type ProfileEvent =
  | { type: 'field.change'; field: ProfileTextField; value: string }
  | { type: 'availableTime.choose'; value: AvailableTime }
  | { type: 'profile.save' }
  | { type: 'form.leave' }
  | { type: 'discard.cancel' }
  | { type: 'discard.confirm' }

export type ProfileProblem = 'age'

/** What keeps the profile from being saved (the screen has a message for each). No age is fine. */
export function profileProblems(profile: Pick<Profile, 'age'>): ProfileProblem[] {
  const age = profile.age.trim()
  if (age === '') return []
  const years = Number(age)
  return Number.isInteger(years) && years >= ageLimits.min && years <= ageLimits.max ? [] : ['age']
}

/**
 * What the form starts with: the saved profile; else the sample defaults with the name and
 * e-mail she gave at sign-up and whatever she answered in the onboarding (an empty answer leaves
 * the default: the samples are for someone who skipped those steps).
 */
export function startingProfile({ stored, onboarding, account }: ProfileInput): Profile {
  if (stored) return stored
  const base: Profile = {
    ...profileDefaults,
    name: account?.name.trim() || profileDefaults.name,
    email: account?.email.trim() || profileDefaults.email,
  }
  if (!onboarding) return base
  return {
    ...base,
    age: onboarding.age.trim() || profileDefaults.age,
    childrenAges: onboarding.childrenAges.trim() || profileDefaults.childrenAges,
    availableTime: onboarding.availableTime || profileDefaults.availableTime,
  }
}

// While she edits (her age fine or not yet), every change and every save is taken the same way.
const edits = {
  'field.change': { actions: 'setField' },
  'availableTime.choose': { actions: 'chooseTime' },
  'profile.save': [
    { guard: and(['hasChanges', 'hasProblems']), target: 'invalid' },
    { guard: 'hasChanges', target: 'saved' },
  ],
  'form.leave': { guard: 'hasChanges', target: 'confirmingLeave' },
} as const

const sameProfile = (a: Profile, b: Profile) =>
  (Object.keys(a) as (keyof Profile)[]).every((field) => a[field] === b[field])

/**
 * editing ⇄ saved. Saving keeps the profile on the device (`keepProfile`) and confirms it
 * (`confirmSaved`, a toast); both are provided by the UI. Saving needs a change from what the form
 * started with or last saved (`can({ type: 'profile.save' })` keeps 'Salvar Alterações' disabled
 * until then, so 'saved' is never said for nothing), and an age she could have (else invalid,
 * whose message goes as she fixes it). Any change goes back to editing. Leaving the screen with a
 * change not saved (`form.leave`) asks first, keeping being the default; the UI holds the
 * navigation meanwhile and lets it go (`leave`) or not (`stay`).
 */
export const profileMachine = setup({
  types: {
    input: {} as ProfileInput,
    // `kept`: what the form started with, then what she last saved.
    context: {} as { profile: Profile; kept: Profile },
    events: {} as ProfileEvent,
  },
  actions: {
    setField: assign({
      profile: ({ context, event }) =>
        event.type === 'field.change' ? { ...context.profile, [event.field]: event.value } : context.profile,
    }),
    chooseTime: assign({
      profile: ({ context, event }) =>
        event.type === 'availableTime.choose' ? { ...context.profile, availableTime: event.value } : context.profile,
    }),
    markKept: assign({ kept: ({ context }) => context.profile }),
    discardChanges: assign({ profile: ({ context }) => context.kept }),
    keepProfile: () => {},
    confirmSaved: () => {},
    stay: () => {},
    leave: () => {},
  },
  guards: {
    hasChanges: ({ context }) => !sameProfile(context.profile, context.kept),
    hasProblems: ({ context }) => profileProblems(context.profile).length > 0,
  },
}).createMachine({
  id: 'profile',
  context: ({ input }) => {
    const profile = startingProfile(input)
    return { profile, kept: profile }
  },
  initial: 'editing',
  states: {
    editing: { on: edits },
    invalid: {
      tags: ['invalid'],
      on: edits,
    },
    saved: {
      tags: ['saved'],
      entry: ['keepProfile', 'markKept', 'confirmSaved'],
      on: {
        'field.change': { target: 'editing', actions: 'setField' },
        'availableTime.choose': { target: 'editing', actions: 'chooseTime' },
      },
    },
    confirmingLeave: {
      tags: ['discarding'],
      on: {
        'discard.cancel': { target: 'editing', actions: 'stay' },
        'discard.confirm': { target: 'editing', actions: ['discardChanges', 'leave'] },
      },
    },
  },
})
