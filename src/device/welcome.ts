import { storageKeys } from './storage-keys'
import { readStored, writeStored } from './stored-value'

/** `due` from 'Finalizar' until the dashboard shows the welcome, then `seen` for good. */
export type WelcomeState = 'due' | 'seen'

export const parseWelcome = (value: unknown): WelcomeState | null => (value === 'due' || value === 'seen' ? value : null)

export const welcomeIsDue = () => readStored(storageKeys.welcome, parseWelcome) === 'due'

/** 'Finalizar': the dashboard will say its welcome, unless it already has (it is said once). */
export function expectWelcome(): void {
  if (readStored(storageKeys.welcome, parseWelcome) !== 'seen') writeStored(storageKeys.welcome, 'due')
}

export const markWelcomeSeen = () => void writeStored(storageKeys.welcome, 'seen')
