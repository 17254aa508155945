import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { availableTimeOptions } from '../../data/onboarding-options'
import { profileDefaults, type Profile } from '../../data/profile-defaults'
import { storageKeys } from '../../device/storage-keys'
import type { ProfileTextField } from '../../machines/profile.machine'
import { describePath, expectedProfile, profilePaths, type ProfileEvent } from '../../machines/testing/models/profile.model'
import { renderScreen } from '../testing/render'
import { ProfileScreen } from './profile-screen'

type User = ReturnType<typeof userEvent.setup>

const labels = { name: 'Nome', email: 'E-mail', age: 'Idade', childrenAges: 'Idade dos filhos' } satisfies Record<
  ProfileTextField,
  string
>
const saveButton = () => screen.getByRole('button', { name: 'Salvar Alterações' })
const kept = () => JSON.parse(localStorage.getItem(storageKeys.profile) ?? 'null') as Profile | null

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
} satisfies Record<ProfileEvent['type'], (user: User, event: ProfileEvent, allowed: boolean) => Promise<void>>

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
} satisfies Record<'editing' | 'saved', (profile: Profile, lastSaved: Profile | null, canSave: boolean) => void>

describe('profile form, the machine paths replayed by a user', () => {
  it.each(profilePaths().map((path) => [describePath(path), path] as const))('%s', async (_name, path) => {
    const user = userEvent.setup({ delay: null })
    renderScreen(ProfileScreen, { path: '/profile' })
    await screen.findByRole('heading', { level: 1, name: 'Perfil' })
    const events: ProfileEvent[] = []
    let lastSaved: Profile | null = null
    for (const [index, step] of path.steps.entries()) {
      const allowed = index > 0 && path.steps[index - 1]!.state.can(step.event)
      if (index > 0) {
        await perform[step.event.type](user, step.event, allowed)
        events.push(step.event)
      }
      const profile = expectedProfile(profileDefaults, events)
      if (step.event.type === 'profile.save' && allowed) lastSaved = profile
      shows[step.state.value as keyof typeof shows](profile, lastSaved, step.state.can({ type: 'profile.save' }))
    }
  })
})
