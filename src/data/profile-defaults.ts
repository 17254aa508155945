/** The profile kept on the device, and its sample values (docs/product.md, Sample data). */

import type { AvailableTime } from './onboarding-options'

export interface Profile {
  name: string
  email: string
  /** Text, as typed in a numeric field. */
  age: string
  childrenAges: string
  availableTime: AvailableTime
}

/** Who she said she is at sign-up. */
export type Account = Pick<Profile, 'name' | 'email'>

export const profileDefaults: Profile = {
  name: 'Maria Silva',
  email: 'maria@exemplo.com.br',
  age: '32',
  childrenAges: '2 e 5 anos',
  availableTime: '10-20',
}

/** An age the profile accepts, in whole years: anything else is a slip of the thumb (-5, 200). */
export const ageLimits = { min: 12, max: 99 } as const

export interface Settings {
  /** 'Mostrar sequência': off hides her streak everywhere (streaks stress some people). */
  showStreak: boolean
  /** 'Guia por voz': each step of an activity read aloud; off until she turns it on. */
  voiceGuide: boolean
  /** 'Modo madrugada': the dashboard leads with the night's practices at any hour, not only 22:00–05:00. */
  modoMadrugada: boolean
  /** 'Som e vibração ao terminar': a soft sound and a short vibration when a practice, a routine's step or a recipe's timer ends. */
  endSignal: boolean
  /** 'Também de madrugada': the same from 22:00 to 05:00, only once she turns it on. */
  endSignalAtNight: boolean
}

export const settingsDefaults: Settings = { showStreak: true, voiceGuide: false, modoMadrugada: false, endSignal: true, endSignalAtNight: false }
