import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { availableTimeOptions, emptyOnboardingAnswers, goalOptions, type OnboardingAnswers } from '../../data/onboarding-options'
import { storageKeys } from '../../device/storage-keys'
import { onboardingMachine } from '../../machines/onboarding.machine'
import { transitionCoveringPaths } from '../../machines/testing/covering-paths'
import {
  describePath,
  expectedAnswers,
  storedAnswers,
  serializeOnboardingState,
  userPaths,
  type OnboardingEvent,
} from '../../machines/testing/models/onboarding.model'
import { renderScreen } from '../testing/render'
import { OnboardingScreen } from './onboarding-screen'

type User = ReturnType<typeof userEvent.setup>

const labelOfTime = (value: string) => availableTimeOptions.find((option) => option.value === value)!.label
const labelOfGoal = (id: string) => goalOptions.find((goal) => goal.id === id)!.label
const kept = () => JSON.parse(localStorage.getItem(storageKeys.onboarding) ?? 'null') as OnboardingAnswers | null

/** Replaces a field's text; to leave it empty she erases what is there (or types and erases). */
async function typeOver(user: User, field: HTMLElement, value: string) {
  if (value === '' && (field as HTMLInputElement).value === '') await user.type(field, '1')
  await user.clear(field)
  if (value) await user.type(field, value)
}

// How a user causes each event on the screen. A new event type breaks the build until it is here.
const perform = {
  'age.change': async (user, event) => {
    if (event.type === 'age.change') await typeOver(user, screen.getByLabelText('Sua idade'), event.value)
  },
  'childrenAges.change': async (user, event) => {
    if (event.type === 'childrenAges.change') await typeOver(user, screen.getByLabelText('Idade dos filhos'), event.value)
  },
  'availableTime.choose': async (user, event) => {
    if (event.type === 'availableTime.choose') await user.click(screen.getByRole('radio', { name: labelOfTime(event.value) }))
  },
  'goal.toggle': async (user, event) => {
    if (event.type === 'goal.toggle') await user.click(screen.getByRole('checkbox', { name: labelOfGoal(event.id) }))
  },
  'step.next': async (user) => user.click(screen.getByRole('button', { name: /^(Próximo|Finalizar)$/ })),
  'step.back': async (user) => user.click(screen.getByRole('button', { name: 'Voltar' })),
} satisfies Record<OnboardingEvent['type'], (user: User, event: OnboardingEvent) => Promise<void>>

function expectStep(number: number, title: string) {
  expect(screen.getByText(`Passo ${number} de 3`)).toBeVisible()
  expect(screen.getByRole('progressbar', { name: `Passo ${number} de 3` })).toHaveAttribute('aria-valuenow', String(number))
  expect(screen.getByRole('heading', { level: 2, name: title })).toBeVisible()
}

// What she sees in each state, given the answers the path should have left.
const shows = {
  step1: async (answers: OnboardingAnswers) => {
    expectStep(1, 'Sobre você')
    expect(screen.getByLabelText('Sua idade')).toHaveAttribute('type', 'number')
    expect(screen.getByLabelText('Sua idade')).toHaveValue(answers.age === '' ? null : Number(answers.age))
    expect(screen.getByLabelText('Idade dos filhos')).toHaveValue(answers.childrenAges)
    expect(screen.queryByRole('button', { name: 'Voltar' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Próximo' })).toBeVisible()
  },
  step2: async (answers: OnboardingAnswers) => {
    expectStep(2, 'Seu tempo')
    // Its cards load after the first step shows: a moment, the first time.
    expect(await screen.findByRole('radiogroup', { name: /Quanto tempo por dia/ }, { timeout: 10_000 })).toBeVisible()
    for (const option of availableTimeOptions) {
      const radio = screen.getByRole('radio', { name: option.label })
      if (option.value === answers.availableTime) expect(radio).toBeChecked()
      else expect(radio).not.toBeChecked()
    }
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Próximo' })).toBeVisible()
  },
  step3: async (answers: OnboardingAnswers) => {
    expectStep(3, 'Seus objetivos')
    expect(await screen.findByRole('group', { name: /principais objetivos/ }, { timeout: 10_000 })).toBeVisible()
    for (const goal of goalOptions) {
      const box = screen.getByRole('checkbox', { name: goal.label })
      if (answers.goals.includes(goal.id)) expect(box).toBeChecked()
      else expect(box).not.toBeChecked()
    }
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Finalizar' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Próximo' })).toBeNull()
  },
  finished: async (answers: OnboardingAnswers, pathname: () => string) => {
    await waitFor(() => expect(pathname()).toBe('/dashboard'))
    expect(await screen.findByTestId('elsewhere')).toBeVisible()
    expect(kept()).toEqual(answers)
    // The dashboard will say its welcome, once.
    expect(localStorage.getItem(storageKeys.welcome)).toBe('"due"')
  },
} satisfies Record<'step1' | 'step2' | 'step3' | 'finished', (answers: OnboardingAnswers, pathname: () => string) => Promise<void>>

describe('onboarding screen, the machine paths replayed by a user', () => {
  it.each(transitionCoveringPaths(onboardingMachine, userPaths(), serializeOnboardingState).map((path) => [describePath(path), path] as const))('%s', async (_name, path) => {
    const user = userEvent.setup({ delay: null })
    const { pathname } = renderScreen(OnboardingScreen, { path: '/onboarding' })
    await screen.findByRole('heading', { level: 1, name: 'Vamos nos conhecer' })
    const events: OnboardingEvent[] = []
    for (const [index, step] of path.steps.entries()) {
      if (index > 0) {
        await perform[step.event.type](user, step.event)
        events.push(step.event)
      }
      const answers = expectedAnswers(emptyOnboardingAnswers, events)
      // Every answer is on the device as soon as she gives it; nothing is written before that but
      // the finish, which keeps even an empty set of answers.
      const answered = events.some((event) => !event.type.startsWith('step.'))
      if (answered || step.state.value === 'finished') await waitFor(() => expect(kept()).toEqual(answers))
      else expect(kept()).toBeNull()
      if (step.state.value !== 'finished') expect(localStorage.getItem(storageKeys.welcome)).toBeNull()
      await shows[step.state.value as keyof typeof shows](answers, pathname)
    }
  })

  it('starts from the answers kept on the device, and survives a corrupted value', async () => {
    localStorage.setItem(storageKeys.onboarding, JSON.stringify(storedAnswers))
    const user = userEvent.setup({ delay: null })
    const first = renderScreen(OnboardingScreen, { path: '/onboarding' })
    await screen.findByRole('heading', { level: 1 })
    await shows.step1(storedAnswers)
    await user.click(screen.getByRole('button', { name: 'Próximo' }))
    await shows.step2(storedAnswers)
    await user.click(screen.getByRole('button', { name: 'Próximo' }))
    await shows.step3(storedAnswers)
    first.unmount()

    localStorage.setItem(storageKeys.onboarding, '{"age": 3')
    renderScreen(OnboardingScreen, { path: '/onboarding' })
    await screen.findByRole('heading', { level: 1 })
    await shows.step1(emptyOnboardingAnswers)
  })

  it('moves focus to the new step title, so a screen reader announces it', async () => {
    const user = userEvent.setup({ delay: null })
    renderScreen(OnboardingScreen, { path: '/onboarding' })
    await user.click(await screen.findByRole('button', { name: 'Próximo' }))
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Seu tempo' })).toHaveFocus())
  })
})
