import { streakRingDays } from '../../data/daily'
import type { DailyGoal } from '../../progress/daily-goal'

const daysText = (days: number) => (days === 1 ? '1 dia seguido' : `${days} dias seguidos`)

/*
 * What the streak and goal cards say of her figures: the cards draw it, and the dashboard's static
 * copy is given the same words before the app arrives (figures-in-the-copy.ts), so nothing changes
 * as the app takes over.
 */

/** What the streak card says of her days: at 0 an invitation, never a reproach. */
export function streakWords(days: number) {
  return {
    /** The ring's name for screen readers. */
    ringLabel: days === 0 ? 'Sequência de 0 dias' : `Sequência de ${daysText(days)}`,
    /** Under the number, in the ring. */
    unit: days === 1 ? 'dia' : 'dias',
    title: days === 0 ? 'Comece hoje a sua sequência' : daysText(days),
    line:
      days === 0
        ? 'Uma atividade por dia, no seu ritmo.'
        : days < streakRingDays
          ? `Cada dia conta. Rumo aos ${streakRingDays} dias!`
          : 'Mais de um mês cuidando de você. Que constância!',
  }
}

/** What the goal card says of today's goal, beside goal.text. */
export const goalWords = (goal: DailyGoal) => ({
  percent: `${goal.percent}%`,
  /** The bar's name for screen readers. */
  barLabel: `Meta diária: ${goal.percent}%`,
})
