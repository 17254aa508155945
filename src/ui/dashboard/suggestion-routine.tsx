import { suggestionRoutineId, type DailySuggestion, type PartOfDay } from '../../data/daily'
import { playablesOf } from '../../data/playable-index'
import { RoutinePlayer } from '../player/routine-player'

interface SuggestionRoutineProps {
  partOfDay: PartOfDay
  /** As the dashboard shows it: in the order her goals ask. */
  suggestion: DailySuggestion
  onClose: () => void
}

/** The daily suggestion played as a routine (docs/product.md, Dashboard): loaded on 'Começar agora'. */
export function SuggestionRoutine({ partOfDay, suggestion, onClose }: SuggestionRoutineProps) {
  const routine = {
    id: suggestionRoutineId(partOfDay),
    title: suggestion.title,
    description: suggestion.description,
    activities: playablesOf(suggestion.activities.map((activity) => activity.id)),
  }
  return <RoutinePlayer request={{ routine, startedFrom: 'dashboard' }} onClose={onClose} />
}
