import { useCallback } from 'react'
import { dailyGoal, shouldCelebrateGoal } from '../../progress/daily-goal'
import { readStored, writeStored } from '../storage/device-storage'
import { storageKeys } from '../storage/storage-keys'
import { useToast } from '../toaster/toaster-context'
import { journalEntries } from './journal-store'
import { todayOnThisDevice } from './today-on-this-device'

const parseDay = (value: unknown) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null)

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
    if (!shouldCelebrateGoal(goal, readStored(storageKeys.goalCelebrated, parseDay), today)) return
    writeStored(storageKeys.goalCelebrated, today)
    toast.add({ title: 'Meta do dia cumprida!', description: `${goal.text}. Você merece esse cuidado.` })
  }, [toast, target])
}
