import type { DailySuggestion, SuggestedActivity } from './daily'
import type { MoodWord } from './mood'

/** What 'cansada' brings first: rest, lying down, that counts even without sleep (src/data/library/madrugada.ts). */
export const restActivity: SuggestedActivity = { id: 'descanso-deitada', title: 'Descansar deitada, mesmo sem dormir', kind: 'meditation' }
/** What 'ansiosa' brings first when the suggestion has no breathing of its own. */
export const calmBreathing: SuggestedActivity = { id: 'respiracao-da-calma', title: 'Respiração da Calma', kind: 'breathing' }

/** Why the suggestion changed, said on its card. */
export const moodNotes = {
  ansiosa: 'Você disse que está ansiosa: a respiração vem primeiro.',
  cansada: 'Você disse que está cansada: hoje, descanso primeiro e nada de esforço.',
  both: 'Você disse que está cansada e ansiosa: primeiro respirar, depois descansar.',
} as const

export interface MoodShapedSuggestion extends DailySuggestion {
  /** Why it is not the usual one; absent when her words changed nothing. */
  moodNote?: string
}

/**
 * The day's suggestion as her words of today shape it (docs/product.md, How she feels):
 * 'cansada' puts rest first and leaves out the exercise; 'ansiosa' puts a breathing first. Other
 * words, or none, leave it as it is.
 */
export function suggestionForMood(suggestion: DailySuggestion, words: readonly MoodWord[]): MoodShapedSuggestion {
  const tired = words.includes('cansada')
  const anxious = words.includes('ansiosa')
  if (!tired && !anxious) return suggestion
  let activities: SuggestedActivity[] = [...suggestion.activities]
  if (tired) activities = [restActivity, ...activities.filter((activity) => activity.kind !== 'exercise' && activity.id !== restActivity.id)]
  if (anxious) {
    const breathing = activities.filter((activity) => activity.kind === 'breathing')
    activities = [...(breathing.length > 0 ? breathing : [calmBreathing]), ...activities.filter((activity) => activity.kind !== 'breathing')]
  }
  return { ...suggestion, activities, moodNote: tired && anxious ? moodNotes.both : tired ? moodNotes.cansada : moodNotes.ansiosa }
}
