import type { AssistantReply } from '../contract/chat-message'
import { postChat, type PostChatOptions } from './post-chat'

/** fetch rejects with a TypeError when the request never reached a server (offline, DNS, refused). */
const isNetworkError = (error: unknown) => error instanceof TypeError

/**
 * The assistant's reply: from the server (postChat); without a connection (`navigator.onLine`
 * false, or a request that never reached it) from the same assistant run in the browser, marked
 * `semInternet`. A server that answered, even with an error, is not offline: its error stands
 * (the spec's toast and apology), and so does an abort (the 20 s wait).
 */
export async function askAssistant(mensagem: string, options: PostChatOptions = {}): Promise<AssistantReply> {
  const offline = async (): Promise<AssistantReply> => {
    const { answerOffline } = await import('./answer-offline')
    const hora = options.hora === undefined ? {} : { hora: options.hora }
    return { ...answerOffline({ mensagem, historico: options.historico ?? [], ...hora }), semInternet: true }
  }
  if (globalThis.navigator?.onLine === false) return offline()
  try {
    return await postChat(mensagem, options)
  } catch (error) {
    if (isNetworkError(error) && !options.signal?.aborted) return offline()
    throw error
  }
}
