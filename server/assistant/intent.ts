import { typoAllowance, withinEdits } from './fuzzy'
import { activityWords, contentPhrases, contextWords, requestPattern, socialPatterns, type ContentIntent } from './intent-cues'
import type { Intent } from './intent-types'
import { normalizeTokens } from './normalize'
import { searchTerms } from './terms'

/** An intent's cue words, as stems (synonyms merged) and as whole words (for typos). */
interface Cues {
  stems: Set<string>
  words: string[]
}

function cues(words: readonly string[]): Cues {
  return {
    stems: new Set(words.flatMap((word) => searchTerms(word))),
    words: [...new Set(words.flatMap((word) => normalizeTokens(word)))].filter((word) => word.length >= 5),
  }
}

const contentIntents: readonly ContentIntent[] = ['meditation', 'exercise', 'recipe']
const activityCues = Object.fromEntries(contentIntents.map((intent) => [intent, cues(activityWords[intent])])) as Record<ContentIntent, Cues>
const contextCues = Object.fromEntries(contentIntents.map((intent) => [intent, cues(contextWords[intent])])) as Record<ContentIntent, Cues>

/** One token against one set of cues: its stem, or the whole word with a typo or two. */
function hits(token: string, stemmed: string, set: Cues): boolean {
  if (set.stems.has(stemmed)) return true
  const allowance = typoAllowance(token)
  return allowance > 0 && set.words.some((word) => withinEdits(token, word, allowance))
}

const ACTIVITY = 3
const CONTEXT = 1

/** Scores the three content intents; the best one with any score wins. */
export function contentIntent(normalized: string): ContentIntent | undefined {
  const tokens = [...new Set(normalized.trim().split(' '))].filter((token) => token !== '')
  const scores: Record<ContentIntent, number> = { meditation: 0, exercise: 0, recipe: 0 }
  for (const token of tokens) {
    const stemmed = searchTerms(token)[0]
    if (stemmed === undefined) continue
    for (const intent of contentIntents) {
      if (hits(token, stemmed, activityCues[intent])) scores[intent] += ACTIVITY
      else if (hits(token, stemmed, contextCues[intent])) scores[intent] += CONTEXT
    }
  }
  for (const intent of contentIntents) {
    for (const phrase of contentPhrases[intent]) if (phrase.test(normalized)) scores[intent] += ACTIVITY
  }
  let best: ContentIntent | undefined
  for (const intent of contentIntents) {
    if (scores[intent] > 0 && (best === undefined || scores[intent] > scores[best])) best = intent
  }
  return best
}

type SocialIntent = keyof typeof socialPatterns

function socialIntent(normalized: string): SocialIntent | undefined {
  const order: readonly SocialIntent[] = ['capabilities', 'thanks', 'greeting']
  return order.find((intent) => socialPatterns[intent].some((pattern) => pattern.test(normalized)))
}

/**
 * The intent of a message that is neither a crisis nor a health question. A thank-you that asks
 * for nothing stays a thank-you ("obrigada pela receita!"); otherwise a content request wins.
 * `guess` is retrieval's opinion, used when no cue word matched ("pipoca", "homus").
 */
export function classifyIntent(normalized: string, guess: () => ContentIntent | undefined): Intent {
  const content = contentIntent(normalized)
  const social = socialIntent(normalized)
  const asks = requestPattern.test(normalized)
  if (content && social === 'thanks' && !asks) return 'thanks'
  if (content) return content
  if (social) return social
  return guess() ?? 'out-of-scope'
}
