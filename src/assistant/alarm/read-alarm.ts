import type { CrisisKind } from '../reading/intent-types'
import { rx } from '../risk/pattern'
import type { AlarmCue, Meanwhile } from './alarm-cue'
import { A_CHILD } from './body-words'
import { signsOfHers } from './signs-of-hers'
import { signsOfTheBaby } from './signs-of-the-baby'
import { soonSigns } from './soon-signs'

/*
 * The body's alarms, read as concepts in her words, offline and on the server, never by an LLM:
 * a danger sign of the baby's or hers (care now), or something a professional should see within
 * a day or two (care soon). The assistant reads them right after the crisis net.
 */

export interface Alarm {
  /** `urgent`: care now (SAMU 192, the pronto-socorro or UPA); `soon`: the UBS, pediatra or obstetra. */
  level: 'urgent' | 'soon'
  /** Whose body: the baby's (or a child's), or hers. */
  who: 'baby' | 'her'
  /** Something swallowed, drunk or taken: the poison line too. */
  swallowed: boolean
  /** What she can safely do meanwhile, in the order the signs were found. */
  meanwhile: Meanwhile[]
  /** A crisis the sign itself is ("dei meu remédio pra ele dormir"): the crisis reply too. */
  crisis?: CrisisKind
  /** The signs found ("baby:button-battery"), and those undone by their own `unless`. */
  concepts: string[]
  undone: string[]
}

type Found = { cue: AlarmCue; who: Alarm['who'] }

const aChild = rx(A_CHILD)
/** She speaks of herself: a first-person word. */
const herself = rx(' (eu|estou|tive|tenho|senti|sinto|fiquei|tomei|desmaiei) ')

/** A cue reads the text: fires, is absent, or is there but undone by its own exception. */
function reading(cue: AlarmCue, text: string): 'fires' | 'absent' | 'undone' {
  if (!cue.pattern.test(text)) return 'absent'
  if (cue.requires && !cue.requires.test(text)) return 'absent'
  if (cue.ofAChild && !aChild.test(text) && herself.test(text)) return 'absent'
  return cue.unless?.test(text) ? 'undone' : 'fires'
}

function found(text: string, lists: readonly [Alarm['who'], readonly AlarmCue[]][], undone: string[]): Found[] {
  const fired: Found[] = []
  for (const [who, cues] of lists) {
    for (const cue of cues) {
      const read = reading(cue, text)
      if (read === 'fires') fired.push({ cue, who })
      else if (read === 'undone') undone.push(`${who}:${cue.concept}`)
    }
  }
  return fired
}

/** Her own signs first: they are said in the first person, the baby's with a child in sight. */
const urgentLists: readonly [Alarm['who'], readonly AlarmCue[]][] = [
  ['her', signsOfHers],
  ['baby', signsOfTheBaby],
]

/** The alarm in a text in normal form (normalize.ts), or none. */
export function readAlarm(text: string): Alarm | undefined {
  const undone: string[] = []
  const urgent = found(text, urgentLists, undone)
  const fired = urgent.length > 0 ? urgent : found(text, [['baby', soonSigns]], undone)
  if (fired.length === 0) return undefined
  const who = urgent.length > 0 ? mostNamed(urgent) : soonWho(fired, text)
  return {
    level: urgent.length > 0 ? 'urgent' : 'soon',
    who,
    swallowed: fired.some(({ cue }) => cue.swallowed === true),
    ...crisisOf(fired),
    meanwhile: [...new Set(fired.flatMap(({ cue }) => (cue.meanwhile ? [cue.meanwhile] : [])))],
    concepts: [...new Set(fired.map(({ cue, who }) => `${who}:${cue.concept}`))],
    undone,
  }
}

function crisisOf(fired: readonly Found[]): { crisis?: CrisisKind } {
  const crisis = fired.find(({ cue }) => cue.crisis)?.cue.crisis
  return crisis ? { crisis } : {}
}

/** Of her signs and the baby's, the side with more signs named; hers when even (hers are said in the first person). */
function mostNamed(urgent: readonly Found[]): Alarm['who'] {
  const baby = urgent.filter(({ who }) => who === 'baby').length
  return baby * 2 > urgent.length ? 'baby' : 'her'
}

/** Soon signs of her own body: her breasts, her stitches, her bleeding, her medicines. */
const HER_OWN = new Set(['sore-nipple', 'sore-breast', 'medicine-breastfeeding', 'stitches', 'after-birth-bleeding', 'her-pain', 'urinary', 'her-pressure'])

/** A soon sign is the baby's when a child is named and the sign is not of her own body. */
function soonWho(fired: readonly Found[], text: string): Alarm['who'] {
  const herOwn = fired.every(({ cue }) => HER_OWN.has(cue.concept))
  return herOwn || !aChild.test(text) ? 'her' : 'baby'
}
