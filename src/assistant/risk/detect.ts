import type { CrisisKind } from '../intent-types'
import { normalize } from '../normalize'
import { babyCues } from './baby'
import { distressCues, strainCues } from './distress'
import { withoutIdioms } from './idioms'
import { groupCues, type CueGroup } from './cue-groups'
import type { Cue } from './pattern'
import { readWithModel, trainedRiskModel, type RiskModel } from './risk-model'
import { selfHarmCues } from './self-harm'
import { suicideCues } from './suicide'
import { laughing, meaningIt, readTone, type Tone } from './tone'
import { correctRiskTypos } from './typos'
import { violenceCues } from './violence'

/*
 * Reads one message for risk: the concept cues of each crisis kind, then distress. Who acts and
 * on whom is in the cues themselves (words.ts); this file decides what a laugh, a "não" or a
 * blanked idiom undoes, which kind names the crisis, and whether it is sure enough for the crisis
 * reply or the assistant should ask her first (an `ask` cue, or the learned model's middle band).
 */

/** Violence first: its reply also carries CVV and SAMU, and adds Ligue 180 and 190. */
const crisisCues: readonly [CrisisKind, readonly CueGroup[]][] = [
  ['violence', groupCues(violenceCues)],
  ['baby', groupCues(babyCues)],
  ['self-harm', groupCues(selfHarmCues)],
  ['suicide', groupCues(suicideCues)],
]
const feelingCues = { distress: groupCues(distressCues), strain: groupCues(strainCues) }

/** The cues of these groups that may match: the others are absent (cue-groups.ts). */
function* present(groups: readonly CueGroup[], raw: string, masked: string): Generator<Cue> {
  for (const group of groups) if (group.any.test(group.raw ? raw : masked)) yield* group.cues
}

export interface RiskReading {
  /** `asking`: a risk signal too unsure for the crisis reply: the assistant asks her directly. */
  tier: 'crisis' | 'asking' | 'distress' | 'none'
  /** The crisis, or the crisis asked about. */
  crisisKind?: CrisisKind
  /** Tiredness or stress only: warm when she asks for nothing else. */
  strain: boolean
  /** The concepts found, "kind:concept" ("suicide:pills", "distress:crying"). */
  concepts: string[]
}

/**
 * A "não" that governs the cue: "não penso em me machucar", "não tenho vontade de morrer",
 * "não é que eu queira".
 */
const negation = / (nao|nunca|nem|jamais)( (tenho|sinto|eu|estou|e|que|mais|ja|to))? $| nao e que (eu )?$/

/** The text the cues read: the normal form with its typos on risk words mended. */
export function riskText(message: string): string {
  return correctRiskTypos(normalize(message, { keepEllipsis: true }))
}

/** A cue fires, is absent, or is there but undone by a "não", a laugh or its `unless`. */
function reading(cue: Cue, raw: string, masked: string, joking: boolean): 'fires' | 'absent' | 'undone' {
  const text = cue.raw ? raw : masked
  const match = cue.pattern.exec(text)
  if (!match) return 'absent'
  if (cue.requires && !cue.requires.test(masked)) return 'absent'
  if (cue.unless?.test(masked)) return 'undone'
  if (cue.soft && joking) return 'undone'
  if (cue.negatable && negation.test(text.slice(0, match.index + 1))) return 'undone'
  return 'fires'
}

const firing = (cue: Cue, raw: string, masked: string, joking: boolean) => reading(cue, raw, masked, joking) === 'fires'

/**
 * How one cue reads a text in risk form (riskText), as readCues reads it: a crisis cue after the
 * idioms are blanked, a feeling (distress, strain) before. For the test that holds every cue to
 * the example it was written for.
 */
export function readOneCue(cue: Cue, text: string, { feeling }: { feeling: boolean }): 'fires' | 'absent' | 'undone' {
  const raw = text.replace(/ reticencias /g, ' ')
  const masked = withoutIdioms(text)
  const joking = laughing.test(masked) && !meaningIt.test(masked)
  return feeling ? reading(cue, raw, raw, joking) : reading(cue, raw, masked, joking)
}

export interface CueReading extends RiskReading {
  /** A crisis cue was there and undone ("não quero morrer", "kkk"): she said what it is not. */
  undone: boolean
  tone: Tone
}

/** The concept cues alone, on a text already in risk form (riskText). */
export function readCues(text: string): CueReading {
  const raw = text.replace(/ reticencias /g, ' ')
  const masked = withoutIdioms(text)
  const tone = readTone(masked)
  const joking = tone.jest || (laughing.test(masked) && !meaningIt.test(masked))
  // A joke with its trigger ("vou me jogar da janela se ela não dormir kkk") undoes every cue;
  // a joke, an exaggeration or a story alone makes a cue ask instead of answering as a crisis.
  const jokeWithTrigger = tone.jest && tone.hyperbole
  const unsure = tone.jest || tone.hyperbole || tone.story
  const concepts: string[] = []
  let crisisKind: CrisisKind | undefined
  let askedKind: CrisisKind | undefined
  let undone = false
  for (const [kind, groups] of crisisCues) {
    for (const cue of present(groups, raw, masked)) {
      const read = reading(cue, raw, masked, joking)
      undone ||= read === 'undone' || (read === 'fires' && jokeWithTrigger)
      if (read !== 'fires' || jokeWithTrigger) continue
      concepts.push(`${kind}:${cue.concept}`)
      if (cue.ask || unsure) askedKind ??= kind
      else crisisKind ??= kind
    }
  }
  if (crisisKind) return { tier: 'crisis', crisisKind, strain: false, concepts, undone, tone }
  if (askedKind) return { tier: 'asking', crisisKind: askedKind, strain: false, concepts, undone, tone }
  // Her feelings are read before the idioms are blanked: "me dá uma tristeza" is a feeling. In jest
  // or about a story they are no distress, and the reply stays warm (strain).
  const felt = tone.jest || tone.story ? 'strain' : 'distress'
  for (const cue of present(feelingCues.distress, raw, raw)) if (firing(cue, raw, raw, joking)) concepts.push(`${felt}:${cue.concept}`)
  if (concepts.length > 0 && felt === 'distress') return { tier: 'distress', strain: false, concepts, undone, tone }
  for (const cue of present(feelingCues.strain, raw, raw)) if (firing(cue, raw, raw, joking)) concepts.push(`strain:${cue.concept}`)
  return { tier: 'none', strain: concepts.length > 0, concepts, undone, tone }
}

/** What the learned model reads: the idioms blanked, as the cues read them ("morrendo de rir"). */
export const modelText = (text: string) => withoutIdioms(text)

/** Reads risk with a given learned model: the app's, or one a test or a fold of training gives. */
export interface RiskReader {
  /** A text already in risk form (riskText), or several turns of it joined. */
  readRiskText(text: string): RiskReading
  readRisk(message: string): RiskReading
}

/**
 * The cues, then the learned model, which may add a crisis, a question or distress the cues
 * missed and never removes one: at its crisis threshold the crisis reply, in the band below it
 * the question, which also keeps a question the cues asked. Where she undid a crisis cue herself
 * ("não quero morrer, só tô cansada"), the model adds neither; where the cues read tiredness
 * alone (strain), it adds no distress.
 */
export function createRiskReader(model: RiskModel = trainedRiskModel): RiskReader {
  function readRiskText(text: string): RiskReading {
    const { undone, tone, ...cues } = readCues(text)
    if (cues.tier === 'crisis') return cues
    // About a story the model adds nothing; in jest, at most a question when it is sure.
    if (tone.story) return cues
    const reading = readWithModel(modelText(text), model)
    const withModel = [...cues.concepts, `${reading.kind}:model`]
    const crisis = undone ? 0 : reading.crisis
    if (crisis >= model.crisisThreshold && !tone.jest) {
      return { tier: 'crisis', crisisKind: reading.kind, strain: false, concepts: withModel }
    }
    if (cues.tier === 'asking') return cues
    // A feeling she named explains part of the model's worry: the question then needs it surer.
    const askAt = tone.jest ? model.crisisThreshold : cues.tier === 'distress' ? (model.askThreshold + model.crisisThreshold) / 2 : model.askThreshold
    if (crisis >= askAt) {
      return { tier: 'asking', crisisKind: reading.kind, strain: false, concepts: withModel }
    }
    const felt = cues.tier === 'distress' || cues.strain
    if (!felt && !tone.jest && reading.distress >= model.distressThreshold) {
      return { tier: 'distress', strain: false, concepts: [...cues.concepts, 'distress:model'] }
    }
    // A feeling she did not name, half as sure: a warm word rather than "esse assunto foge".
    if (!felt && reading.distress >= model.distressThreshold / 2) return { ...cues, strain: true, concepts: [...cues.concepts, 'strain:model'] }
    return cues
  }
  // A conversation is read again with every new message: the last readings are kept (pure, so
  // the same text always reads the same), a few hundred at most.
  const recent = new Map<string, RiskReading>()
  function remembered(text: string): RiskReading {
    const known = recent.get(text)
    if (known) return known
    const reading = readRiskText(text)
    if (recent.size >= READINGS_KEPT) recent.delete(recent.keys().next().value!)
    recent.set(text, reading)
    return reading
  }
  return { readRiskText: remembered, readRisk: (message) => remembered(riskText(message)) }
}

const READINGS_KEPT = 256

const appReader = createRiskReader()
export const readRiskText = appReader.readRiskText
export const readRisk = appReader.readRisk
