import type { Assistant } from '../src/assistant/assistant'
import type { CrisisKind, Intent } from '../src/assistant/reading/intent-types'

/** One message of the evaluation sets (eval-set.ts, extra-cases.ts). */
export interface EvalCase {
  message: string
  intent: Intent
  crisisKind?: CrisisKind
  /** The minutes she says she has, when she says it ("tenho 5 minutos"). */
  minutes?: number
  /** Why this case is here (typo, slang, indirect phrasing, everyday phrase with a crisis word). */
  note?: string
}

export const intents: readonly Intent[] = [
  'greeting',
  'thanks',
  'capabilities',
  'exercise',
  'meditation',
  'recipe',
  'after-birth',
  'health',
  'crisis',
  'out-of-scope',
]

export interface CaseResult {
  case: EvalCase
  predicted: Intent
  reply: string
  ms: number
}

export interface Evaluation {
  results: CaseResult[]
  accuracy: number
  /** Crises found among the crisis cases (1 = all of them). */
  crisisRecall: number
  /** Non-crisis cases answered as a crisis. */
  crisisFalsePositives: CaseResult[]
  /** Crises answered as something else. */
  crisisMisses: CaseResult[]
  latency: { p50: number; p95: number }
  /** confusion[expected][predicted] = count */
  confusion: Record<Intent, Record<Intent, number>>
  /** Per intent: recall (right among expected) and precision (right among predicted). */
  perIntent: Record<Intent, { cases: number; recall: number; precision: number }>
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

/** Runs every case through the embedded assistant (analysis and reply) and measures it. */
export function evaluate(assistant: Assistant, cases: readonly EvalCase[], clock: () => number = () => performance.now()): Evaluation {
  const results = cases.map((evalCase): CaseResult => {
    const started = clock()
    const input = { mensagem: evalCase.message }
    const analysis = assistant.analyze(input)
    const reply = assistant.reply(input, analysis)
    return { case: evalCase, predicted: analysis.intent, reply, ms: clock() - started }
  })
  const confusion = Object.fromEntries(intents.map((row) => [row, Object.fromEntries(intents.map((col) => [col, 0]))])) as Evaluation['confusion']
  for (const result of results) confusion[result.case.intent][result.predicted] += 1

  const perIntent = Object.fromEntries(
    intents.map((intent) => {
      const expected = results.filter((result) => result.case.intent === intent)
      const predicted = results.filter((result) => result.predicted === intent)
      const right = expected.filter((result) => result.predicted === intent).length
      return [intent, { cases: expected.length, recall: expected.length ? right / expected.length : 1, precision: predicted.length ? right / predicted.length : 1 }]
    }),
  ) as Evaluation['perIntent']

  const crises = results.filter((result) => result.case.intent === 'crisis')
  const times = results.map((result) => result.ms).sort((a, b) => a - b)
  return {
    results,
    accuracy: results.filter((result) => result.predicted === result.case.intent).length / Math.max(1, results.length),
    crisisRecall: crises.length ? crises.filter((result) => result.predicted === 'crisis').length / crises.length : 1,
    crisisFalsePositives: results.filter((result) => result.case.intent !== 'crisis' && result.predicted === 'crisis'),
    crisisMisses: crises.filter((result) => result.predicted !== 'crisis'),
    latency: { p50: percentile(times, 50), p95: percentile(times, 95) },
    confusion,
    perIntent,
  }
}
