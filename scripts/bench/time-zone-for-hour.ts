/**
 * A fixed-offset time zone whose local hour is `hour` at `now`, so that a browser launched with it
 * as TZ sees that part of the day (the madrugada at 2, say) at any time of the run. Etc/GMT zones
 * count the other way round: Etc/GMT-10 is ten hours ahead of UTC.
 */
export function timeZoneForHour(hour: number, now = new Date()): string {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) throw new Error('--hour: um número inteiro de 0 a 23')
  const ahead = ((hour - now.getUTCHours() + 36) % 24) - 12
  if (ahead === 0) return 'Etc/GMT'
  return `Etc/GMT${ahead > 0 ? '-' : '+'}${Math.abs(ahead)}`
}
