/** The night feed's hours on her clock (docs/product.md, Madrugada): from 22:00 to 05:00. */
export const madrugadaStartHour = 22
export const madrugadaEndHour = 5

export const isMadrugadaHour = (hour: number): boolean => hour >= madrugadaStartHour || hour < madrugadaEndHour

/**
 * Whether the dashboard leads with the night's practices: in the madrugada's hours, or at any
 * hour when she turned 'Modo madrugada' on.
 */
export function isMadrugada({ madrugadaHours, modoMadrugada }: { madrugadaHours: boolean; modoMadrugada: boolean }): boolean {
  return madrugadaHours || modoMadrugada
}
