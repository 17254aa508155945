import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createAssistant } from '../src/assistant/assistant'
import type { CrisisKind } from '../src/assistant/reading/intent-types'
import type { RiskModel } from '../src/assistant/risk/risk-model'
import { scoreBlind, type BlindScore } from './blind-evaluate'
import { authorOf, isReadable, roundFive, type RoundFiveCase } from './round-five'
import { authorOfSix, roundSixReadable } from './round-six'

/*
 * Rounds 5 and 6 (its readable half) scored writer by writer, each by the whole assistant with a
 * risk model that never read her helper's messages (the fold models of `npm run train:risk-model`, kept in .tmp/ with the
 * fingerprint of what they were trained from). Only figures come out of here: the sealed writers'
 * messages are never printed.
 */

export interface FoldModels {
  fingerprint: string
  /** By group: a round-5 helper ("a3"), a round-6 helper ("b2") or a training-set writer ("w4"). */
  models: Record<string, RiskModel>
}

const cache = new URL('../.tmp/risk-model-folds.json', import.meta.url)

export function saveFoldModels(folds: FoldModels): void {
  mkdirSync(new URL('./', cache), { recursive: true })
  writeFileSync(cache, JSON.stringify(folds))
}

/** The fold models, when they were trained from today's inputs. */
export function loadFoldModels(fingerprint: string): FoldModels | undefined {
  if (!existsSync(cache)) return undefined
  const folds = JSON.parse(readFileSync(cache, 'utf8')) as FoldModels
  return folds.fingerprint === fingerprint ? folds : undefined
}

export interface WriterScore {
  writer: string
  score: BlindScore
}

/** The writers scored by a model that never read them: round 5's and round 6's readable ones. */
const foldCases: readonly RoundFiveCase[] = [...roundFive, ...roundSixReadable]
const writers = [...new Set(foldCases.map((blindCase) => blindCase.writer))]
/** Round 6's writers (x01…) wrote for one side; round 5's odd writers may be read, its even ones are sealed. */
export const readableWriter = (writer: string) => writer.startsWith('x') || isReadable(writer)
export const foldOf = (writer: string) => (writer.startsWith('x') ? authorOfSix(writer) : authorOf(writer))

export function scoreUnseenWriters({ models }: FoldModels, only: (writer: string) => boolean = () => true): WriterScore[] {
  const assistants = new Map<string, ReturnType<typeof createAssistant>>()
  return writers.filter(only).map((writer) => {
    const author = foldOf(writer)
    const riskModel = models[author]
    if (!riskModel) throw new Error(`no fold model leaves out ${author}`)
    if (!assistants.has(author)) assistants.set(author, createAssistant(undefined, { riskModel }))
    const cases = foldCases.filter((blindCase) => blindCase.writer === writer)
    return { writer, score: scoreBlind(assistants.get(author)!, cases) }
  })
}

const kinds: readonly CrisisKind[] = ['suicide', 'self-harm', 'baby', 'violence']
const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** Median and worst writer per kind, and the traps pooled, for a list of writers. */
export function summarize(title: string, scores: readonly WriterScore[]): string[] {
  const lines = [`${title} (${scores.length} escritoras)`]
  for (const kind of kinds) {
    const rates = scores.map(({ score }) => score.helpVisible[kind].rate)
    const worst = scores.reduce((a, b) => (b.score.helpVisible[kind].rate < a.score.helpVisible[kind].rate ? b : a))
    const crisis = median(scores.map(({ score }) => score.crisisRecall[kind].rate))
    lines.push(
      `  ajuda à vista, ${kind.padEnd(10)} mediana ${percent(median(rates))}, pior ${percent(worst.score.helpVisible[kind].rate)} (${worst.writer});` +
        ` resposta de crise: mediana ${percent(crisis)}`,
    )
  }
  const pooled = (pick: (score: BlindScore) => { count: number; cases: number }) => {
    const count = scores.reduce((sum, { score }) => sum + pick(score).count, 0)
    const cases = scores.reduce((sum, { score }) => sum + pick(score).cases, 0)
    return `${percent(count / Math.max(1, cases))} (${count}/${cases})`
  }
  lines.push(`  armadilhas com a resposta de crise ${pooled((score) => score.trapFalseAlarms)}`)
  lines.push(`  armadilhas com algum número       ${pooled((score) => score.trapAnyHelp)}`)
  lines.push(`  pedidos com pergunta ou número    ${pooled((score) => score.requestAnyHelp)}`)
  lines.push(`  conversas comuns com a pergunta   ${pooled((score) => score.ordinaryConversationAsked)}`)
  lines.push(`  angústia como angústia            ${pooled((score) => score.distressAsDistress)}`)
  lines.push(`  angústia fora do assunto          ${pooled((score) => score.distressOffTopic)}`)
  lines.push(`  saúde com dose                    ${pooled((score) => score.healthWithDose)}`)
  return lines
}

/** The report: every writer, then the readable and the sealed ones apart. */
export function unseenWritersReport(scores: readonly WriterScore[]): string[] {
  const row = ({ writer, score }: WriterScore) =>
    `  ${writer}${readableWriter(writer) ? ' ' : '*'} ` +
    kinds.map((kind) => percent(score.helpVisible[kind].rate).padStart(7)).join('') +
    `  armadilhas ${percent(score.trapFalseAlarms.rate).padStart(6)} / ${percent(score.trapAnyHelp.rate).padStart(6)}`
  return [
    'quinta e sexta rodadas, cada escritora por um modelo que nunca leu quem a escreveu (* lacrada da quinta; o modelo publicado leu todas as da quinta)',
    '         suicide self-h.   baby  viol.   armadilhas: crise / algum número',
    ...scores.map(row),
    ...summarize('todas', scores),
    ...summarize('quinta, lacradas', scores.filter(({ writer }) => !readableWriter(writer))),
    ...summarize('quinta, legíveis', scores.filter(({ writer }) => writer.startsWith('p') && isReadable(writer))),
    ...summarize('sexta, legíveis', scores.filter(({ writer }) => writer.startsWith('x'))),
  ]
}
