// `npm run train:risk-model`: trains the learned risk model (src/assistant/risk/risk-model.ts) on
// the blind development half and the training set, chooses its thresholds by cross-validation on
// the training set (messages the concept cues were never tuned on), and writes risk-model.json.
// The held-out half is never read here.
import { writeFileSync } from 'node:fs'
import { developmentHalf, trainingSet, type BlindCase } from '../evaluation/blind-set'
import { evalSet } from '../evaluation/eval-set'
import { extraCases } from '../evaluation/extra-cases'
import type { EvalCase } from '../evaluation/evaluate'
import type { CrisisKind } from '../src/assistant/intent-types'
import * as baby from '../evaluation/cue-examples/baby-examples'
import * as distress from '../evaluation/cue-examples/distress-examples'
import * as everyday from '../evaluation/cue-examples/everyday-examples'
import * as selfHarm from '../evaluation/cue-examples/self-harm-examples'
import * as suicide from '../evaluation/cue-examples/suicide-examples'
import * as violence from '../evaluation/cue-examples/violence-examples'
import { modelText, readCues, riskText } from '../src/assistant/risk/detect'
import { modelFeatures } from '../src/assistant/risk/model-features'
import { readWithModel, type ModelClass, type RiskModel } from '../src/assistant/risk/risk-model'

const classes: ModelClass[] = ['suicide', 'self-harm', 'baby', 'violence', 'distress', 'none']
const FOLDS = 5
/** Share of the training set's traps the model may alarm on beyond the cues, cross-validated. */
const TRAP_BUDGET = 0.025
/** Share of everyday messages (traps, health questions, requests) the model may call distress beyond the cues. */
const EVERYDAY_BUDGET = 0.015
const EPOCHS = 120
const L2 = 3e-4
const PRUNE = 0.03

interface Example {
  /** In risk form (riskText); the model reads its modelText. */
  text: string
  label: number
  item: BlindCase
}

/** The first evaluation sets, in the blind set's terms: everyday messages the model must also know. */
const asBlindCase = ({ message, intent, crisisKind }: EvalCase, index: number): BlindCase => {
  const category = intent === 'crisis' ? 'crisis' : intent === 'health' ? 'health' : 'request'
  return { id: `first-${index}`, message, category, tier: category === 'crisis' ? 'crisis' : 'none', kind: crisisKind, style: 'first sets' }
}

const labelOf = (item: BlindCase): ModelClass => (item.category === 'crisis' ? item.kind! : item.category === 'distress' ? 'distress' : 'none')
const toExample = (item: BlindCase): Example => ({ text: riskText(item.message), label: classes.indexOf(labelOf(item)), item })

/** Softmax regression by full-batch Adam: deterministic (no sampling), crisis kinds weighted up. */
function train(examples: readonly Example[]): RiskModel {
  const index = new Map<string, number>()
  const rows = examples.map((example) =>
    modelFeatures(modelText(example.text)).map((feature) => {
      if (!index.has(feature)) index.set(feature, index.size)
      return index.get(feature)!
    }),
  )
  const k = classes.length
  const weights = new Float64Array(index.size * k)
  const bias = new Float64Array(k)
  const [m, v, mb, vb] = [new Float64Array(weights.length), new Float64Array(weights.length), new Float64Array(k), new Float64Array(k)]
  const classWeight = classes.map((name) => (name === 'none' ? 1 : name === 'distress' ? 1.5 : 2.5))
  for (let epoch = 1; epoch <= EPOCHS; epoch++) {
    const grad = new Float64Array(weights.length)
    const gradBias = new Float64Array(k)
    examples.forEach((example, row) => {
      const logits = Array.from(bias)
      for (const feature of rows[row]!) for (let c = 0; c < k; c++) logits[c]! += weights[feature * k + c]!
      const top = Math.max(...logits)
      const exp = logits.map((logit) => Math.exp(logit - top))
      const sum = exp.reduce((a, b) => a + b, 0)
      const scale = classWeight[example.label]! / examples.length
      for (let c = 0; c < k; c++) {
        const delta = (exp[c]! / sum - (c === example.label ? 1 : 0)) * scale
        gradBias[c]! += delta
        for (const feature of rows[row]!) grad[feature * k + c]! += delta
      }
    })
    const rate = 0.05
    const [b1, b2] = [0.9, 0.999]
    for (let i = 0; i < weights.length; i++) {
      const g = grad[i]! + L2 * weights[i]!
      m[i] = b1 * m[i]! + (1 - b1) * g
      v[i] = b2 * v[i]! + (1 - b2) * g * g
      weights[i]! -= (rate * (m[i]! / (1 - b1 ** epoch))) / (Math.sqrt(v[i]! / (1 - b2 ** epoch)) + 1e-8)
    }
    for (let c = 0; c < k; c++) {
      mb[c] = b1 * mb[c]! + (1 - b1) * gradBias[c]!
      vb[c] = b2 * vb[c]! + (1 - b2) * gradBias[c]! ** 2
      bias[c]! -= (rate * (mb[c]! / (1 - b1 ** epoch))) / (Math.sqrt(vb[c]! / (1 - b2 ** epoch)) + 1e-8)
    }
  }
  const round = (value: number) => Math.round(value * 1000) / 1000
  const kept: Record<string, number[]> = {}
  for (const [feature, at] of index) {
    const row = Array.from(weights.subarray(at * k, at * k + k), round)
    if (row.some((weight) => Math.abs(weight) >= PRUNE)) kept[feature] = row
  }
  return { classes, bias: Array.from(bias, round), weights: kept, crisisThreshold: 0.5, distressThreshold: 0.5 }
}

interface Scored {
  item: BlindCase
  cues: ReturnType<typeof readCues>
  /** The model's probabilities as detect.ts uses them: no crisis where she undid a crisis cue, no distress over strain. */
  crisis: number
  distress: number
}

/** Every training-set message scored by a model that never saw it (k folds), beside the cues. */
function crossValidate(base: readonly Example[], folded: readonly Example[]): Scored[] {
  const scored: Scored[] = []
  for (let fold = 0; fold < FOLDS; fold++) {
    const test = folded.filter((_, i) => i % FOLDS === fold)
    const model = train([...base, ...folded.filter((_, i) => i % FOLDS !== fold)])
    for (const example of test) {
      const reading = readWithModel(modelText(example.text), model)
      const cues = readCues(example.text)
      scored.push({ item: example.item, cues, crisis: cues.undone ? 0 : reading.crisis, distress: cues.strain ? 0 : reading.distress })
    }
    console.log(`  dobra ${fold + 1}/${FOLDS}`)
  }
  return scored
}

/**
 * The lowest threshold at which the model raises, beyond what the cues raise, no more than the
 * budget's share of the messages that should not be raised.
 */
function thresholdWithin(negatives: readonly Scored[], raisedByCues: (s: Scored) => boolean, score: (s: Scored) => number, budget: number): number {
  let chosen = 0.99
  for (let t = 0.99; t > 0.02; t -= 0.01) {
    if (negatives.filter((s) => !raisedByCues(s) && score(s) >= t).length > budget * negatives.length) break
    chosen = Math.round(t * 100) / 100
  }
  return chosen
}

/** The cues' own examples (evaluation/cue-examples): each concept, and the everyday words around it. */
function cueExamples(): BlindCase[] {
  const kinds: [CrisisKind, { concepts: Record<string, string[]>; everyday: readonly string[] }][] = [
    ['baby', baby], ['self-harm', selfHarm], ['suicide', suicide], ['violence', violence],
  ]
  const crisis = kinds.flatMap(([kind, examples]) => Object.values(examples.concepts).flat().map((message) => ({ message, category: 'crisis' as const, kind })))
  const sad = Object.values(distress.concepts).flat().map((message) => ({ message, category: 'distress' as const }))
  const plain = [...kinds.flatMap(([, examples]) => examples.everyday), ...distress.everyday, ...distress.strained, ...everyday.everyday]
  return [...crisis, ...sad, ...plain.map((message) => ({ message, category: 'trap' as const }))].map((example, index) => ({
    id: `cue-${index}`,
    tier: example.category === 'trap' ? 'none' : example.category,
    style: 'cue examples',
    ...example,
  }))
}

const base = [...developmentHalf, ...[...evalSet, ...extraCases].map(asBlindCase), ...cueExamples()].map(toExample)
const folded = trainingSet.map(toExample)
console.log(`treino: ${base.length} (metade de desenvolvimento, primeiros conjuntos e exemplos das pistas) + ${folded.length} (conjunto de treino), ${FOLDS} dobras`)
const scores = crossValidate(base, folded)
const isCrisis = (s: Scored) => s.item.category === 'crisis'
if (process.argv.includes('--curve')) {
  const crises = scores.filter(isCrisis)
  const traps = scores.filter((s) => s.item.category === 'trap')
  for (let t = 0.9; t > 0.04; t -= 0.05) {
    const by = (s: Scored) => s.cues.tier === 'crisis' || s.crisis >= t
    console.log(`  t=${t.toFixed(2)} recall ${crises.filter(by).length}/${crises.length} (só modelo ${crises.filter((s) => s.crisis >= t).length}) armadilhas ${traps.filter(by).length}/${traps.length}`)
  }
}
const crisisThreshold = thresholdWithin(scores.filter((s) => s.item.category === 'trap'), (s) => s.cues.tier === 'crisis', (s) => s.crisis, TRAP_BUDGET)
const notCrisis = (s: Scored) => s.cues.tier !== 'crisis' && s.crisis < crisisThreshold
const distressThreshold = thresholdWithin(
  scores.filter((s) => s.item.category !== 'crisis' && s.item.category !== 'distress' && notCrisis(s)),
  (s) => s.cues.tier === 'distress',
  (s) => s.distress,
  EVERYDAY_BUDGET,
)

const rate = (list: readonly Scored[], has: (s: Scored) => boolean) => `${((100 * list.filter(has).length) / Math.max(1, list.length)).toFixed(1)}% (${list.filter(has).length}/${list.length})`
const crisisBy = (s: Scored) => !notCrisis(s)
console.log(`limiar de crise ${crisisThreshold}, de angústia ${distressThreshold}; validação cruzada no conjunto de treino:`)
for (const kind of ['suicide', 'self-harm', 'baby', 'violence']) console.log(`  recall ${kind.padEnd(10)} ${rate(scores.filter((s) => s.item.kind === kind), crisisBy)}`)
console.log(`  armadilhas como crise ${rate(scores.filter((s) => s.item.category === 'trap'), crisisBy)}`)
console.log(`  angústia como angústia ${rate(scores.filter((s) => s.item.category === 'distress'), (s) => notCrisis(s) && (s.cues.tier === 'distress' || s.distress >= distressThreshold))}`)
console.log(`  só as pistas: recall ${rate(scores.filter(isCrisis), (s) => s.cues.tier === 'crisis')}, armadilhas ${rate(scores.filter((s) => s.item.category === 'trap'), (s) => s.cues.tier === 'crisis')}`)

const model = { ...train([...base, ...folded]), crisisThreshold, distressThreshold }
const file = new URL('../src/assistant/risk/risk-model.json', import.meta.url)
writeFileSync(file, `${JSON.stringify(model)}\n`)
console.log(`risk-model.json: ${Object.keys(model.weights).length} traços`)
