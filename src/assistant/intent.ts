import { library } from '../data/library/library'
import { typoAllowance, withinEdits } from './reading/fuzzy'
import {
  aboutAssistantPattern,
  activityWords,
  amusedPattern,
  contentPhrases,
  contextPhrases,
  contextWords,
  offTopicPattern,
  pausePattern,
  requestPattern,
  socialPatterns,
  type ContentIntent,
} from './intent-cues'
import type { Intent } from './reading/intent-types'
import { readHerBody } from './her-body'
import { statedMinutes } from './minutes'
import { normalizeTokens } from './reading/normalize'
import { remembered } from './reading/remembered'
import { searchTerms, termOfWord } from './terms'

/** An intent's cue words, as stems (synonyms merged) and as whole words (for typos). */
interface Cues {
  stems: Set<string>
  /** A token is one of the whole words with a typo or two (remembered: the same tokens come in every message). */
  nearWord: (token: string) => boolean
}

function cues(words: readonly string[]): Cues {
  const whole = [...new Set(words.flatMap((word) => normalizeTokens(word)))].filter((word) => word.length >= 5)
  return {
    stems: new Set(words.flatMap((word) => searchTerms(word))),
    nearWord: remembered((token) => {
      const allowance = typoAllowance(token)
      // Typos keep the first letter far more often than not; "amanha" is not "manha".
      return allowance > 0 && whole.some((word) => word[0] === token[0] && withinEdits(token, word, allowance))
    }),
  }
}

const contentIntents: readonly ContentIntent[] = ['meditation', 'exercise', 'recipe']
const activityCues = Object.fromEntries(
  contentIntents.map((intent) => [intent, cues(activityWords[intent])]),
) as Record<ContentIntent, Cues>
const contextCues = Object.fromEntries(
  contentIntents.map((intent) => [intent, cues(contextWords[intent])]),
) as Record<ContentIntent, Cues>

/** Words the library uses: a word it knows is no typo ("parto" is not "prato"). */
const vocabulary = new Set(
  library.flatMap((entry) => normalizeTokens([entry.title, entry.summary, ...entry.steps, ...entry.tags, ...(entry.ingredients ?? [])].join(' '))),
)

/** One token against one set of cues: its stem, or the whole word with a typo or two. */
function hits(token: string, stemmed: string, set: Cues): boolean {
  if (set.stems.has(stemmed)) return true
  if (vocabulary.has(token)) return false
  return set.nearWord(token)
}

const ACTIVITY = 3

/** Thanks in words other than "gratidão", which also names a practice. */
const thanksWords = new RegExp(
  ' (obrigada|valeu|agradeco|ajudou|amei|adorei|gostei|perfeito|otimo|maravilha|que bom|show|top|' +
    'deu certo|funcionou|brigadinha|me senti melhor) ',
)
const CONTEXT = 1

interface ContentScore {
  intent: ContentIntent
  score: number
}

/** Words whose stem meets a cue's by accident: "chão" is not "chá". */
const falseFriends = new Set(['chao'])

/** Walking words: the activity itself, or only when she does the practice she names ("respiração para a caminhada"). */
const walkingStem = searchTerms('caminhar')[0]
const practiceStems = new Set([...searchTerms('respiração meditação')])

/** Scores the three content intents; the best one with any score wins (ties: the first listed). */
function contentIntent(normalized: string): ContentScore | undefined {
  const tokens = [...new Set(normalized.trim().split(' '))].filter((token) => token !== '' && !falseFriends.has(token))
  const scores: Record<ContentIntent, number> = { meditation: 0, exercise: 0, recipe: 0 }
  const namesPractice = tokens.some((token) => practiceStems.has(termOfWord(token) ?? ''))
  for (const token of tokens) {
    const stemmed = termOfWord(token)
    if (stemmed === undefined) continue
    const when = namesPractice && stemmed === walkingStem
    for (const intent of contentIntents) {
      if (hits(token, stemmed, activityCues[intent])) scores[intent] += when ? CONTEXT : ACTIVITY
      else if (hits(token, stemmed, contextCues[intent])) scores[intent] += CONTEXT
    }
  }
  for (const intent of contentIntents) {
    for (const phrase of contentPhrases[intent]) if (phrase.test(normalized)) scores[intent] += ACTIVITY
    for (const phrase of contextPhrases[intent]) if (phrase.test(normalized)) scores[intent] += CONTEXT
  }
  let best: ContentScore | undefined
  for (const intent of contentIntents) {
    if (scores[intent] > 0 && (best === undefined || scores[intent] > best.score)) {
      best = { intent, score: scores[intent] }
    }
  }
  return best
}

/** She names an activity ("uma respiração", "receita"), not only a subject. */
export function asksForActivity(normalized: string): boolean {
  return (contentIntent(normalized)?.score ?? 0) >= ACTIVITY
}

/** She names an activity word itself ("respiração", "receita", "alongar"), not only a phrase about her state. */
export function namesActivity(normalized: string): boolean {
  return normalized
    .trim()
    .split(' ')
    .some((token) => {
      const stemmed = termOfWord(token)
      return stemmed !== undefined && contentIntents.some((intent) => hits(token, stemmed, activityCues[intent]))
    })
}

type SocialIntent = keyof typeof socialPatterns

function socialIntent(normalized: string): SocialIntent | undefined {
  const order: readonly SocialIntent[] = ['capabilities', 'thanks', 'greeting']
  return order.find((intent) => socialPatterns[intent].some((pattern) => pattern.test(normalized)))
}

/**
 * The intent of a message that is neither a crisis nor a health question. A thank-you or a laugh
 * that asks for nothing stays what it is ("obrigada pela receita!", "me mata de rir quando ela
 * dança"); otherwise a content request wins. `guess` is retrieval's opinion, used when no cue
 * word matched ("homus"), unless the subject is plainly another one (prices, football, e-mail).
 */
export function classifyIntent(normalized: string, question: boolean, guess: () => ContentIntent | undefined): Intent {
  if (aboutAssistantPattern.test(normalized)) return 'capabilities'
  const content = contentIntent(normalized)
  const social = socialIntent(normalized)
  const asks = question || requestPattern.test(normalized)
  // "uma meditação de gratidão" asks for a practice; "gratidão ❤️" alone thanks.
  const gratitudePractice = social === 'thanks' && !thanksWords.test(normalized) && (content?.score ?? 0) >= ACTIVITY
  if (!asks && social === 'thanks' && !gratitudePractice) return 'thanks'
  if (!asks && amusedPattern.test(normalized)) return 'out-of-scope'
  const offTopic = offTopicPattern.test(normalized)
  if (content && !(offTopic && content.score < ACTIVITY)) return content.intent
  if (social) return social
  if (offTopic) return 'out-of-scope'
  return guess() ?? (asksForAPause(normalized) ? 'meditation' : 'out-of-scope')
}

/**
 * "Algo que eu possa fazer?" with the baby in her arms, or with a minute to spare, asks for a
 * small practice, though it names none.
 */
function asksForAPause(normalized: string): boolean {
  return (
    pausePattern.test(normalized) &&
    (readHerBody(normalized) !== undefined || statedMinutes(normalized) !== undefined)
  )
}
