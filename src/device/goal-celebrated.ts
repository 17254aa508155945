import { storageKeys } from './storage-keys'
import { readStored, writeStored } from './stored-value'

const parseDay = (value: unknown) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null)

/** The day her daily goal was last celebrated (kept, so a reload or another tab does not celebrate it again). */
export const goalCelebratedOn = (): string | null => readStored(storageKeys.goalCelebrated, parseDay)

export const keepGoalCelebrated = (day: string) => void writeStored(storageKeys.goalCelebrated, day)
