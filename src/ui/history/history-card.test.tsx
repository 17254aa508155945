import { render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { JournalEntry } from '../../data/journal'
import { eraseJournal } from '../../device/journal'
import { eraseMoods } from '../../device/moods'
import { storageKeys } from '../../device/storage-keys'
import { AppProviders } from '../app-providers'
import { HistoryCard } from './history-card'

beforeEach(() => vi.stubEnv('TZ', 'America/Sao_Paulo'))
afterEach(() => {
  vi.unstubAllEnvs()
  vi.useRealTimers()
  eraseJournal()
  eraseMoods()
})

// Thursday 26 November 2026: her week runs from Monday the 23rd to Sunday the 29th.
const THURSDAY = new Date('2026-11-26T20:00:00-03:00')

function keepJournal(...entries: Array<[type: JournalEntry['type'], minutes: number, endedAt: string]>) {
  const journal = entries.map(([type, minutes, endedAt], i) => ({
    id: `e${i}`,
    activityId: `a${i}`,
    title: `Atividade ${i}`,
    type,
    minutes,
    endedAt,
    startedFrom: 'dashboard',
  }))
  localStorage.setItem(storageKeys.journal, JSON.stringify({ version: 1, entries: journal }))
}

function renderHistory(showStreak = true) {
  vi.useFakeTimers({ now: THURSDAY, toFake: ['Date'] })
  render(
    <AppProviders>
      <HistoryCard showStreak={showStreak} />
    </AppProviders>,
  )
  return within(screen.getByRole('region', { name: 'Seu progresso' }))
}

const figure = (view: ReturnType<typeof renderHistory>, label: string) =>
  view.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent

describe('Seu progresso', () => {
  it('on a fresh device: twelve empty weeks, zeros, and an invitation', () => {
    const view = renderHistory()
    const weeks = within(view.getByRole('list', { name: 'Últimas 12 semanas' })).getAllByRole('listitem')
    expect(weeks).toHaveLength(12)
    expect(weeks[0]).toHaveTextContent('Semana de 7 a 13 de setembro: nenhuma atividade')
    expect(weeks[11]).toHaveTextContent('Semana de 23 a 29 de novembro: nenhuma atividade')
    expect(figure(view, 'Minutos esta semana')).toBe('0')
    expect(figure(view, 'Maior sequência')).toBe('0 dias')
    expect(view.getByText('Quando você concluir uma atividade, ela aparece aqui.')).toBeVisible()
  })

  it('reads each week to a screen reader, counts her minutes this week, her activities by type and her longest streak', () => {
    keepJournal(
      ['exercise', 5, '2026-11-02T08:00:00-03:00'], // Monday 2, week of 2 to 8
      ['meditation', 10, '2026-11-03T21:00:00-03:00'],
      ['meditation', 5, '2026-11-05T02:30:00-03:00'], // before 03:00: still the 4th for her
      ['food', 5, '2026-11-06T09:00:00-03:00'],
      ['routine', 20, '2026-11-06T09:30:00-03:00'], // a routine's own entry: a day, no minutes
      ['emotional', 7, '2026-11-24T20:00:00-03:00'],
      ['exercise', 5, '2026-11-26T07:00:00-03:00'],
    )
    const view = renderHistory()
    const weeks = within(view.getByRole('list', { name: 'Últimas 12 semanas' })).getAllByRole('listitem')
    expect(weeks.map((week) => week.textContent)).toContain('Semana de 2 a 8 de novembro: 4 dias, 25 minutos')
    expect(weeks[11]).toHaveTextContent('Semana de 23 a 29 de novembro: 2 dias, 12 minutos')
    expect(figure(view, 'Minutos esta semana')).toBe('12')
    expect(view.getByText('6 atividades concluídas ao todo.')).toBeVisible()
    expect(figure(view, 'Maior sequência')).toBe('4 dias') // 2, 3, 4, the 5th her pausa, 6
    const types = within(view.getByText('Por tipo').parentElement!).getAllByRole('listitem')
    expect(types.map((item) => item.textContent)).toEqual([
      'Exercício2',
      'Meditação2',
      'Alimentação1',
      'Bem-estar emocional1',
    ])
  })

  it("hides her longest streak when 'Mostrar sequência' is off", () => {
    const view = renderHistory(false)
    expect(view.queryByText('Maior sequência')).toBeNull()
    expect(figure(view, 'Minutos esta semana')).toBe('0')
  })

  it("shows the week's moods beside what she did, day by day, read to a screen reader", () => {
    keepJournal(['exercise', 5, '2026-11-23T08:00:00-03:00'], ['meditation', 5, '2026-11-23T21:00:00-03:00'], ['food', 5, '2026-11-26T07:00:00-03:00'])
    const mood = (day: string, level: string) => ({ day, level, words: [], at: `${day}T20:00:00.000-03:00` })
    localStorage.setItem(storageKeys.moods, JSON.stringify({ version: 1, moods: [mood('2026-11-22', 'bem'), mood('2026-11-23', 'mal'), mood('2026-11-26', 'muito-bem')] }))
    const view = renderHistory()
    const days = within(view.getByRole('list', { name: 'Como você se sentiu esta semana' })).getAllByRole('listitem')
    expect(days.map((day) => day.getAttribute('aria-label'))).toEqual([
      'segunda-feira, 23: Mal, 2 atividades',
      'terça-feira, 24: sem resposta, nenhuma atividade',
      'quarta-feira, 25: sem resposta, nenhuma atividade',
      'quinta-feira, 26: Muito bem, 1 atividade',
      'sexta-feira, 27: ainda não chegou',
      'sábado, 28: ainda não chegou',
      'domingo, 29: ainda não chegou',
    ])
  })
})

describe('a journal that cannot be read', () => {
  it('says so kindly, where the zeros would otherwise read as nothing done', () => {
    localStorage.setItem(storageKeys.journal, '{"version":1,"entries":[{')
    const card = renderHistory()
    expect(card.getByText(/Não conseguimos ler o histórico de atividades guardado neste aparelho/)).toBeVisible()
    expect(card.getByText(/Ele não foi apagado/)).toBeVisible()
  })

  it('says nothing of a sound journal', () => {
    keepJournal(['exercise', 5, '2026-11-26T08:00:00.000-03:00'])
    const card = renderHistory()
    expect(card.queryByText(/Não conseguimos ler/)).toBeNull()
  })
})
