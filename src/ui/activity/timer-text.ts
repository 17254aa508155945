/** 272 → '04:32': the remaining time as she reads it on the card. */
export function clockText(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds))
  const mm = String(Math.floor(seconds / 60)).padStart(2, '0')
  const ss = String(seconds % 60).padStart(2, '0')
  return `${mm}:${ss}`
}

/** 272 → '4 minutos e 32 segundos': the same time for a screen reader. */
export function spokenTime(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds))
  const minutes = Math.floor(seconds / 60)
  const rest = seconds % 60
  const parts = [
    minutes > 0 && `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`,
    (rest > 0 || minutes === 0) && `${rest} ${rest === 1 ? 'segundo' : 'segundos'}`,
  ].filter(Boolean)
  return parts.join(' e ')
}
