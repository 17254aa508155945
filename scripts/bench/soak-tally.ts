// What each kind of soak traffic got: statuses, dropped connections, answers it should not get.
import { formatCounts, pad, tally } from './stats'

/** Status 0: the client gave up on purpose (a stalled request) and expected no answer. */
export const GAVE_UP = 0

export interface Outcome {
  status?: number
  /** The socket failed (reset, hang-up, timeout) before a whole answer arrived. */
  dropped?: string
  retryAfter?: string
}

export class KindTally {
  readonly statuses = new Map<number, number>()
  readonly dropped = new Map<string, number>()
  /** Answers whose status this kind must not get (e.g. 400 where 413 is due). */
  readonly unexpected = new Map<number, number>()
  /** 429 answers without a Retry-After header. */
  missingRetryAfter = 0

  constructor(
    readonly name: string,
    readonly resetAllowed = false,
  ) {}

  record(outcome: Outcome, expect: readonly number[]): void {
    if (outcome.dropped !== undefined) return tally(this.dropped, outcome.dropped)
    const status = outcome.status ?? -1
    tally(this.statuses, status)
    if (!expect.includes(status)) tally(this.unexpected, status)
    if (status === 429 && !outcome.retryAfter) this.missingRetryAfter += 1
  }

  get total(): number {
    return [...this.statuses.values(), ...this.dropped.values()].reduce((sum, count) => sum + count, 0)
  }

  /** Dropped connections that count as failures (this kind does not allow a reset). */
  get badDrops(): number {
    return this.resetAllowed ? 0 : [...this.dropped.values()].reduce((sum, count) => sum + count, 0)
  }

  get serverErrors(): number {
    return [...this.statuses].filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0)
  }

  line(): string {
    const statuses = formatCounts(this.statuses, (status) => (status === GAVE_UP ? 'desistiu' : String(status)))
    const dropped = this.dropped.size ? `  quedas: ${formatCounts(this.dropped)}${this.resetAllowed ? ' (permitidas)' : ''}` : ''
    const unexpected = this.unexpected.size ? `  INESPERADAS: ${formatCounts(this.unexpected)}` : ''
    return `${this.name.padEnd(34)} ${pad(this.total, 7)}  ${statuses}${dropped}${unexpected}`
  }
}
