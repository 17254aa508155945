import { morningStartHour } from './part-of-day'

/** The night feed's hours on her clock (docs/product.md, Madrugada): from 22:00 until the morning (05:00). */
export const madrugadaStartHour = 22
export const madrugadaEndHour = morningStartHour

export const isMadrugadaHour = (hour: number): boolean => hour >= madrugadaStartHour || hour < madrugadaEndHour

/**
 * Whether the dashboard leads with the night's practices: in the madrugada's hours, or at any
 * hour when she turned 'Modo madrugada' on.
 */
export function isMadrugada({ madrugadaHours, modoMadrugada }: { madrugadaHours: boolean; modoMadrugada: boolean }): boolean {
  return madrugadaHours || modoMadrugada
}
