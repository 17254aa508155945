import type { ChatActivity } from '../../contract/chat-api'
import { playableFromLibrary, type Playable } from '../../data/playable'

/** How the assistant names an activity of the app's own that no library entry holds (src/assistant/library-index.ts). */
const APP_PREFIX = 'app-'

/**
 * The activity a reply suggested, ready for the player: a library entry, or one of the app's own
 * (a dashboard card, a sample card of Meu Plano); undefined if this version of the app does not have
 * it (a reply from a newer server). What it needs is fetched on her tap: the chat screen's first
 * load does not carry it.
 */
export async function suggestedPlayable(activity: ChatActivity): Promise<Playable | undefined> {
  const { library } = await import('../../data/library/library')
  const entry = library.find((candidate) => candidate.id === activity.id)
  if (entry) return playableFromLibrary(entry)
  if (!activity.id.startsWith(APP_PREFIX)) return undefined
  const { playablesOf } = await import('../../data/playable-index')
  return playablesOf([activity.id.slice(APP_PREFIX.length)])[0]
}
