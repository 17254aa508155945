import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { planActivities, routines } from '../../data/plan'
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

  it('opens on Rotinas: each routine with its 20 min badge, and the completed one marked and repeatable', async () => {
    renderScreen(PlanScreen, { path: '/meu-plano' })
    expect(await screen.findByRole('tab', { name: 'Rotinas' })).toHaveAttribute('aria-selected', 'true')
    expect(cardTitles()).toEqual(routines.map((r) => r.title))
    expect(routines.filter((r) => r.completed).length).toBeGreaterThanOrEqual(1)
    expect(routines.filter((r) => !r.completed).length).toBeGreaterThanOrEqual(2)
    for (const routine of routines) {
      const view = within(card(routine.title))
      expect(view.getByText(routine.description)).toBeVisible()
      expect(view.getByText('20 min total')).toBeVisible()
      expect(view.queryByText('Concluído hoje') !== null).toBe(routine.completed)
      expect(view.getByRole('button', { name: routine.completed ? 'Repetir' : 'Começar' })).toHaveAccessibleDescription(
        routine.title,
      )
    }
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
