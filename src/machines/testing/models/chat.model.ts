import type { AnyMachineSnapshot, EventFrom } from 'xstate'
import type { ChatReply } from '../../../contract/chat-api'
import type { ChatMessage } from '../../../contract/chat-message'
import { helpLines } from '../../../data/help-lines'
import { chatMachine, type ChatInput } from '../../chat.machine'
import { generatePaths } from '../generate-paths'

type ChatEvent = EventFrom<typeof chatMachine>

/** The user's events plus the request's results and the timer's end, as XState raises them. */
export type ChatModelEvent =
  | ChatEvent
  | { type: 'xstate.done.actor.reply'; output: ChatReply }
  | { type: 'xstate.error.actor.reply'; error: Error }
  | { type: `xstate.after.${string}` }

/** A reply that suggests one of the app's activities. */
export const REPLY: ChatReply = {
  resposta: 'Alongamento de pescoço (3 minutos). Alivia a nuca dura de tanto olhar para o bebê e para o celular.',
  atividade: { id: 'alongamento-pescoco', titulo: 'Alongamento de pescoço', minutos: 3 },
}
/** A reply that comes with help to show under it. */
export const REPLY_WITH_HELP: ChatReply = {
  resposta: 'Sinto muito que você esteja sentindo tanta dor. Você não está sozinha.',
  ajuda: [helpLines.cvv, helpLines.cvvChat, helpLines.samu],
}
export const TYPED = 'Quero um exercício rápido'

export const chatEvents = [
  { type: 'draft.change', value: TYPED },
  { type: 'draft.change', value: '   ' },
  { type: 'message.send' },
  { type: 'chat.clear' },
  { type: 'xstate.done.actor.reply', output: REPLY },
  { type: 'xstate.done.actor.reply', output: REPLY_WITH_HELP },
  { type: 'xstate.error.actor.reply', error: new Error('Erro ao obter resposta') },
  { type: 'xstate.after.requestTimeout.chat.sending' },
] as const satisfies ReadonlyArray<ChatModelEvent>

/** A conversation kept on the device from an earlier visit. */
export const storedConversation: ChatMessage[] = [
  { id: 1, text: 'Olá! Eu sou a assistente do Momento Mãe.', sender: 'ai', timestamp: Date.UTC(2025, 4, 10, 12, 0) },
  { id: 2, text: 'Tenho 10 minutos, o que faço?', sender: 'user', timestamp: Date.UTC(2025, 4, 10, 12, 1) },
  { id: 3, text: 'Uma respiração 4-6 cabe direitinho.', sender: 'ai', timestamp: Date.UTC(2025, 4, 10, 12, 1) },
]

export const chatInputs: Record<'fresh' | 'stored' | 'storedWithDraft', ChatInput> = {
  fresh: { history: null },
  stored: { history: storedConversation },
  storedWithDraft: { history: storedConversation, draft: 'Ainda estou escrevendo' },
}

// What the guards read (is there a draft?) and what the screen shows differently (only the
// greeting, or a conversation), not the growing message list, so the graph stays finite.
export const serializeChatState = (snapshot: AnyMachineSnapshot) => {
  const { draft, messages } = snapshot.context as { draft: string; messages: ChatMessage[] }
  return JSON.stringify({ value: snapshot.value, draft: draft.trim() !== '', fresh: messages.length === 1 })
}

const isRequestEvent = (type: string) => type.startsWith('xstate.done.actor.') || type.startsWith('xstate.error.actor.') || type.startsWith('xstate.after.')

/**
 * Paths that enter every state and take every transition. The graph also tries the request's
 * results where no request is on its way; those cannot happen (and an unhandled actor error
 * would stop the machine), so such paths are left out.
 */
export function chatPaths(input: ChatInput) {
  const paths = generatePaths(chatMachine, {
    events: chatEvents as ReadonlyArray<ChatEvent>,
    input,
    serializeState: serializeChatState,
    simple: false,
  })
  return paths.filter((path) =>
    path.steps.every((step, i) => i === 0 || !isRequestEvent(step.event.type) || path.steps[i - 1]!.state.matches('sending')),
  )
}

export function describeChatPath(path: { steps: ReadonlyArray<{ event: { type: string; output?: unknown } }> }): string {
  const withHelp = (output: unknown) => typeof output === 'object' && output !== null && 'ajuda' in output
  const name = (event: { type: string; value?: string; output?: unknown }) =>
    event.type === 'draft.change'
      ? `draft.change(${event.value?.trim() ? 'texto' : 'em branco'})`
      : withHelp(event.output)
        ? 'reply.done(com ajuda)'
        : event.type.replace(/^xstate\.(done|error)\.actor\.reply$/, 'reply.$1').replace(/^xstate\.after\.(\w+)\..*$/, 'after.$1')
  return path.steps.slice(1).map(({ event }) => name(event)).join(' → ') || 'início'
}
