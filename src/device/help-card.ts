import { defaultHelpCard, helpCardText } from '../data/help-card'
import { storageKeys } from './storage-keys'
import { readStored, removeStored, storedText, writeStored } from './stored-value'

/** Far above the default card (about 1,700 characters): a message, not a letter. */
export const HELP_CARD_MAX_LENGTH = 4000

export const defaultHelpCardText = helpCardText(defaultHelpCard)

export interface StoredHelpCard {
  /** The card as she will send it. */
  text: string
  /** False while it is the app's default text. */
  edited: boolean
}

/** The stored card's text, or null when what is stored is not one (another version, damaged). */
export function parseHelpCard(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const { version, text } = value as Record<string, unknown>
  return version === 1 && typeof text === 'string' && text.length <= HELP_CARD_MAX_LENGTH ? text : null
}

let last: { raw: string | null; card: StoredHelpCard } | undefined

/** Her card (the default while she has not written hers): the same object while the stored text is the same. */
export function readHelpCard(): StoredHelpCard {
  const raw = storedText(storageKeys.helpCard)
  if (last?.raw !== raw) {
    const text = readStored(storageKeys.helpCard, parseHelpCard)
    last = { raw, card: text === null ? { text: defaultHelpCardText, edited: false } : { text, edited: true } }
  }
  return last.card
}

/** Keeps her text (cut at the limit); false when the browser refuses to keep it. */
export function keepHelpCard(text: string): boolean {
  return writeStored(storageKeys.helpCard, { version: 1, text: text.slice(0, HELP_CARD_MAX_LENGTH) })
}

/** 'Voltar ao texto sugerido': her text is gone, the default is back. */
export function resetHelpCard(): void {
  removeStored(storageKeys.helpCard)
}
