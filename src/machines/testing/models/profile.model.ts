import type { AnyMachineSnapshot, EventFrom } from 'xstate'
import type { Profile } from '../../../data/profile-defaults'
import { profileMachine, profileProblems, type ProfileInput } from '../../profile.machine'
import { generatePaths, type MachinePath } from '../generate-paths'

export type ProfileEvent = EventFrom<typeof profileMachine>
export type ProfilePath = MachinePath<typeof profileMachine>

/** One change per field (and an age no one has), the save, and leaving the screen. */
export const profileEvents = [
  { type: 'field.change', field: 'name', value: 'Ana Souza' },
  { type: 'field.change', field: 'email', value: 'ana@exemplo.com.br' },
  { type: 'field.change', field: 'age', value: '27' },
  { type: 'field.change', field: 'age', value: '-5' },
  { type: 'field.change', field: 'childrenAges', value: '6 meses' },
  { type: 'availableTime.choose', value: '30+' },
  { type: 'profile.save' },
  { type: 'form.leave' },
  { type: 'discard.cancel' },
  { type: 'discard.confirm' },
] as const satisfies readonly ProfileEvent[]

export const savedProfile: Profile = {
  name: 'Joana Lima',
  email: 'joana@exemplo.com.br',
  age: '38',
  childrenAges: '1, 4 e 9 anos',
  availableTime: '20-30',
}

export const profileInputs: ProfileInput[] = [
  { stored: null, onboarding: null },
  { stored: null, onboarding: { age: '29', childrenAges: '', availableTime: '5-10', goals: ['relaxar'] } },
  { stored: savedProfile, onboarding: { age: '29', childrenAges: '8 meses', availableTime: '5-10', goals: [] } },
  {
    stored: null,
    onboarding: { age: '29', childrenAges: '', availableTime: '5-10', goals: [] },
    account: { name: 'Joana Prado', email: 'joana@exemplo.com.br' },
  },
]

// The profile is checked against a model kept beside the path; in the graph only the state,
// whether it holds a change to save and whether its age can be saved count (every field's
// combinations would multiply it for nothing).
export const serializeProfileState = (snapshot: AnyMachineSnapshot) => {
  const changed = snapshot.can({ type: 'profile.save' }) ? 'changed' : 'unchanged'
  const age = profileProblems((snapshot.context as { profile: Profile }).profile).length > 0 ? 'impossible age' : 'age ok'
  return `${JSON.stringify(snapshot.value)}:${changed}:${age}`
}

export function profilePaths(input: ProfileInput = profileInputs[0]!): ProfilePath[] {
  // Shortest paths only: with leaving and an impossible age, simple paths run to the hundreds.
  return generatePaths(profileMachine, { events: profileEvents, input, serializeState: serializeProfileState, simple: false })
}

/**
 * The profile a path should leave, computed without the machine, from the events the machine took:
 * a save keeps it, discarding goes back to what was kept.
 */
export function expectedProfile(start: Profile, events: ReadonlyArray<ProfileEvent>): Profile {
  let kept = start
  return events.reduce<Profile>((profile, event) => {
    if (event.type === 'field.change') return { ...profile, [event.field]: event.value }
    if (event.type === 'availableTime.choose') return { ...profile, availableTime: event.value }
    if (event.type === 'profile.save' && profileProblems(profile).length === 0) kept = profile
    if (event.type === 'discard.confirm') return kept
    return profile
  }, start)
}

export function describePath(path: { steps: ReadonlyArray<{ event: ProfileEvent | { type: string } }> }): string {
  return (
    path.steps
      .slice(1)
      .map(({ event }) => ('field' in event ? `${event.type}(${event.field})` : 'value' in event ? `${event.type}(${event.value})` : event.type))
      .join(' → ') || 'início'
  )
}
