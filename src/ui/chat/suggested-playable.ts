import type { ChatActivity } from '../../contract/chat-api'
import { playableFromLibrary, type Playable } from '../../data/playable'

/**
 * The library entry a reply suggested, ready for the player; undefined if this version of the app
 * does not have it (a reply from a newer server). The library is fetched on her tap: the chat
 * screen's first load does not carry it.
 */
export async function suggestedPlayable(activity: ChatActivity): Promise<Playable | undefined> {
  const { library } = await import('../../data/library/library')
  const entry = library.find((candidate) => candidate.id === activity.id)
  return entry && playableFromLibrary(entry)
}
