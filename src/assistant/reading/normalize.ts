import { chatSpelling, emojiWords, laughter } from './chat-spelling'
import { remembered } from './remembered'

/**
 * One normal form for everything the assistant matches: what she types and what the library says.
 * Lowercase, accents folded, punctuation gone, repeated letters squeezed ("socorrooo" and
 * "socorro" both become "socoro"), numbers split from units ("5min" → "5 min") and the
 * abbreviations of chat Portuguese expanded ("vc" → "voce", "bb" → "bebe"), laughter in any
 * spelling made one token ("kkkk", "rsrs" → "risos"), and the emojis that mean something made words
 * ("🔪" → "faca", "😂" → "risos").
 */

/** Lowercase, accents folded (ç → c, ã → a); everything that is not a letter or digit becomes a space. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
}

/** Any run of one letter becomes one letter: "muuuito" → "muito", "socorro" → "socoro". */
export function squeeze(token: string): string {
  return token.replace(/([a-z])\1+/g, '$1')
}

const expand = remembered((token: string): string => {
  if (laughter.test(token)) return 'risos'
  const known = chatSpelling[token] ?? chatSpelling[squeeze(token)]
  return squeeze(known ?? token)
})

const inNormalForm = /^[a-z0-9 ]*$/
const anyEmoji = new RegExp(emojiWords.map(([emoji]) => emoji.source).join('|'), 'u')

function emojisAsWords(text: string): string {
  let result = text
  for (const [emoji, word] of emojiWords) result = result.replace(emoji, word)
  return result
}

/** An ellipsis ("sumir... pro spa") often takes back what came before it: kept as a word when asked. */
const ellipsis = /(\.\s*){3,}|…/g
const anEllipsis = new RegExp(ellipsis.source)

/** The tokens of a text in normal form (see the file comment). */
function tokensOf(text: string, keepEllipsis: boolean): readonly string[] {
  const marked = keepEllipsis ? text.replace(ellipsis, ' reticencias ') : text
  // A text in normal form already (the assistant's own, searched again) is its own fold.
  const folded = inNormalForm.test(marked) ? marked : fold(anyEmoji.test(marked) ? emojisAsWords(marked) : marked)
  const spaced = folded
    .replace(/(\d)([a-z])/g, '$1 $2')
    .replace(/([a-z])(\d)/g, '$1 $2')
  const tokens: string[] = []
  for (const raw of spaced.split(' ')) {
    if (raw === '') continue
    for (const part of expand(raw).split(' ')) tokens.push(part)
  }
  return tokens
}

/**
 * The last few texts read, in each form: one turn of the chat reads her message, and its normal
 * form, several times.
 */
const recent = { plain: new Map<string, readonly string[]>(), keepingEllipsis: new Map<string, readonly string[]>() }
const RECENT_TEXTS = 4

/** The tokens of a text in normal form (see the file comment). */
export function normalizeTokens(
  text: string,
  { keepEllipsis = false }: { keepEllipsis?: boolean } = {},
): readonly string[] {
  // Without an ellipsis in it, a text has one normal form.
  const marking = keepEllipsis && anEllipsis.test(text)
  const known = marking ? recent.keepingEllipsis : recent.plain
  const tokens = known.get(text) ?? tokensOf(text, marking)
  if (!known.has(text)) {
    if (known.size >= RECENT_TEXTS) known.delete(known.keys().next().value!)
    known.set(text, tokens)
  }
  return tokens
}

/**
 * The normal form as one string with a space at each end, so patterns can use spaces as word
 * boundaries: " quero me matar ".
 */
export function normalize(text: string, options: { keepEllipsis?: boolean } = {}): string {
  const tokens = normalizeTokens(text, options)
  return tokens.length === 0 ? ' ' : ` ${tokens.join(' ')} `
}
