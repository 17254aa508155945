import {
  defaultHelpCardTexts,
  HELP_CARD_TITLE,
  helpCardSectionIds,
  helpCardText,
  type HelpCardTexts,
} from '../data/help-card'
import { storageKeys } from './storage-keys'
import { readStored, removeStored, storedText, writeStored } from './stored-value'

/**
 * A section's limit: far above the default card (about 1,900 characters in all), and as long as the
 * one text the card was before sections, so a card kept then fits in its first section whole.
 */
export const HELP_CARD_SECTION_MAX_LENGTH = 4000

export const defaultHelpCardText = helpCardText(defaultHelpCardTexts)

export interface StoredHelpCard {
  /** What she wrote under each heading. */
  sections: HelpCardTexts
  /** The card as she will send it: one text. */
  text: string
  /** False while it is the app's default text. */
  edited: boolean
}

/**
 * A card kept as one text (version 1, before sections) goes whole into the first section, so
 * nothing she wrote is lost; its own title line goes, since the shared text puts the title back.
 */
function fromOneText(text: string): HelpCardTexts {
  const withoutTitle = text.startsWith(`${HELP_CARD_TITLE}\n`) || text === HELP_CARD_TITLE ? text.slice(HELP_CARD_TITLE.length).replace(/^\n+/, '') : text
  return { helps: withoutTitle, hands: '', words: '', calls: '' }
}

function sectionsFrom(value: unknown): HelpCardTexts | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const stored = value as Record<string, unknown>
  const texts = helpCardSectionIds.map((id) => stored[id])
  if (!texts.every((text) => typeof text === 'string' && text.length <= HELP_CARD_SECTION_MAX_LENGTH)) return null
  return Object.fromEntries(helpCardSectionIds.map((id, index) => [id, texts[index]])) as HelpCardTexts
}

/** The stored card's sections, or null when what is stored is not one (another version, damaged). */
export function parseHelpCard(value: unknown): HelpCardTexts | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const { version, text, sections } = value as Record<string, unknown>
  if (version === 1) return typeof text === 'string' && text.length <= HELP_CARD_SECTION_MAX_LENGTH ? fromOneText(text) : null
  return version === 2 ? sectionsFrom(sections) : null
}

let last: { raw: string | null; card: StoredHelpCard } | undefined

/** Her card (the default while she has not written hers): the same object while the stored value is the same. */
export function readHelpCard(): StoredHelpCard {
  const raw = storedText(storageKeys.helpCard)
  if (last?.raw !== raw) {
    const sections = readStored(storageKeys.helpCard, parseHelpCard)
    last = {
      raw,
      card:
        sections === null
          ? { sections: defaultHelpCardTexts, text: defaultHelpCardText, edited: false }
          : { sections, text: helpCardText(sections), edited: true },
    }
  }
  return last.card
}

/** Keeps her sections (each cut at the limit); false when the browser refuses to keep them. */
export function keepHelpCard(texts: HelpCardTexts): boolean {
  const sections = Object.fromEntries(helpCardSectionIds.map((id) => [id, texts[id].slice(0, HELP_CARD_SECTION_MAX_LENGTH)]))
  return writeStored(storageKeys.helpCard, { version: 2, sections })
}

/** 'Voltar ao texto sugerido': her text is gone, the default is back. */
export function resetHelpCard(): void {
  removeStored(storageKeys.helpCard)
}
