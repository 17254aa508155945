import type { ChatTurn } from '../contract/chat-api'
import { isFor, namedBodyArea } from './body-areas'
import { practiceFor } from './distress-reply'
import { distance, fitsHer } from './fits-her-body'
import { readHerBody, type HerBody } from './her-body'
import type { ContentIntent } from './intent-cues'
import { normalize } from './reading/normalize'
import type { IndexedEntry, LibraryIndex } from './library-index'
import { madeForTheNight, quietMoment, suitsQuiet } from './quiet-moment'
import { kindsOf, selectEntry, type Selection } from './select-entry'

/*
 * What to suggest, for her body as well as her words: an entry she can do as she is (the baby in
 * her arms, one hand free, lying down, a pain), for the part of her she named; when none of the
 * kind can be done that way, the closest, marked so the reply says so. At night or with the children
 * asleep, something quiet done sitting or lying (quiet-moment.ts); in distress with no request, a
 * calm practice, the one for anger only when she names anger.
 */

/** When she asks for something: what she asked and the moment she is in. */
export interface SelectOptions {
  minutes: number | undefined
  history: readonly ChatTurn[]
  /** The hour on her phone (0–23), when the caller knows it. */
  hour?: number | undefined
}

/** The practice for anger and the limit: offered when she names anger, never to a tiredness she did not call that. */
const ANGER_PRACTICE = 'pausa-para-raiva'
const namesAnger = / (raiva|irritad\w*|irritacao|explodir|explodindo|estourar|estourando|gritar|gritando|gritei|odio) /

export interface Chooser {
  /** For a request: `intent` is what she asked for. */
  select(normalized: string, intent: ContentIntent, options: SelectOptions): Selection
  /** In distress, when she asked for nothing: by what she feels, else by her words; always one she can do. */
  practice(concepts: readonly string[], normalized: string, hour?: number): Selection
}

export function createChooser(index: LibraryIndex): Chooser {
  // Each entry by its name as she would write it (two words at least: "Ponte" alone is a word, not a name).
  const byName = index.entries
    // In normal form, as the message: spaced at both ends, so only whole words match.
    .map((entry) => ({ entry, name: normalize(entry.title) }))
    .filter(({ name }) => name.trim().includes(' '))
    .sort((a, b) => b.name.length - a.name.length)
  // Read once: an entry's words do not change.
  const quietIds = new Set(index.entries.filter(suitsQuiet).map((entry) => entry.id))
  const isQuiet = (entry: IndexedEntry) => quietIds.has(entry.id)

  /** The entry she named (the one she sees on a screen, found by its name), whatever kind her other words suggest. */
  function named(normalized: string): IndexedEntry | undefined {
    return byName.find(({ name }) => normalized.includes(name))?.entry
  }

  function closest(normalized: string, intent: ContentIntent, her: HerBody, minutes: number | undefined): Selection {
    const { related } = selectEntry(index, normalized, intent, { minutes })
    const rank = (entry: IndexedEntry) => {
      const place = related.indexOf(entry)
      return place === -1 ? related.length : place
    }
    const ofKind = index.entries.filter((entry) => kindsOf[intent].includes(entry.kind))
    const [entry] = [...ofKind].sort((a, b) => distance(a.body, her) - distance(b.body, her) || rank(a) - rank(b))
    return { entry, related: entry ? [entry] : [], tooLong: false, her, noneFits: true }
  }

  function select(normalized: string, intent: ContentIntent, options: SelectOptions): Selection {
    const asked = named(normalized)
    const her = readHerBody(normalized, { forFood: intent === 'recipe' })
    if (asked) {
      return {
        entry: asked,
        related: [asked],
        tooLong: false,
        ...(her && { her, ...(!fitsHer(asked.body, her) && { noneFits: true }) }),
      }
    }
    // Quiet first; a recipe is not a practice, and where nothing of the kind is quiet, what there is.
    if (intent !== 'recipe' && quietMoment(normalized, options.hour)) {
      const quiet = selectFor(normalized, intent, options, her, true)
      if (quiet.entry && isQuiet(quiet.entry)) return quiet
    }
    return selectFor(normalized, intent, options, her, false)
  }

  /**
   * The best for her words, her body and her minutes; when `quiet`, only quiet ones, those made for
   * the night first.
   */
  function selectFor(
    normalized: string,
    intent: ContentIntent,
    { minutes, history }: SelectOptions,
    her: HerBody | undefined,
    quiet: boolean,
  ): Selection {
    const area = namedBodyArea(normalized)
    const allowed = quiet ? isQuiet : () => true
    const forArea = (entry: IndexedEntry) => !area || isFor(entry, area)
    const prefer =
      area || quiet ? { prefer: (entry: IndexedEntry) => forArea(entry) && (!quiet || madeForTheNight(entry)) } : {}
    if (!her) return selectEntry(index, normalized, intent, { minutes, history, ...prefer, only: allowed })
    const fitting = selectEntry(index, normalized, intent, {
      minutes,
      history,
      ...prefer,
      only: (entry) => allowed(entry) && fitsHer(entry.body, her),
    })
    return fitting.entry ? { ...fitting, her } : closest(normalized, intent, her, minutes)
  }

  function practice(concepts: readonly string[], normalized: string, hour?: number): Selection {
    const her = readHerBody(normalized)
    const quiet = quietMoment(normalized, hour)
    const calm = (entry: IndexedEntry) => entry.id !== ANGER_PRACTICE || namesAnger.test(normalized)
    const asSheIs = (entry: IndexedEntry) => (!her || fitsHer(entry.body, her)) && calm(entry)
    const canDo = (entry: IndexedEntry) => asSheIs(entry) && (!quiet || isQuiet(entry))
    const withHer = (selection: Selection): Selection => (her ? { ...selection, her } : selection)
    // Tired and her back hurts: a stretch for her back is the small thing that helps.
    const area = namedBodyArea(normalized)
    const forArea = area && select(normalized, 'exercise', { minutes: undefined, history: [], hour })
    if (area && forArea?.entry && !forArea.noneFits && isFor(forArea.entry, area)) return forArea
    // The learned model names no feeling ("distress:model"): her own words choose the practice.
    const named = concepts.map((concept) => concept.split(':')[1]).filter((concept) => concept !== 'model')
    // Where nothing quiet fits how she is, what fits her still comes before nothing.
    const byWords = () => {
      const quietOne = selectEntry(index, normalized, 'meditation', { only: canDo })
      return withHer(quietOne.entry ? quietOne : selectEntry(index, normalized, 'meditation', { only: asSheIs }))
    }
    if (named.length === 0) return byWords()
    for (const [concept, id] of practiceFor) {
      const entry = index.entries.find((candidate) => candidate.id === id)
      if (entry && canDo(entry) && (concept === '' || named.includes(concept))) return withHer({ entry, related: [entry], tooLong: false })
    }
    return byWords()
  }

  return { select, practice }
}
