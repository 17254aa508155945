import { describe, expect, it } from 'vitest'
import type { Playable } from '../data/playable'
import { elapsedAt, isLetGo, LET_GO_AFTER_MS, runEndsAt, runLimitSeconds, timerEndsAt } from './run-clock'
import type { KeptRun } from './run-format'
import { endRun, keepRun, keptByThisPage, keptRun, keptRuns } from './run-in-progress'
import { isRunKept, subscribeRuns } from './run-signal'
import { storageKeys } from './storage-keys'

const AT = new Date('2026-11-24T21:30:00-03:00').getTime()
const alongamento = {
  id: 'alongamento-energizante',
  title: 'Alongamento Energizante',
  description: 'Solte o pescoço.',
  duration: 5,
  type: 'exercise',
} as const
const cardRun: KeptRun = {
  key: 'card:alongamento-energizante',
  what: { kind: 'card', activity: alongamento },
  startedAt: AT,
  keptAt: AT + 60_000,
  timer: { elapsedSeconds: 60, runningSince: AT + 60_000 },
}
const breathing: Playable = {
  id: 'respiracao-4-7-8',
  title: 'Respiração 4-7-8',
  description: 'Para dormir.',
  minutes: 3,
  type: 'meditation',
  kind: 'breathing',
  steps: [{ time: 0, title: '', instruction: 'Inspire.', duration: '3 minutos' }],
}
const routineRun: KeptRun = {
  key: 'player',
  what: { kind: 'routine', routine: { id: 'noite', title: 'Noite', activities: [breathing, breathing] }, startedFrom: 'plan' },
  startedAt: AT,
  keptAt: AT + 200_000,
  index: 0,
  completed: 1,
  timer: null,
}

describe('the runs in progress on the device', () => {
  it('keeps each run under its key, tells who listens, and ends one without touching the other', () => {
    let told = 0
    const stop = subscribeRuns(() => told++)
    keepRun(cardRun)
    keepRun(routineRun)
    keepRun({ ...cardRun, timer: { elapsedSeconds: 90, runningSince: null } })
    expect(told).toBe(3)
    expect(keptRuns().map((run) => run.key)).toEqual(['player', 'card:alongamento-energizante'])
    expect(keptRun('card:alongamento-energizante')?.timer).toEqual({ elapsedSeconds: 90, runningSince: null })
    endRun('card:alongamento-energizante')
    expect(keptRuns()).toEqual([routineRun])
    expect(isRunKept()).toBe(true)
    endRun('player')
    expect(isRunKept()).toBe(false) // the last one gone, nothing is left under the key
    expect(told).toBe(5)
    stop()
  })

  it('says which runs this page kept: one it never kept was left by a page that is gone', () => {
    localStorage.setItem(storageKeys.run, JSON.stringify({ version: 1, runs: [cardRun] }))
    expect(keptRun(cardRun.key)).toEqual(cardRun)
    expect(keptByThisPage(cardRun.key)).toBe(false)
    keepRun(cardRun)
    expect(keptByThisPage(cardRun.key)).toBe(true)
    endRun(cardRun.key)
    expect(keptByThisPage(cardRun.key)).toBe(false)
  })

  it.each([
    ['not JSON', 'lixo'],
    ['another version', JSON.stringify({ version: 2, runs: [cardRun] })],
    ['not a list', JSON.stringify({ version: 1, runs: 'x' })],
  ])('reads %s as no run, and keeps a new run over it', (_name, stored) => {
    localStorage.setItem(storageKeys.run, stored)
    expect(keptRuns()).toEqual([])
    keepRun(cardRun)
    expect(keptRuns()).toEqual([cardRun])
  })

  it.each([
    ['a time that is not one', { ...cardRun, keptAt: 'ontem' }],
    ['more seconds than the activity has', { ...cardRun, timer: { elapsedSeconds: 301, runningSince: null } }],
    ['an unknown kind', { ...cardRun, what: { kind: 'podcast', activity: alongamento } }],
    ['a routine with no activities', { ...routineRun, what: { ...routineRun.what, routine: { id: 'x', title: 'X', activities: [] } } }],
    ['a routine past its last activity', { ...routineRun, index: 2 }],
    ['a step that is not one', { ...routineRun, what: { ...routineRun.what, routine: { id: 'x', title: 'X', activities: [{ ...breathing, steps: [{ time: -1 }] }] } } }],
    ['a recipe step whose wait is not a time', { ...routineRun, what: { ...routineRun.what, routine: { id: 'x', title: 'X', activities: [{ ...breathing, stepWaits: [0, -5] }] } } }],
    ['a journal source it never writes', { ...routineRun, what: { ...routineRun.what, startedFrom: 'rua' } }],
  ])('lets go of a run with %s, never the runs beside it', (_name, damaged) => {
    localStorage.setItem(storageKeys.run, JSON.stringify({ version: 1, runs: [damaged, routineRun] }))
    expect(keptRuns()).toEqual([routineRun])
  })
})

describe('a recipe kept on the device', () => {
  it('keeps which of its steps wait, so it opens again moved on by her taps', () => {
    const recipe: Playable = { ...breathing, id: 'mingau', kind: 'recipe', type: 'food', ingredients: ['aveia', 'leite'], stepWaits: [0, 180] }
    const run: KeptRun = { ...routineRun, what: { ...routineRun.what, routine: { id: 'x', title: 'X', activities: [recipe] } } }
    keepRun(run)
    expect(keptRun('player')).toEqual(run)
  })

  const soup: Playable = { ...breathing, id: 'sopa', kind: 'recipe', type: 'food', minutes: 3, stepWaits: [0, 600, 0] }
  const soupRun: KeptRun = {
    key: 'player',
    what: { kind: 'activity', playable: soup, startedFrom: 'chat' },
    startedAt: AT,
    keptAt: AT + 500_000,
    timer: { elapsedSeconds: 500, runningSince: AT + 500_000, step: { index: 1, waitFrom: 400 } },
  }

  it('keeps the step she is on and its running timer, past the recipe’s minutes', () => {
    keepRun(soupRun)
    expect(keptRun('player')).toEqual(soupRun)
    // Counted on the wall clock past its 3 minutes, and it never runs out while she is away.
    expect(elapsedAt(soupRun.timer!, runLimitSeconds(soupRun), AT + 800_000)).toBe(800)
    expect(runEndsAt(soupRun)).toBeNull()
    expect(isLetGo(soupRun, AT + 500_000 + LET_GO_AFTER_MS)).toBe(false)
  })

  it.each([
    ['a step it does not have', { index: 3, waitFrom: null }],
    ['a timer started after the seconds kept', { index: 1, waitFrom: 501 }],
  ])('opens at its first step a kept step that is not one (%s), its seconds kept', (_name, step) => {
    localStorage.setItem(storageKeys.run, JSON.stringify({ version: 1, runs: [{ ...soupRun, timer: { ...soupRun.timer, step } }] }))
    expect(keptRun('player')?.timer).toEqual({ elapsedSeconds: 500, runningSince: AT + 500_000 })
  })

  it('keeps an activity the clock leads within its minutes', () => {
    const past = { ...soupRun, what: { ...soupRun.what, playable: breathing }, timer: { elapsedSeconds: 500, runningSince: null } }
    localStorage.setItem(storageKeys.run, JSON.stringify({ version: 1, runs: [past] }))
    expect(keptRun('player')).toBeUndefined()
  })
})

describe('the time of a run', () => {
  const timer = { elapsedSeconds: 60, runningSince: AT }

  it('counts a running timer on the wall clock, up to its end; a waiting one stands still', () => {
    expect(elapsedAt(timer, 300, AT + 30_500)).toBe(90)
    expect(elapsedAt(timer, 300, AT + 3_600_000)).toBe(300)
    expect(elapsedAt(timer, 300, AT - 5_000)).toBe(60) // a clock set back
    expect(elapsedAt({ elapsedSeconds: 60, runningSince: null }, 300, AT + 3_600_000)).toBe(60)
    expect(timerEndsAt(timer, 300)).toBe(AT + 240_000)
    expect(timerEndsAt({ elapsedSeconds: 60, runningSince: null }, 300)).toBeNull()
  })

  it('lets a run go once nobody came back to it for a few hours after it was last under way', () => {
    const paused = { ...cardRun, keptAt: AT, timer: { elapsedSeconds: 60, runningSince: null } }
    expect(isLetGo(paused, AT + LET_GO_AFTER_MS)).toBe(false)
    expect(isLetGo(paused, AT + LET_GO_AFTER_MS + 1)).toBe(true)
    // Running, it was under way until its end, four minutes after it was kept.
    const running = { ...cardRun, keptAt: AT, timer }
    expect(isLetGo(running, AT + 240_000 + LET_GO_AFTER_MS)).toBe(false)
    expect(isLetGo(running, AT + 240_001 + LET_GO_AFTER_MS)).toBe(true)
    expect(isLetGo({ ...routineRun, keptAt: AT }, AT + LET_GO_AFTER_MS + 1)).toBe(true)
  })
})
