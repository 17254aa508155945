/**
 * A small Portuguese stemmer in the spirit of RSLP (Orengo & Huyck, 2001): plural, feminine,
 * diminutive, adverb, noun and verb suffixes, then the final vowel. It works on tokens already in
 * normal form (folded, squeezed: see normalize.ts), so its suffixes are written that way too.
 * It only has to send the words of one family to one stem ("alongar", "alongamento",
 * "alongue" → "along"); the library and the query go through the same steps.
 */

/** [suffix, replacement, shortest stem that may remain] */
type Rule = readonly [string, string, number]

const plural: Rule[] = [
  ['oes', 'ao', 2],
  ['aes', 'ao', 2],
  ['ais', 'al', 2],
  ['eis', 'el', 2],
  ['ois', 'ol', 2],
  ['les', 'l', 3],
  ['res', 'r', 3],
  ['zes', 'z', 3],
  ['ns', 'm', 2],
  ['s', '', 3],
]

const feminine: Rule[] = [
  ['inha', 'inho', 3],
  ['eira', 'eiro', 3],
  ['ona', 'ao', 3],
  ['ora', 'or', 3],
  ['esa', 'es', 3],
  ['osa', 'oso', 3],
  ['ica', 'ico', 3],
  ['ada', 'ado', 2],
  ['ida', 'ido', 3],
  ['iva', 'ivo', 3],
  ['ima', 'imo', 3],
]

const diminutive: Rule[] = [
  ['zinho', '', 2],
  ['inho', 'o', 3],
  ['isimo', '', 3],
  ['zao', '', 2],
]

const adverb: Rule[] = [['mente', '', 4]]

const noun: Rule[] = [
  ['amento', '', 3],
  ['imento', '', 3],
  ['mento', '', 4],
  ['acao', '', 3],
  ['icao', '', 3],
  ['cao', '', 3],
  ['idade', '', 3],
  ['edade', '', 3],
  ['dade', '', 4],
  ['ante', '', 3],
  ['ancia', '', 3],
  ['encia', '', 3],
  ['ismo', '', 3],
  ['ista', '', 4],
  ['avel', '', 2],
  ['ivel', '', 3],
  ['eza', '', 3],
  ['oso', '', 3],
  ['ador', '', 3],
  ['edor', '', 3],
  ['ario', '', 3],
  ['ivo', '', 4],
  ['ico', '', 4],
  ['ao', '', 3],
]

const verb: Rule[] = [
  ['aremos', '', 2],
  ['eremos', '', 2],
  ['iremos', '', 3],
  ['ariam', '', 2],
  ['eriam', '', 2],
  ['ando', '', 2],
  ['endo', '', 3],
  ['indo', '', 3],
  ['aram', '', 2],
  ['eram', '', 3],
  ['iram', '', 3],
  ['avam', '', 2],
  ['amos', '', 2],
  ['emos', '', 2],
  ['imos', '', 3],
  ['ado', '', 2],
  ['ido', '', 3],
  ['ava', '', 2],
  ['iam', '', 3],
  ['ar', '', 2],
  ['er', '', 2],
  ['ir', '', 3],
  ['ou', '', 3],
  ['ei', '', 3],
  ['ue', '', 3],
  ['am', '', 3],
  ['em', '', 3],
]

const finalVowel: Rule[] = [
  ['a', '', 3],
  ['e', '', 3],
  ['o', '', 3],
]

/** Applies the first (longest, as listed) rule whose suffix fits; undefined when none does. */
function applyFirst(word: string, rules: readonly Rule[]): string | undefined {
  for (const [suffix, replacement, minStem] of rules) {
    if (word.endsWith(suffix) && word.length - suffix.length >= minStem) {
      return word.slice(0, word.length - suffix.length) + replacement
    }
  }
  return undefined
}

export function stem(token: string): string {
  if (token.length <= 3 || /\d/.test(token)) return token
  let word = token
  if (word.endsWith('s')) word = applyFirst(word, plural) ?? word
  if (word.endsWith('a')) word = applyFirst(word, feminine) ?? word
  word = applyFirst(word, diminutive) ?? word
  word = applyFirst(word, adverb) ?? word
  const asNoun = applyFirst(word, noun)
  word = asNoun ?? applyFirst(word, verb) ?? word
  return applyFirst(word, finalVowel) ?? word
}
