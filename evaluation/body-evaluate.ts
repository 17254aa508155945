import type { Assistant } from '../src/assistant/assistant'
import type { BodyLoad, LibraryEntry } from '../src/data/library/library-types'
import type { Avoid, BodyCase, HandsFree } from './body-set'

/*
 * Scores the body set (./body/README.md): does the entry the assistant picks fit how she is? An
 * entry fits when its kind is one she accepts and its `body` meets every need; a reply that says
 * none fits is honest; anything else is a miss.
 */

export type Outcome = 'fit' | 'honest' | 'miss'
/** Why an entry does not fit: a kind she did not ask for, or a need it does not meet. */
export type Unmet = 'kind' | 'floor' | 'hands' | 'positions' | 'avoid' | 'nothing'

export interface BodyResult {
  case: BodyCase
  crisis: boolean
  entry: Pick<LibraryEntry, 'id' | 'kind' | 'minutes' | 'body'> | undefined
  outcome: Outcome
  unmet: Unmet[]
  /** The library has an entry of an accepted kind that meets every need. */
  fitExists: boolean
  ms: number
}

export interface BodyScore {
  size: number
  fit: number
  honest: number
  miss: number
  /** The same three among the requests that state a need (the controls state none). */
  constrained: { size: number; fit: number; honest: number; miss: number }
  /** Fits that also last no longer than the minutes she has, among those that say them. */
  fitInMinutes: { size: number; count: number }
  /** Requests for which the library holds no fitting entry at all. */
  noFitInLibrary: number
  /** Requests the safety net answered as a crisis (help lines, nothing to do): all of them false alarms. */
  asCrisis: number
  /** How often each reason made an entry not fit. */
  unmet: Record<Unmet, number>
  latency: { p50: number; p95: number }
  results: BodyResult[]
}

const handsAllowed: Record<HandsFree, number> = { none: 0, one: 1, two: 2 }
const loadOf: Record<Avoid, BodyLoad> = {
  'lower-back-load': 'lower-back',
  'neck-load': 'neck',
  'wrist-load': 'wrists',
  'knee-load': 'knees',
  'abdominal-strain': 'abdomen',
  impact: 'impact',
}

/** Every reason the entry does not fit the request (empty: it fits). */
export function unmetNeeds(entry: Pick<LibraryEntry, 'kind' | 'body'> | undefined, { accept, needs }: BodyCase): Unmet[] {
  if (!entry) return ['nothing']
  const { body } = entry
  const unmet: Unmet[] = []
  if (!accept.includes(entry.kind)) unmet.push('kind')
  if (needs.floor === false && body.floor) unmet.push('floor')
  if (needs.hands && body.hands > handsAllowed[needs.hands]) unmet.push('hands')
  if (needs.positions && !needs.positions.some((position) => body.positions.includes(position))) unmet.push('positions')
  if (needs.avoid?.some((avoid) => body.loads.includes(loadOf[avoid]))) unmet.push('avoid')
  return unmet
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

function tally(results: readonly BodyResult[]) {
  const count = (outcome: Outcome) => results.filter((result) => result.outcome === outcome).length
  return { size: results.length, fit: count('fit'), honest: count('honest'), miss: count('miss') }
}

export function scoreBody(
  assistant: Assistant,
  cases: readonly BodyCase[],
  library: readonly Pick<LibraryEntry, 'kind' | 'body'>[],
  clock: () => number = () => performance.now(),
): BodyScore {
  const results = cases.map((bodyCase): BodyResult => {
    const input = { mensagem: bodyCase.message }
    const started = clock()
    const analysis = assistant.analyze(input)
    assistant.reply(input, analysis)
    const ms = clock() - started
    const entry = analysis.selection?.entry
    const unmet = unmetNeeds(entry, bodyCase)
    const outcome: Outcome = unmet.length === 0 ? 'fit' : analysis.selection?.noneFits ? 'honest' : 'miss'
    const fitExists = library.some((candidate) => unmetNeeds(candidate, bodyCase).length === 0)
    return { case: bodyCase, crisis: analysis.tier === 'crisis', entry, outcome, unmet, fitExists, ms }
  })
  const withMinutes = results.filter((result) => result.case.minutes !== undefined && result.outcome === 'fit')
  const unmet = { kind: 0, floor: 0, hands: 0, positions: 0, avoid: 0, nothing: 0 }
  for (const result of results) for (const reason of result.unmet) unmet[reason] += 1
  const times = results.map((result) => result.ms).sort((a, b) => a - b)
  return {
    ...tally(results),
    constrained: tally(results.filter((result) => Object.keys(result.case.needs).length > 0)),
    fitInMinutes: { size: withMinutes.length, count: withMinutes.filter((result) => result.entry!.minutes <= result.case.minutes!).length },
    noFitInLibrary: results.filter((result) => !result.fitExists).length,
    asCrisis: results.filter((result) => result.crisis).length,
    unmet,
    latency: { p50: percentile(times, 50), p95: percentile(times, 95) },
    results,
  }
}
