import type { CrisisKind } from '../reading/intent-types'
import { normalize } from '../reading/normalize'
import { babyCues } from './baby'
import { distressCues, strainCues } from './distress'
import { withoutIdioms } from './idioms'
import { groupCues, type CueGroup } from './cue-groups'
import { decideRisk, type CueReading } from './decide'
import type { Cue } from './pattern'
import type { RiskReading } from './reasons'
import { readWithModel, trainedRiskModel, type RiskModel } from './risk-model'
import { selfHarmCues } from './self-harm'
import { suicideCues } from './suicide'
import { laughing, meaningIt, readTone } from './tone'
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
/** When her words could ask about her or about the baby, the question about her comes first. */
const askFirst: readonly CrisisKind[] = ['suicide', 'self-harm', 'violence', 'baby']
const feelingCues = { distress: groupCues(distressCues), strain: groupCues(strainCues) }

/** The cues of these groups that may match: the others are absent (cue-groups.ts). */
function* present(groups: readonly CueGroup[], raw: string, masked: string): Generator<Cue> {
  for (const group of groups) if (group.any.test(group.raw ? raw : masked)) yield* group.cues
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

/**
 * A cue fires, is absent, is there but undone by her ("não", a laugh), or excepted by its own
 * `unless` ("veneno pra matar os ratos"). Only her undoing speaks for the whole message: an
 * exception takes back its own cue and nothing else, neither another cue nor the learned model.
 */
type CueRead = 'fires' | 'absent' | 'undone' | 'excepted'

function reading(cue: Cue, raw: string, masked: string, joking: boolean): CueRead {
  const text = cue.raw ? raw : masked
  const match = cue.pattern.exec(text)
  if (!match) return 'absent'
  if (cue.requires && !cue.requires.test(masked)) return 'absent'
  if (cue.unless?.test(masked)) return 'excepted'
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
export function readOneCue(cue: Cue, text: string, { feeling }: { feeling: boolean }): CueRead {
  const raw = text.replace(/ reticencias /g, ' ')
  const masked = withoutIdioms(text)
  const joking = laughing.test(masked) && !meaningIt.test(masked)
  return feeling ? reading(cue, raw, raw, joking) : reading(cue, raw, masked, joking)
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
  const askedKinds = new Set<CrisisKind>()
  const excepted: string[] = []
  let undone = false
  for (const [kind, groups] of crisisCues) {
    for (const cue of present(groups, raw, masked)) {
      const read = reading(cue, raw, masked, joking)
      undone ||= read === 'undone' || (read === 'fires' && jokeWithTrigger)
      if (read === 'excepted') excepted.push(`${kind}:${cue.concept}`)
      if (read !== 'fires' || jokeWithTrigger) continue
      concepts.push(`${kind}:${cue.concept}`)
      if (cue.ask || unsure) askedKinds.add(kind)
      else crisisKind ??= kind
    }
  }
  if (crisisKind) return { tier: 'crisis', crisisKind, strain: false, concepts, undone, excepted, tone }
  const askedKind = askFirst.find((kind) => askedKinds.has(kind))
  if (askedKind) return { tier: 'asking', crisisKind: askedKind, strain: false, concepts, undone, excepted, tone }
  // Her feelings are read before the idioms are blanked: "me dá uma tristeza" is a feeling. In jest
  // or about a story they are no distress, and the reply stays warm (strain).
  const felt = tone.jest || tone.story ? 'strain' : 'distress'
  for (const cue of present(feelingCues.distress, raw, raw)) if (firing(cue, raw, raw, joking)) concepts.push(`${felt}:${cue.concept}`)
  if (concepts.length > 0 && felt === 'distress') return { tier: 'distress', strain: false, concepts, undone, excepted, tone }
  for (const cue of present(feelingCues.strain, raw, raw)) if (firing(cue, raw, raw, joking)) concepts.push(`strain:${cue.concept}`)
  return { tier: 'none', strain: concepts.length > 0, concepts, undone, excepted, tone }
}

/** What the learned model reads: the idioms blanked, as the cues read them ("morrendo de rir"). */
export const modelText = (text: string) => withoutIdioms(text)

/** Reads risk with a given learned model: the app's, or one a test or a fold of training gives. */
export interface RiskReader {
  /** A text already in risk form (riskText), or several turns of it joined. */
  readRiskText(text: string): RiskReading
  readRisk(message: string): RiskReading
}

/** The cues, then the learned model: one decision (decide.ts), with its reasons. */
export function createRiskReader(model: RiskModel = trainedRiskModel): RiskReader {
  function readRiskText(text: string): RiskReading {
    return decideRisk({ cues: readCues(text), model: () => readWithModel(modelText(text), model), thresholds: model })
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
