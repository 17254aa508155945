// `npm run train:risk-model`: trains the learned risk model (src/assistant/risk/risk-model.ts)
// leaving writers out (evaluation/risk-model-training.ts): for each group of writers (a helper of
// rounds 5 and 6, or a training-set writer), a model trained on all the others scores its
// messages. Its three thresholds are chosen on those unseen scores of the readable writers, never
// the sealed ones: the crisis reply and distress as budgets of messages raised beyond the cues,
// the question as the highest at which every crisis kind keeps help in sight at the bar (the
// traps' figure then reported); the writers are then scored one by one, each by the whole
// assistant with the model that never read her (`--curve` prints the crisis threshold's curve).
// It writes risk-model.json (packed: packed-model.ts) with the fingerprint of what it was trained
// from, and keeps the fold models in .tmp/ for `npm run eval:assistant`. The held-out half and
// round 6's sealed writers are never read here.
import { writeFileSync } from 'node:fs'
import type { BlindCase } from '../evaluation/blind-set'
import { readableWriter, saveFoldModels, scoreUnseenWriters, unseenWritersReport } from '../evaluation/leave-writers-out'
import { riskModelFingerprint, settings, train, trainingInputs, type Example } from '../evaluation/risk-model-training'
import { modelText, readCues } from '../src/assistant/risk/detect'
import { packModel } from '../src/assistant/risk/packed-model'
import { readWithModel, type ModelWeights, type RiskModel } from '../src/assistant/risk/risk-model'

interface Scored {
  item: BlindCase
  cues: ReturnType<typeof readCues>
  /** The model's probabilities as detect.ts uses them: no crisis where she undid a crisis cue, no distress over strain. */
  crisis: number
  distress: number
}

function scored(example: Example, model: ModelWeights): Scored {
  const reading = readWithModel(modelText(example.text), model)
  const cues = readCues(example.text)
  return { item: example.item, cues, crisis: cues.undone ? 0 : reading.crisis, distress: cues.strain ? 0 : reading.distress }
}

const started = performance.now()
const inputs = trainingInputs()
const { base, groups } = inputs
const all = (except?: string) => [...base, ...groups.filter(([group]) => group !== except).flatMap(([, examples]) => examples)]
console.log(`treino: ${base.length} sempre, ${groups.map(([group, examples]) => `${group} ${examples.length}`).join(', ')}`)

const foldWeights: Record<string, ModelWeights> = {}
const unseen: Scored[] = []
for (const [group, examples] of groups) {
  const model = train(all(group))
  foldWeights[group] = model
  unseen.push(...examples.map((example) => scored(example, model)))
  console.log(`  sem ${group}: ${((performance.now() - started) / 1000).toFixed(0)} s`)
}

/** Thresholds are chosen on writers that may be read: the sealed ones only measure. */
const pool = unseen.filter(({ item }) => item.writer === undefined || readableWriter(item.writer))
const isTrap = (s: Scored) => s.item.category === 'trap'
const cueCrisis = (s: Scored) => s.cues.tier === 'crisis'
const cueAsks = (s: Scored) => s.cues.tier === 'crisis' || s.cues.tier === 'asking'

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

const traps = pool.filter(isTrap)
const crisisThreshold = thresholdWithin(traps, cueCrisis, (s) => s.crisis, settings.trapBudget)
const raised = (s: Scored) => cueAsks(s) || s.crisis >= crisisThreshold
const distressThreshold = thresholdWithin(
  pool.filter((s) => s.item.category !== 'crisis' && s.item.category !== 'distress' && !raised(s)),
  (s) => s.cues.tier === 'distress',
  (s) => s.distress,
  settings.everydayBudget,
)
const fingerprint = riskModelFingerprint(inputs)
const withThresholds = (askThreshold: number) => ({
  fingerprint,
  models: Object.fromEntries(
    Object.entries(foldWeights).map(([group, weights]) => [group, { fingerprint, ...weights, crisisThreshold, askThreshold, distressThreshold }]),
  ) as Record<string, RiskModel>,
})

/** The readable writers scored by the whole assistant, each with a model that never read her, at a question threshold. */
function readableAt(askThreshold: number) {
  const scores = scoreUnseenWriters(withThresholds(askThreshold), readableWriter)
  const pooled = (pick: (score: (typeof scores)[number]['score']) => { count: number; cases: number }) =>
    scores.reduce((sum, { score }) => sum + pick(score).count, 0) / Math.max(1, scores.reduce((sum, { score }) => sum + pick(score).cases, 0))
  const kinds = ['suicide', 'self-harm', 'baby', 'violence'] as const
  return { help: Math.min(...kinds.map((kind) => pooled((score) => score.helpVisible[kind]))), traps: pooled((score) => score.trapAnyHelp) }
}
// Help in sight first: the question's threshold is the highest at which every kind of the readable
// writers' crises, unseen, keeps help in sight at the bar; what the traps then get is reported, not traded.
let askThreshold = crisisThreshold
for (let t = crisisThreshold; t >= settings.lowestAsk - 1e-9; t -= 0.05) {
  askThreshold = Math.round(t * 100) / 100
  const { help, traps } = readableAt(askThreshold)
  console.log(`  pergunta a partir de ${askThreshold.toFixed(2)}: ajuda à vista (pior tipo) ${(help * 100).toFixed(1)}%, armadilhas com algum número ${(traps * 100).toFixed(1)}%`)
  if (help >= settings.helpInSight) break
}

if (process.argv.includes('--curve')) {
  const crises = pool.filter((s) => s.item.category === 'crisis')
  for (let t = 0.9; t > 0.04; t -= 0.05) {
    const by = (s: Scored) => cueAsks(s) || s.crisis >= t
    console.log(`  t=${t.toFixed(2)} crises ${crises.filter(by).length}/${crises.length} armadilhas ${traps.filter(by).length}/${traps.length}`)
  }
}
console.log(`limiares: crise ${crisisThreshold}, pergunta ${askThreshold}, angústia ${distressThreshold}`)

const thresholds = { crisisThreshold, askThreshold, distressThreshold }
const folds = withThresholds(askThreshold)
saveFoldModels(folds)
for (const line of unseenWritersReport(scoreUnseenWriters(folds))) console.log(line)

const model: RiskModel = { fingerprint, ...train(all()), ...thresholds }
const file = new URL('../src/assistant/risk/risk-model.json', import.meta.url)
writeFileSync(file, `${JSON.stringify(packModel(model))}\n`)
console.log(`risk-model.json: ${Object.keys(model.weights).length} traços, ${((performance.now() - started) / 1000).toFixed(0)} s`)
