import type { DailySuggestion, SuggestedActivity } from './daily'
import type { MoodWord } from './mood'

/** What 'cansada' brings first: rest, lying down, that counts even without sleep (src/data/library/madrugada.ts). */
export const restActivity: SuggestedActivity = { id: 'descanso-deitada', title: 'Descansar deitada, mesmo sem dormir', kind: 'meditation', minutes: 3 }
/** What 'ansiosa' brings first when the suggestion has no breathing of its own. */
export const calmBreathing: SuggestedActivity = { id: 'respiracao-da-calma', title: 'Respiração da Calma', kind: 'breathing', minutes: 5 }

/** Why the suggestion changed, said under her words. */
export const moodNotes = {
  ansiosa: 'Por isso, a sugestão do dia começa com uma respiração.',
  cansada: 'Por isso, a sugestão do dia começa com descanso, sem exercício.',
  both: 'Por isso, a sugestão do dia começa com uma respiração e, depois, descanso.',
} as const

/** What her words changed in the day's suggestion, in one sentence; null when they changed nothing. */
export function moodNote(words: readonly MoodWord[]): string | null {
  const tired = words.includes('cansada')
  const anxious = words.includes('ansiosa')
  return tired && anxious ? moodNotes.both : tired ? moodNotes.cansada : anxious ? moodNotes.ansiosa : null
}

/**
 * The day's suggestion as her words of today shape it (docs/product.md, How she feels):
 * 'cansada' puts rest first and leaves out the exercise; 'ansiosa' puts a breathing first. Other
 * words, or none, leave it as it is.
 */
export function suggestionForMood(suggestion: DailySuggestion, words: readonly MoodWord[]): DailySuggestion {
  const tired = words.includes('cansada')
  const anxious = words.includes('ansiosa')
  if (!tired && !anxious) return suggestion
  let activities: SuggestedActivity[] = [...suggestion.activities]
  if (tired) activities = [restActivity, ...activities.filter((activity) => activity.kind !== 'exercise' && activity.id !== restActivity.id)]
  if (anxious) {
    const breathing = activities.filter((activity) => activity.kind === 'breathing')
    activities = [...(breathing.length > 0 ? breathing : [calmBreathing]), ...activities.filter((activity) => activity.kind !== 'breathing')]
  }
  return { ...suggestion, activities }
}
