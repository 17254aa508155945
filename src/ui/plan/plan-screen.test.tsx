import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { library } from '../../data/library/library'
import type { LibraryKind } from '../../data/library/library-types'
import { planActivities, routines, type PlanActivityType } from '../../data/plan'
import { playableFromActivity, playableFromLibrary } from '../../data/playable'
import { eraseJournal } from '../../device/journal'
import { storageKeys } from '../../device/storage-keys'
import { renderScreen } from '../testing/render'
import { PlanScreen } from './plan-screen'

// The cards she can see: those of the selected tab (the others' panels are hidden).
const cardTitles = () => screen.queryAllByRole('article').map((card) => card.querySelector('h2')?.textContent)
const card = (title: string) => screen.getByRole('article', { name: title })

describe('Meu Plano', () => {
  it('shows the heading, the subtitle and the Nova Rotina button', async () => {
    renderScreen(PlanScreen, { path: '/meu-plano' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Meu Plano' })).toBeVisible()
    // Fresh: the routines are the app's, not hers.
    expect(screen.getByText('Rotinas prontas e atividades para o seu tempo')).toBeVisible()
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

  it('with 5-10 minutes a day, the sample routines fit them: the same moments, shorter', async () => {
    localStorage.setItem(storageKeys.onboarding, JSON.stringify({ availableTime: '5-10' }))
    renderScreen(PlanScreen, { path: '/meu-plano' })
    await screen.findByRole('tab', { name: 'Rotinas' })
    expect(cardTitles()).toEqual(routines.map((r) => r.title))
    for (const routine of routines) {
      const view = within(card(routine.title))
      expect(view.getByText(routine.description)).toBeVisible()
      expect(view.getByText(`${routine.short!.totalTime} min total`)).toBeVisible()
    }
    expect(routines.map((r) => r.short!.totalTime)).toEqual([9, 7, 8])
    localStorage.removeItem(storageKeys.onboarding)
  })

  it("shows her routines first, each with its minutes, 'Sua rotina', 'Começar' and 'Editar'; 'Nova Rotina' opens the form", async () => {
    const user = userEvent.setup({ delay: null })
    localStorage.setItem(
      storageKeys.ownRoutines,
      JSON.stringify({
        version: 1,
        routines: [{ id: 'minha-manha', title: 'Minha manhã', description: '', activityIds: ['ombros-soltos', 'respiracao-4-7-8'] }],
      }),
    )
    renderScreen(PlanScreen, { path: '/meu-plano' })
    // Hers come with the library, which loads after the screen's first load.
    await screen.findByRole('article', { name: 'Minha manhã' }, { timeout: 10_000 })
    expect(cardTitles()).toEqual(['Minha manhã', ...routines.map((r) => r.title)])
    expect(await screen.findByText('Suas rotinas e atividades salvas')).toBeVisible()
    const mine = within(card('Minha manhã'))
    const minutes = library.filter((e) => ['ombros-soltos', 'respiracao-4-7-8'].includes(e.id)).reduce((t, e) => t + e.minutes, 0)
    expect(mine.getByText(`${minutes} min total`)).toBeVisible()
    expect(mine.getByText('Sua rotina')).toBeVisible()
    // Hers play like the samples (tests/e2e/own-routines.e2e.ts runs one to the end).
    expect(mine.getByRole('button', { name: 'Começar' })).toHaveAccessibleDescription('Minha manhã')
    await user.click(mine.getByRole('button', { name: 'Editar' }))
    // The form is its own chunk: it may take a moment on a busy machine.
    expect(await screen.findByLabelText(/Nome da rotina/, {}, { timeout: 10_000 })).toHaveValue('Minha manhã')
    await user.click(screen.getByRole('button', { name: 'Cancelar' }))
    // The page is back to her once the closing dialog has left (slower on a busy machine).
    await user.click(await screen.findByRole('button', { name: 'Nova Rotina' }, { timeout: 10_000 }))
    expect(await screen.findByLabelText(/Nome da rotina/, {}, { timeout: 10_000 })).toHaveValue('')
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

  it('lists the library in its tabs, the sample cards first, each card with minutes, type and Começar', async () => {
    const user = userEvent.setup({ delay: null })
    renderScreen(PlanScreen, { path: '/meu-plano' })
    const tabs: [string, LibraryKind[], string[], PlanActivityType | null][] = [
      ['Exercícios', ['exercise'], ['Exercício'], 'exercise'],
      ['Meditações', ['breathing', 'meditation'], ['Respiração', 'Meditação'], 'meditation'],
      ['Receitas', ['recipe'], ['Receita'], null],
    ]
    for (const [tab, kinds, labels, sampleType] of tabs) {
      await user.click(await screen.findByRole('tab', { name: tab }))
      expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true')
      const samples = planActivities.filter((a) => a.type === sampleType)
      const entries = library.filter((e) => kinds.includes(e.kind))
      // The library loads when she first opens a tab: a moment on a busy machine.
      await waitFor(() => expect(cardTitles()).toEqual([...samples, ...entries].map((a) => a.title)), { timeout: 10_000 })
      // Plain DOM reads: role queries over some 60 cards take seconds each in jsdom.
      const articles = screen.getAllByRole('article')
      const shown = [...samples.map(playableFromActivity), ...entries.map(playableFromLibrary)]
      shown.forEach((activity, i) => {
        const text = articles[i]!.textContent ?? ''
        expect(text).toContain(`${activity.minutes} min`)
        expect(labels.some((label) => text.includes(label))).toBe(true)
        const button = articles[i]!.querySelector('button')!
        expect(button.textContent?.trim()).toBe('Começar')
        expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe(activity.title)
      })
    }
  })

  it("offers 'Depois do parto' to read first in Meditações, whatever her time, and nowhere else", async () => {
    const user = userEvent.setup({ delay: null })
    renderScreen(PlanScreen, { path: '/meu-plano' })
    await user.click(await screen.findByRole('tab', { name: 'Meditações' }))
    const entry = await screen.findByRole('region', { name: 'Depois do parto' }, { timeout: 10_000 })
    expect(within(entry).getByText('Para ler')).toBeVisible()
    expect(within(entry).getByRole('link', { name: 'Ler sobre o depois do parto' })).toHaveAttribute('href', '/depois-do-parto')
    await user.click(within(screen.getByRole('group', { name: 'Quanto tempo você tem?' })).getByRole('button', { name: 'Até 5 min' }))
    expect(screen.getByRole('region', { name: 'Depois do parto' })).toBeVisible()
    await user.click(screen.getByRole('tab', { name: 'Receitas' }))
    expect(screen.queryByRole('region', { name: 'Depois do parto' })).toBeNull()
  })

  it('filters by minutes (até 5, até 10, mais), the same filter on every tab', async () => {
    const user = userEvent.setup({ delay: null })
    renderScreen(PlanScreen, { path: '/meu-plano' })
    await user.click(await screen.findByRole('tab', { name: 'Receitas' }))
    const recipes = library.filter((e) => e.kind === 'recipe')
    const filters = screen.getByRole('group', { name: 'Quanto tempo você tem?' }) // the other tabs' are hidden
    const choose = (name: string) => user.click(within(filters).getByRole('button', { name }))
    expect(within(filters).getByRole('button', { name: 'Todas' })).toHaveAttribute('aria-pressed', 'true')

    await choose('Até 5 min')
    expect(within(filters).getByRole('button', { name: 'Até 5 min' })).toHaveAttribute('aria-pressed', 'true')
    expect(cardTitles()).toEqual(recipes.filter((r) => r.minutes <= 5).map((r) => r.title))
    await choose('Até 10 min')
    expect(cardTitles()).toEqual(recipes.filter((r) => r.minutes <= 10).map((r) => r.title))
    await choose('Mais de 10 min')
    expect(cardTitles()).toEqual(recipes.filter((r) => r.minutes > 10).map((r) => r.title))

    await user.click(screen.getByRole('tab', { name: 'Exercícios' }))
    const longExercises = library.filter((e) => e.kind === 'exercise' && e.minutes > 10)
    await waitFor(() => expect(cardTitles()).toEqual(longExercises.map((e) => e.title)))
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
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Receitas' })).toHaveFocus())
  })
})
