import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { availableTimeOptions } from '../../data/onboarding-options'
import { profileDefaults, type Profile } from '../../data/profile-defaults'
import { storageKeys } from '../../device/storage-keys'
import { profileMachine, type ProfileTextField } from '../../machines/profile.machine'
import { transitionCoveringPaths } from '../../machines/testing/covering-paths'
import { describePath, expectedProfile, profilePaths, serializeProfileState, type ProfileEvent } from '../../machines/testing/models/profile.model'
import { renderScreen } from '../testing/render'
import { ageMessage } from './profile-form'
import { ProfileScreen } from './profile-screen'

type User = ReturnType<typeof userEvent.setup>

const labels = { name: 'Nome', email: 'E-mail', age: 'Idade', childrenAges: 'Idade dos filhos' } satisfies Record<
  ProfileTextField,
  string
>
const saveButton = () => screen.getByRole('button', { name: 'Salvar Alterações' })
const kept = () => JSON.parse(localStorage.getItem(storageKeys.profile) ?? 'null') as Profile | null
const question = () => screen.queryByRole('alertdialog', { hidden: true })
type Router = ReturnType<typeof renderScreen>['router']

// How a user causes each event on the screen. A new event type breaks the build until it is here.
const perform = {
  'field.change': async (user, event) => {
    if (event.type !== 'field.change') return
    const field = screen.getByLabelText(labels[event.field])
    await user.clear(field)
    await user.type(field, event.value)
  },
  'availableTime.choose': async (user, event) => {
    if (event.type === 'availableTime.choose') await user.selectOptions(screen.getByLabelText('Tempo disponível'), event.value)
  },
  // With nothing changed the button says it is disabled, and her tap does nothing (checked after).
  'profile.save': async (user, _event, allowed) => {
    expect(saveButton()).toHaveAttribute('aria-disabled', String(!allowed))
    await user.click(saveButton())
  },
  // She taps another screen's link (or the browser's back): the question opens with the dialog's presence.
  'form.leave': async (_user, _event, _allowed, router) => {
    await act(async () => void router.navigate({ to: '/chat' }))
    await waitFor(() => expect(within(question()!).getByText('Descartar alterações?')).toBeVisible(), { timeout: 10_000 })
  },
  'discard.cancel': async (user) => {
    await user.click(within(question()!).getByText('Continuar editando'))
    await waitFor(() => expect(question()).toBeNull(), { timeout: 10_000 })
  },
  'discard.confirm': async (user) => {
    await user.click(within(question()!).getByText('Descartar'))
    await screen.findByText('outra tela')
  },
} satisfies Record<ProfileEvent['type'], (user: User, event: ProfileEvent, allowed: boolean, router: Router) => Promise<void>>

function expectForm(profile: Profile) {
  for (const [field, label] of Object.entries(labels) as [ProfileTextField, string][]) {
    const value = profile[field]
    expect(screen.getByLabelText(label)).toHaveValue(field === 'age' ? Number(value) : value)
  }
  const time = availableTimeOptions.find((option) => option.value === profile.availableTime)!
  expect(screen.getByLabelText('Tempo disponível')).toHaveDisplayValue(time.label)
}

// What she sees in each state, given the profile the path should show and the one last saved.
const shows = {
  editing: (profile: Profile, lastSaved: Profile | null, canSave: boolean) => {
    expectForm(profile)
    expect(screen.queryByText(ageMessage)).toBeNull()
    expect(question()).toBeNull()
    expect(saveButton()).toHaveAttribute('aria-disabled', String(!canSave))
    expect(kept()).toEqual(lastSaved)
    // Before any save there is nothing to confirm (after one, its toast may still be showing).
    if (!lastSaved) expect(screen.queryByText('Perfil atualizado')).toBeNull()
  },
  saved: (profile: Profile, lastSaved: Profile | null) => {
    expectForm(profile)
    // Said once, by the toast, in the polite live region so a screen reader hears it too; the
    // button waits for the next change.
    expect(saveButton()).toHaveAttribute('aria-disabled', 'true')
    expect(screen.getAllByText(/salvas/)).toHaveLength(1)
    const toast = within(screen.getByRole('status'))
    expect(toast.getByText('Perfil atualizado')).toBeVisible()
    expect(toast.getByText('Suas alterações foram salvas.')).toBeVisible()
    expect(lastSaved).toEqual(profile)
    expect(kept()).toEqual(profile)
  },
  invalid: (profile: Profile, lastSaved: Profile | null) => {
    expectForm(profile)
    // The message stands beside her age until she fixes it; nothing was kept.
    const age = screen.getByLabelText(labels.age)
    if (profile.age === '-5') {
      expect(screen.getByText(ageMessage)).toBeVisible()
      expect(age).toHaveAttribute('aria-invalid', 'true')
    } else expect(screen.queryByText(ageMessage)).toBeNull()
    expect(kept()).toEqual(lastSaved)
  },
  confirmingLeave: (profile: Profile, lastSaved: Profile | null) => {
    expectForm(profile)
    expect(within(question()!).getByText('Descartar alterações?')).toBeVisible()
    expect(screen.queryByText('outra tela')).toBeNull()
    expect(kept()).toEqual(lastSaved)
  },
} satisfies Record<'editing' | 'saved' | 'invalid' | 'confirmingLeave', (profile: Profile, lastSaved: Profile | null, canSave: boolean) => void>

// The paths she can walk: 'Salvar Alterações' is there but behind the question; the question's
// answers only while it asks. Few of them, taking every transition those take.
const offered = transitionCoveringPaths(
  profileMachine,
  profilePaths().filter((path) =>
    path.steps.every((step, i) => {
      const before = path.steps[i - 1]?.state
      return !before || before.can(step.event) || (step.event.type === 'profile.save' && !before.hasTag('discarding'))
    }),
  ),
  serializeProfileState,
)

describe('profile form, the machine paths replayed by a user', () => {
  it.each(offered.map((path) => [describePath(path), path] as const))('%s', async (_name, path) => {
    const user = userEvent.setup({ delay: null })
    const { router } = renderScreen(ProfileScreen, { path: '/profile' })
    await screen.findByRole('heading', { level: 1, name: 'Perfil' })
    const events: ProfileEvent[] = []
    let lastSaved: Profile | null = null
    for (const [index, step] of path.steps.entries()) {
      const allowed = index > 0 && path.steps[index - 1]!.state.can(step.event)
      if (index > 0) {
        await perform[step.event.type](user, step.event, allowed, router)
        if (allowed) events.push(step.event)
      }
      const profile = expectedProfile(profileDefaults, events)
      if (step.event.type === 'profile.save' && step.state.matches('saved')) lastSaved = profile
      if (step.event.type === 'discard.confirm') {
        // She let it go: the other screen opened, and what she had not saved stayed unsaved.
        expect(kept()).toEqual(lastSaved)
        expect(index).toBe(path.steps.length - 1)
        break
      }
      shows[step.state.value as keyof typeof shows](profile, lastSaved, step.state.can({ type: 'profile.save' }))
    }
  })

  it('leaving with nothing changed asks nothing', async () => {
    const { router } = renderScreen(ProfileScreen, { path: '/profile' })
    await screen.findByRole('heading', { level: 1, name: 'Perfil' })
    await act(async () => void router.navigate({ to: '/chat' }))
    await screen.findByText('outra tela')
  })

  it('a save refused for her age puts her focus on it', async () => {
    const user = userEvent.setup({ delay: null })
    renderScreen(ProfileScreen, { path: '/profile' })
    const age = await screen.findByLabelText(labels.age)
    await user.clear(age)
    await user.type(age, '200')
    await user.click(saveButton())
    expect(age).toHaveFocus()
    expect(screen.getByText(ageMessage)).toBeVisible()
    await user.clear(age)
    await user.type(age, '35')
    expect(screen.queryByText(ageMessage)).toBeNull()
    await user.click(saveButton())
    expect(kept()?.age).toBe('35')
  })
})
