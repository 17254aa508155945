// `npm run train:risk-model`: trains the learned risk model (src/assistant/risk/risk-model.ts) on
// the blind development half and the training set, chooses its thresholds by cross-validation on
// the training set (messages the concept cues were never tuned on), and writes risk-model.json.
// The held-out half is never read here.
import { writeFileSync } from 'node:fs'
import { developmentHalf, trainingSet, type BlindCase } from '../src/assistant/eval/blind-set'
import { readCues, riskText } from '../src/assistant/risk/detect'
import { modelFeatures } from '../src/assistant/risk/model-features'
import { readWithModel, type ModelClass, type RiskModel } from '../src/assistant/risk/risk-model'

const classes: ModelClass[] = ['suicide', 'self-harm', 'baby', 'violence', 'distress', 'none']
const FOLDS = 5
/** Cross-validated recall the crisis threshold must keep, with the cues beside it. */
const CRISIS_RECALL = 0.96
const DISTRESS_RECALL = 0.95
const EPOCHS = 120
const L2 = 3e-4
const PRUNE = 0.01

interface Example {
  text: string
  label: number
  item: BlindCase
}

const labelOf = (item: BlindCase): ModelClass => (item.category === 'crisis' ? item.kind! : item.category === 'distress' ? 'distress' : 'none')
const toExample = (item: BlindCase): Example => ({ text: riskText(item.message), label: classes.indexOf(labelOf(item)), item })

/** Softmax regression by full-batch Adam: deterministic (no sampling), crisis kinds weighted up. */
function train(examples: readonly Example[]): RiskModel {
  const index = new Map<string, number>()
  const rows = examples.map((example) =>
    modelFeatures(example.text).map((feature) => {
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
      const reading = readWithModel(example.text, model)
      scored.push({ item: example.item, cues: readCues(example.text), crisis: reading.crisis, distress: reading.distress })
    }
    console.log(`  dobra ${fold + 1}/${FOLDS}`)
  }
  return scored
}

/** The highest threshold whose combined recall (cues or model) reaches the target. */
function threshold(scores: readonly Scored[], isPositive: (s: Scored) => boolean, byCues: (s: Scored) => boolean, score: (s: Scored) => number, target: number): number {
  const positives = scores.filter(isPositive)
  for (let t = 0.95; t > 0.02; t -= 0.01) {
    const found = positives.filter((s) => byCues(s) || score(s) >= t).length
    if (found / positives.length >= target) return Math.round(t * 100) / 100
  }
  return 0.02
}

const base = developmentHalf.map(toExample)
const folded = trainingSet.map(toExample)
console.log(`treino: ${base.length} (metade de desenvolvimento) + ${folded.length} (conjunto de treino), ${FOLDS} dobras`)
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
const crisisThreshold = threshold(scores, isCrisis, (s) => s.cues.tier === 'crisis', (s) => s.crisis, CRISIS_RECALL)
const notCrisis = (s: Scored) => s.cues.tier !== 'crisis' && s.crisis < crisisThreshold
const distressThreshold = threshold(scores, (s) => s.item.category === 'distress' && notCrisis(s), (s) => s.cues.tier === 'distress', (s) => s.distress, DISTRESS_RECALL)

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
