import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { DailyGoal } from '../../progress/daily-goal'
import { dailyGoal } from '../../progress/daily-goal'
import type { Streak } from '../../progress/streak'
import { AppProviders } from '../app-providers'
import { DailyGoalCard } from './daily-goal-card'
import { drawFigures, type DashboardFigures } from './figures-in-the-copy'
import { StreakCard } from './streak-card'

const FRESH: DashboardFigures = { streak: { days: 0, protectedYesterday: false }, goal: dailyGoal([], '2026-01-05', 3) }

/** The streak and goal cards as the dashboard lays them out: the build's copy (not known) or the app's. */
function cards(known: boolean, { streak, goal }: DashboardFigures): HTMLElement {
  const container = document.createElement('div')
  container.innerHTML = renderToString(
    <AppProviders>
      {streak && <StreakCard streak={streak} known={known} />}
      <DailyGoalCard goal={goal} known={known} />
    </AppProviders>,
  )
  return container
}

/** The markup, each inline style written as the browser writes it (React's server writes it tighter). */
function markup(container: HTMLElement): string {
  for (const styled of container.querySelectorAll<HTMLElement | SVGElement>('[style]')) styled.setAttribute('style', styled.style.cssText)
  return container.innerHTML
}

const goal = (done: number, target: number): DailyGoal => {
  const percent = Math.min(100, Math.round((100 * done) / target))
  const text = done > target ? `Meta cumprida: ${done} atividades hoje` : `${done} de ${target} ${target === 1 ? 'atividade completa' : 'atividades completas'}`
  return { done, target, percent, text, reached: done >= target }
}
const streak = (days: number, protectedYesterday = false): Streak => ({ days, protectedYesterday })

describe("her streak and goal written into the build's copy before the app arrives", () => {
  it.each<[string, DashboardFigures]>([
    ['a fresh device', FRESH],
    ['4 days and 1 of 2 today', { streak: streak(4), goal: goal(1, 2) }],
    ['1 day, protected yesterday, the goal reached', { streak: streak(1, true), goal: goal(3, 3) }],
    ['45 days and past the goal', { streak: streak(45), goal: goal(5, 4) }],
    ['the streak turned off', { streak: null, goal: goal(2, 3) }],
  ])('%s: the copy becomes exactly what the app draws', (_, figures) => {
    const copy = cards(false, FRESH)
    drawFigures(copy, figures)
    expect(markup(copy)).toBe(markup(cards(true, figures)))
  })

  it('leaves a copy it does not know as it was, hidden, rather than half written', () => {
    const copy = cards(false, FRESH)
    copy.querySelector('section[aria-labelledby=meta-diaria] template')!.remove() // 'Meta de hoje cumprida', drawn inert
    const before = copy.innerHTML
    expect(() => drawFigures(copy, { streak: streak(3), goal: goal(1, 3) })).toThrow()
    expect(copy.innerHTML).toBe(before)
    expect(copy.querySelectorAll('[data-until-known]')).toHaveLength(2)
  })
})
