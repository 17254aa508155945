/*
 * What the learned risk model sees in a message already in risk form (riskText): its words, its
 * pairs of words, and the four-letter pieces of each word (so a misspelling still shares most of
 * its pieces with the word she meant). Shared by the model and its training script.
 */
/** Raised whenever what modelFeatures returns changes: risk-model.json then needs retraining. */
export const FEATURE_VERSION = 1

export function modelFeatures(text: string): string[] {
  const words = text.split(' ').filter((word) => word !== '')
  const features = new Set<string>()
  words.forEach((word, index) => {
    features.add(`w:${word}`)
    if (index > 0) features.add(`b:${words[index - 1]} ${word}`)
    const padded = `<${word}>`
    for (let start = 0; start + 4 <= padded.length; start++) features.add(`c:${padded.slice(start, start + 4)}`)
  })
  return [...features]
}
