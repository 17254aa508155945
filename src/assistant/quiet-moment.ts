import type { IndexedEntry } from './library-index'
import { normalize } from './reading/normalize'

/*
 * The night feed, children asleep beside her: a moment for something quiet, done sitting or lying,
 * never a standing practice that marches, jumps or is "para começar o dia" (issue 46, finding 10).
 * Her words say it ("sem acordar eles", "de madrugada", "3 da manhã", "eles dormindo"), or her
 * phone's clock does, when the caller gives it.
 */

/** The madrugada on her clock: from midnight to the last minute of 5 h. */
const NIGHT_HOURS = { from: 0, to: 5 }

/** Her message in normal form (normalize.ts: no accents, doubled letters single, "3h" as "3 hora"). */
const quietWords: readonly RegExp[] = [
  / sem (acordar|despertar) /,
  / (de |na |essa |nesta |esta )?madrugada /,
  / (as |sao )?([0-5]|meia noite|uma|duas|tres|quatro|cinco)( hora| horas)? da manha /,
  new RegExp(
    ' (ele|ela|eles|elas|bebe|bebes|nenem|gemeos|gemeas|criancas|filhos|filhas|todos|todo mundo)' +
      ' (ta |tao |esta |estao |ainda |ja )*dormindo ',
  ),
  / (nao poso|nao da para|nao da pra|sem) fazer (nenhum )?barulho /,
  / (em|no|de) silencio /,
]

/** True when her words or her hour (0–23 on her phone, when the caller gives it) ask for quiet. */
export function quietMoment(normalized: string, hour?: number): boolean {
  if (hour !== undefined && hour >= NIGHT_HOURS.from && hour <= NIGHT_HOURS.to) return true
  return quietWords.some((words) => words.test(normalized))
}

const loudWords = new RegExp(
  ' (comecar o dia|comece o dia|marcha\\w*|marchar|pul(a|ar|e|o|inho|inhos|os)|polichinelos?|' +
    'salt(o|os|ar|ite|itar|itando)) ',
)

/** Done sitting or lying, with no impact and nothing of marching, jumping or starting the day. */
export function suitsQuiet(entry: IndexedEntry): boolean {
  if (!entry.body.positions.some((position) => position !== 'standing')) return false
  if (entry.body.loads.includes('impact')) return false
  return !loudWords.test(normalize([entry.title, entry.summary, ...entry.steps, entry.tutorial].join(' ')))
}

/** Made for the night feed: first among those that suit the quiet. */
export const madeForTheNight = (entry: IndexedEntry): boolean => entry.moments?.includes('madrugada') === true
