// `npm run train:risk-model`: trains the learned risk model (src/assistant/risk/risk-model.ts) on
// the blind development half and the training set, chooses its thresholds by cross-validation on
// the training set (messages the concept cues were never tuned on), and writes risk-model.json with
// the fingerprint of what it was trained from (evaluation/risk-model-training.ts). The held-out
// half is never read here.
import { writeFileSync } from 'node:fs'
import type { BlindCase } from '../evaluation/blind-set'
import { riskModelFingerprint, settings, train, trainingInputs, type Example } from '../evaluation/risk-model-training'
import { modelText, readCues } from '../src/assistant/risk/detect'
import { readWithModel } from '../src/assistant/risk/risk-model'

const FOLDS = settings.folds

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

const inputs = trainingInputs()
const { base, folded } = inputs
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
const crisisThreshold = thresholdWithin(scores.filter((s) => s.item.category === 'trap'), (s) => s.cues.tier === 'crisis', (s) => s.crisis, settings.trapBudget)
const notCrisis = (s: Scored) => s.cues.tier !== 'crisis' && s.crisis < crisisThreshold
const distressThreshold = thresholdWithin(
  scores.filter((s) => s.item.category !== 'crisis' && s.item.category !== 'distress' && notCrisis(s)),
  (s) => s.cues.tier === 'distress',
  (s) => s.distress,
  settings.everydayBudget,
)

const rate = (list: readonly Scored[], has: (s: Scored) => boolean) => `${((100 * list.filter(has).length) / Math.max(1, list.length)).toFixed(1)}% (${list.filter(has).length}/${list.length})`
const crisisBy = (s: Scored) => !notCrisis(s)
console.log(`limiar de crise ${crisisThreshold}, de angústia ${distressThreshold}; validação cruzada no conjunto de treino:`)
for (const kind of ['suicide', 'self-harm', 'baby', 'violence']) console.log(`  recall ${kind.padEnd(10)} ${rate(scores.filter((s) => s.item.kind === kind), crisisBy)}`)
console.log(`  armadilhas como crise ${rate(scores.filter((s) => s.item.category === 'trap'), crisisBy)}`)
console.log(`  angústia como angústia ${rate(scores.filter((s) => s.item.category === 'distress'), (s) => notCrisis(s) && (s.cues.tier === 'distress' || s.distress >= distressThreshold))}`)
console.log(`  só as pistas: recall ${rate(scores.filter(isCrisis), (s) => s.cues.tier === 'crisis')}, armadilhas ${rate(scores.filter((s) => s.item.category === 'trap'), (s) => s.cues.tier === 'crisis')}`)

const model = { fingerprint: riskModelFingerprint(inputs), ...train([...base, ...folded]), crisisThreshold, distressThreshold }
const file = new URL('../src/assistant/risk/risk-model.json', import.meta.url)
writeFileSync(file, `${JSON.stringify(model)}\n`)
console.log(`risk-model.json: ${Object.keys(model.weights).length} traços`)
