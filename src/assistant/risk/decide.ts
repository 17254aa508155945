import type { Reason, RiskReading } from './reasons'
import type { ModelReading, RiskModel } from './risk-model'
import type { Tone } from './tone'

/*
 * The decision on one message, from its signals: what the concept cues read (fired, asking,
 * undone by her, excepted by their own exception), her tone, and the learned model's reading
 * against its thresholds. Pure: the same signals always decide the same, with the rules that
 * decided named in `reasons`.
 */

/** What the concept cues read in one message (detect.ts, readCues). */
export interface CueReading extends Omit<RiskReading, 'reasons'> {
  /** A crisis cue was there and undone by her ("não quero morrer", "kkk"): she said what it is not. */
  undone: boolean
  /** Crisis cues taken back by their own exception ("veneno pra matar os ratos"): only themselves. */
  excepted: string[]
  tone: Tone
}

export interface RiskSignals {
  cues: CueReading
  /** The learned model's reading, asked for only when the cues leave the decision open. */
  model: () => ModelReading
  thresholds: Pick<RiskModel, 'crisisThreshold' | 'askThreshold' | 'distressThreshold'>
}

const pct = (value: number) => `${(100 * value).toFixed(1)} %`
const crisisConcepts = (concepts: readonly string[]) => concepts.filter((concept) => !/^(distress|strain):/.test(concept)).join(', ')

/** What the cues decided by themselves, said as the rules that decided it. */
function cueReasons({ tier, concepts, undone, excepted, tone }: CueReading): Reason[] {
  const reasons: Reason[] = []
  if (excepted.length > 0) reasons.push({ rule: 'cue-excepted', detail: excepted.join(', ') })
  if (undone) reasons.push({ rule: 'cue-undone' })
  const unsure = tone.jest || tone.hyperbole || tone.story
  if (tier === 'crisis') reasons.push({ rule: 'cue-crisis', detail: crisisConcepts(concepts) })
  if (tier === 'asking') reasons.push({ rule: unsure ? 'cue-unsure' : 'cue-asks', detail: crisisConcepts(concepts) })
  if (tier === 'distress') reasons.push({ rule: 'feeling', detail: concepts.join(', ') })
  return reasons
}

/**
 * The cues, then the learned model, which may add a crisis, a question or distress the cues
 * missed and never removes one: at its crisis threshold the crisis reply, in the band below it
 * the question, which also keeps a question the cues asked. Where she undid a crisis cue herself
 * ("não quero morrer, só tô cansada"), the model adds neither; an exception takes back only its
 * own cue. Where the cues read tiredness alone (strain), the model adds no distress.
 */
export function decideRisk({ cues, model, thresholds }: RiskSignals): RiskReading {
  const { undone: _undone, excepted: _excepted, tone, ...cueTier } = cues
  const reasons = cueReasons(cues)
  const reading = (tier: RiskReading['tier'], extra: Partial<RiskReading>, ...more: Reason[]): RiskReading => ({
    ...cueTier,
    tier,
    ...extra,
    reasons: [...reasons, ...more],
  })
  if (cues.tier === 'crisis') return reading('crisis', {})
  // About a story the model adds nothing; in jest, at most a question when it is sure.
  if (tone.story) return reading(cues.tier, {}, { rule: 'story' })
  const read = model()
  const withModel = { concepts: [...cues.concepts, `${read.kind}:model`], strain: false }
  const crisis = cues.undone ? 0 : read.crisis
  const said = (threshold: number) => `${read.kind} ${pct(read.crisis)} ≥ ${pct(threshold)}`
  if (crisis >= thresholds.crisisThreshold && !tone.jest) {
    return reading('crisis', { crisisKind: read.kind, ...withModel }, { rule: 'model-crisis', detail: said(thresholds.crisisThreshold) })
  }
  if (cues.tier === 'asking') return reading('asking', {})
  // A feeling she named explains part of the model's worry: the question then needs it surer.
  const afterFeeling = cues.tier === 'distress'
  const askAt = tone.jest
    ? thresholds.crisisThreshold
    : afterFeeling
      ? (thresholds.askThreshold + thresholds.crisisThreshold) / 2
      : thresholds.askThreshold
  if (crisis >= askAt) {
    const rule = tone.jest ? 'model-in-jest' : afterFeeling ? 'model-asks-after-feeling' : 'model-asks'
    return reading('asking', { crisisKind: read.kind, ...withModel }, { rule, detail: said(askAt) })
  }
  const quiet: Reason[] = read.crisis >= thresholds.askThreshold ? [{ rule: 'model-quiet', detail: `${read.kind} ${pct(crisis)} < ${pct(askAt)}` }] : []
  const felt = cues.tier === 'distress' || cues.strain
  if (!felt && !tone.jest && read.distress >= thresholds.distressThreshold) {
    return reading('distress', { strain: false, concepts: [...cues.concepts, 'distress:model'] }, ...quiet, {
      rule: 'model-distress',
      detail: `${pct(read.distress)} ≥ ${pct(thresholds.distressThreshold)}`,
    })
  }
  // A feeling she did not name, half as sure: a warm word rather than "esse assunto foge".
  if (!felt && read.distress >= thresholds.distressThreshold / 2) {
    return reading(cues.tier, { strain: true, concepts: [...cues.concepts, 'strain:model'] }, ...quiet, {
      rule: 'model-strain',
      detail: `${pct(read.distress)} ≥ ${pct(thresholds.distressThreshold / 2)}`,
    })
  }
  return reading(cues.tier, {}, ...quiet)
}
