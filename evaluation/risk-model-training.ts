import { createHash } from 'node:crypto'
import type { CrisisKind } from '../src/assistant/reading/intent-types'
import { modelText, readCues, riskText } from '../src/assistant/risk/detect'
import { babyCues } from '../src/assistant/risk/baby'
import { distressCues, strainCues } from '../src/assistant/risk/distress'
import { FEATURE_VERSION, modelFeatures } from '../src/assistant/risk/model-features'
import type { Cue } from '../src/assistant/risk/pattern'
import type { ModelClass, ModelWeights } from '../src/assistant/risk/risk-model'
import { selfHarmCues } from '../src/assistant/risk/self-harm'
import { suicideCues } from '../src/assistant/risk/suicide'
import { violenceCues } from '../src/assistant/risk/violence'
import { developmentHalf, roundFourRead, trainingSet, type BlindCase } from './blind-set'
import * as baby from './cue-examples/baby-examples'
import * as distress from './cue-examples/distress-examples'
import * as everyday from './cue-examples/everyday-examples'
import * as selfHarm from './cue-examples/self-harm-examples'
import * as suicide from './cue-examples/suicide-examples'
import * as violence from './cue-examples/violence-examples'
import { evalSet } from './eval-set'
import type { EvalCase } from './evaluate'
import { extraCases } from './extra-cases'
import { authorOf, roundFive } from './round-five'
import { authorOfSix, roundSixReadable } from './round-six'

/*
 * What the learned risk model (src/assistant/risk/risk-model.ts) is trained on and how, shared by
 * `npm run train:risk-model`, `npm run eval:assistant` and the test that tells when
 * risk-model.json is older than them: the messages, the settings, and a fingerprint of both, of
 * the features and of the cues. Messages come in groups by writer, so that a model can be trained
 * on some writers and scored on the others (leaving writers out).
 */

export const classes: ModelClass[] = ['suicide', 'self-harm', 'baby', 'violence', 'distress', 'none']

export const settings = {
  /** Share of the traps the model may give the full crisis reply beyond the cues, writers left out. */
  trapBudget: 0.015,
  /**
   * The question's threshold is the highest (down to `lowestAsk`) at which every crisis kind of the
   * readable writers, scored by the whole assistant with models that never read them, keeps help
   * in sight at least this often.
   */
  helpInSight: 0.97,
  lowestAsk: 0.3,
  /** Share of everyday messages (traps, health questions, requests) the model may call distress beyond the cues. */
  everydayBudget: 0.01,
  epochs: 120,
  l2: 3e-4,
  prune: 0.04,
  /** Crisis kinds weigh more: a missed crisis costs more than a help line she did not need. */
  classWeights: { suicide: 2.5, 'self-harm': 2.5, baby: 2.5, violence: 2.5, distress: 1.5, none: 1 } as Record<ModelClass, number>,
}

export interface Example {
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
export const toExample = (item: BlindCase): Example => ({ text: riskText(item.message), label: classes.indexOf(labelOf(item)), item })

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


export interface TrainingInputs {
  /** Always trained on: the development half, the first sets, the cues' examples, round 4's read writers. */
  base: Example[]
  /**
   * Left out one at a time, each scored by a model that never read it: the training set's two
   * writers, round 5's helpers (each wrote four personas; see round-five.ts) and round 6's readable
   * helpers (five personas each; round-six.ts).
   */
  groups: [string, Example[]][]
}

export function trainingInputs(): TrainingInputs {
  const firstSets = [...evalSet, ...extraCases].map(asBlindCase)
  const authors = [...new Set(roundFive.map((blindCase) => authorOf(blindCase.writer)))]
  // Round 6's sealed helpers (b5–b7) are never trained on: only its readable ones, each left out in turn.
  const sixthAuthors = [...new Set(roundSixReadable.map((blindCase) => authorOfSix(blindCase.writer)))]
  return {
    base: [...developmentHalf, ...firstSets, ...cueExamples(), ...roundFourRead].map(toExample),
    groups: [
      ...['w4', 'w5'].map((writer): [string, Example[]] => [
        writer,
        trainingSet.filter((blindCase) => blindCase.id.startsWith(`${writer}-`)).map(toExample),
      ]),
      ...authors.map((author): [string, Example[]] => [
        author,
        roundFive.filter((blindCase) => authorOf(blindCase.writer) === author).map(toExample),
      ]),
      ...sixthAuthors.map((author): [string, Example[]] => [
        author,
        roundSixReadable.filter((blindCase) => authorOfSix(blindCase.writer) === author).map(toExample),
      ]),
    ],
  }
}

/** Softmax regression by full-batch Adam: deterministic (no sampling), crisis kinds weighted up. */
export function train(examples: readonly Example[]): ModelWeights {
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
  const classWeight = classes.map((name) => settings.classWeights[name])
  for (let epoch = 1; epoch <= settings.epochs; epoch++) {
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
      const g = grad[i]! + settings.l2 * weights[i]!
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
    if (row.some((weight) => Math.abs(weight) >= settings.prune)) kept[feature] = row
  }
  return { classes, bias: Array.from(bias, round), weights: kept }
}

const cueLists: readonly (readonly Cue[])[] = [violenceCues, babyCues, selfHarmCues, suicideCues, distressCues, strainCues]
const describeCue = ({ concept, pattern, ask, soft, negatable, raw, requires, unless }: Cue) =>
  [concept, pattern.source, ask, soft, negatable, raw, requires?.source, unless?.source].join('\u0000')

/**
 * What risk-model.json was trained from: the feature version, the settings, every training
 * message's label, features and reading by the cues, and the cues themselves. A change to any of
 * them makes another fingerprint.
 */
export function riskModelFingerprint({ base, groups } = trainingInputs()): string {
  const hash = createHash('sha256')
  hash.update(`${FEATURE_VERSION}\n${JSON.stringify(settings)}\n`)
  for (const [group, examples] of [['base', base] as const, ...groups]) hash.update(`${group} ${examples.length}\n`)
  for (const example of [base, ...groups.map(([, examples]) => examples)].flat()) {
    const { tier, strain, undone } = readCues(example.text)
    hash.update(`${example.label} ${tier} ${strain} ${undone} ${modelFeatures(modelText(example.text)).join(' ')}\n`)
  }
  for (const cue of cueLists.flat()) hash.update(`${describeCue(cue)}\n`)
  return hash.digest('hex')
}
