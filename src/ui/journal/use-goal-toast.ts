import { useCallback } from 'react'
import { goalCelebratedOn, keepGoalCelebrated } from '../../device/goal-celebrated'
import { journalEntries } from '../../device/journal'
import { todayOnThisDevice } from '../../device/today-on-this-device'
import { dailyGoal, shouldCelebrateGoal } from '../../progress/daily-goal'
import { useToast } from '../toaster/toaster-context'

/**
 * Celebrates the daily goal with a toast the first time it is reached each day (kept on the
 * device, so a reload or another tab does not celebrate it again). Call it when the completion's
 * own celebration is over, so the toast is not hidden behind the dialog.
 */
export function useGoalToast(target: number): () => void {
  const toast = useToast()
  return useCallback(() => {
    const today = todayOnThisDevice()
    const goal = dailyGoal(journalEntries(), today, target)
    if (!shouldCelebrateGoal(goal, goalCelebratedOn(), today)) return
    keepGoalCelebrated(today)
    toast.add({ title: 'Meta do dia cumprida!', description: `${goal.text}. Você merece esse cuidado.`, done: true })
  }, [toast, target])
}
