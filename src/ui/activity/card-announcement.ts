import type { TutorialPosition } from '../../machines/tutorial'
import { spokenTime } from './timer-text'

interface AnnouncementInput {
  running: boolean
  paused: boolean
  completed: boolean
  position: TutorialPosition | undefined
  totalSeconds: number
  /** A recipe, moved on by her taps: no time is left to tell. */
  ledByHer?: boolean
}

/**
 * What the card's polite live region says. It changes only when the step or the status
 * changes, never with the seconds, so a screen reader is not talked over every second.
 */
export function cardAnnouncement({ running, paused, completed, position, totalSeconds, ledByHer = false }: AnnouncementInput): string {
  if (completed) return 'Atividade concluída!'
  if (paused) return 'Atividade pausada.'
  if (!running || !position) return ''
  const { index, total, current } = position
  // A library step has no title: its instruction is what she needs to hear.
  const step = `Passo ${index + 1} de ${total}: ${(current.title || current.instruction).replace(/\.$/, '')}.`
  return ledByHer ? step : `${step} Faltam ${spokenTime(totalSeconds - current.time)}.`
}
