import { isMadrugada } from '../../progress/madrugada'
import { useDayClock } from '../journal/use-day-clock'
import { useSettings } from '../settings/use-settings'

/** Whether the dashboard leads with the night's practices now: false while the build prerenders. */
export function useMadrugada(): boolean {
  const clock = useDayClock()
  const { modoMadrugada } = useSettings()
  return clock !== null && isMadrugada({ madrugadaHours: clock.madrugadaHours, modoMadrugada })
}
