import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { planActivities, routines } from '../../data/plan'
import { eraseJournal } from '../journal/journal-store'
import { storageKeys } from '../storage/storage-keys'
import { renderScreen } from '../testing/render'
import { PlanScreen } from './plan-screen'

// The cards she can see: those of the selected tab (the others' panels are hidden).
const cardTitles = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)
const card = (title: string) => screen.getByRole('article', { name: title })

describe('Meu Plano', () => {
  it('shows the heading, the subtitle and the Nova Rotina button', async () => {
    renderScreen(PlanScreen, { path: '/meu-plano' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Meu Plano' })).toBeVisible()
    expect(screen.getByText('Suas rotinas e atividades salvas')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Nova Rotina' })).toBeVisible()
  })

  it('opens on Rotinas: each routine with its 20 min badge and Começar, on a fresh device', async () => {
    renderScreen(PlanScreen, { path: '/meu-plano' })
    expect(await screen.findByRole('tab', { name: 'Rotinas' })).toHaveAttribute('aria-selected', 'true')
    expect(cardTitles()).toEqual(routines.map((r) => r.title))
    for (const routine of routines) {
      const view = within(card(routine.title))
      expect(view.getByText(routine.description)).toBeVisible()
      expect(view.getByText('20 min total')).toBeVisible()
      expect(view.queryByText('Concluído hoje')).toBeNull()
      expect(view.getByRole('button', { name: 'Começar' })).toHaveAccessibleDescription(routine.title)
    }
  })

  describe('with her journal', () => {
    afterEach(() => {
      vi.useRealTimers()
      vi.unstubAllEnvs()
      eraseJournal()
    })

    it("marks a routine she did today 'Concluído hoje' with 'Repetir'; yesterday's is fresh", async () => {
      vi.stubEnv('TZ', 'America/Sao_Paulo')
      vi.useFakeTimers({ now: new Date('2026-01-06T02:00:00-03:00'), toFake: ['Date'] }) // still the 5th for her
      const routine = (id: string, endedAt: string) => ({
        id: `${id}@${endedAt}`,
        activityId: id,
        title: id,
        type: 'routine',
        minutes: 20,
        endedAt,
        startedFrom: 'plan',
      })
      const entries = [
        routine('noite-tranquila', '2026-01-04T21:00:00-03:00'),
        routine('despertar-com-calma', '2026-01-05T07:00:00-03:00'),
      ]
      localStorage.setItem(storageKeys.journal, JSON.stringify({ version: 1, entries }))
      renderScreen(PlanScreen, { path: '/meu-plano' })
      await screen.findByRole('tab', { name: 'Rotinas' })
      const done = within(card('Despertar com Calma'))
      expect(done.getByText('Concluído hoje')).toBeVisible()
      expect(done.getByRole('button', { name: 'Repetir' })).toHaveAccessibleDescription('Despertar com Calma')
      for (const title of ['Pausa da Tarde', 'Noite Tranquila']) {
        expect(within(card(title)).queryByText('Concluído hoje')).toBeNull()
        expect(within(card(title)).getByRole('button', { name: 'Começar' })).toBeVisible()
      }
    })
  })

  it('shows the exercises and the meditation in their tabs, with duration and type', async () => {
    const user = userEvent.setup({ delay: null })
    renderScreen(PlanScreen, { path: '/meu-plano' })
    await user.click(await screen.findByRole('tab', { name: 'Exercícios' }))
    expect(screen.getByRole('tab', { name: 'Exercícios' })).toHaveAttribute('aria-selected', 'true')
    const exercises = planActivities.filter((a) => a.type === 'exercise')
    await waitFor(() => expect(cardTitles()).toEqual(exercises.map((a) => a.title)))
    expect(exercises.map((a) => a.duration)).toEqual([5, 7])
    for (const exercise of exercises) {
      const view = within(card(exercise.title))
      expect(view.getByText(`${exercise.duration} min`)).toBeVisible()
      expect(view.getByText('Exercício')).toBeVisible()
    }

    await user.click(screen.getByRole('tab', { name: 'Meditações' }))
    const meditations = planActivities.filter((a) => a.type === 'meditation')
    await waitFor(() => expect(cardTitles()).toEqual(meditations.map((a) => a.title)))
    const [meditation] = meditations
    const view = within(card(meditation!.title))
    expect(view.getByText('5 min')).toBeVisible()
    expect(view.getByText('Meditação')).toBeVisible()
  })

  // Selection follows focus in Chromium (tests/e2e/plan-profile.e2e.ts); jsdom runs Ark's animation
  // frames in an order where only the focus move can be seen.
  it('moves focus between tabs with the arrow keys, wrapping around', async () => {
    const user = userEvent.setup({ delay: null })
    renderScreen(PlanScreen, { path: '/meu-plano' })
    const rotinas = await screen.findByRole('tab', { name: 'Rotinas' })
    expect(screen.getByRole('tablist', { name: 'Seções do plano' })).toBeVisible()
    rotinas.focus()
    await user.keyboard('{ArrowRight}')
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Exercícios' })).toHaveFocus())
    await user.keyboard('{ArrowLeft}')
    await waitFor(() => expect(rotinas).toHaveFocus())
    await user.keyboard('{ArrowLeft}')
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Meditações' })).toHaveFocus())
  })
})
