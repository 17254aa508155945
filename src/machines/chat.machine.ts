import { assign, fromPromise, setup, type PromiseActorLogic } from 'xstate'
import { MAX_MESSAGE_CHARS, type ChatTurn } from '../contract/chat-api'
import { MAX_KEPT_MESSAGES, type AssistantReply, type ChatMessage } from '../contract/chat-message'

export interface ReplyRequest {
  mensagem: string
  historico: ChatTurn[]
}

/** How a reply is fetched; tests and the screen's tests give their own. */
export type ReplyLogic = PromiseActorLogic<AssistantReply, ReplyRequest>

export interface ChatInput {
  /** The conversation kept on the device, if any. */
  history: readonly ChatMessage[] | null
  /** What she was writing in this conversation when she left, kept on the device. */
  draft?: string
  /** The clock; tests pass their own. */
  now?: () => number
}

type ChatEvent = { type: 'draft.change'; value: string } | { type: 'message.send' } | { type: 'chat.clear' }

export const GREETING =
  'Olá! Eu sou a assistente do Momento Mãe. Posso sugerir exercícios rápidos, meditações guiadas e receitas saudáveis que cabem na sua rotina. Me conte: quanto tempo você tem agora e do que está precisando?'
export const APOLOGY = 'Desculpe, não consegui processar sua mensagem no momento. Por favor, tente novamente.'
/** Earlier messages sent as context with each question. */
export const HISTORY_SENT = 6

const greeting = (now: number): ChatMessage[] => [{ id: 1, text: GREETING, sender: 'ai', timestamp: now }]

function append(
  messages: readonly ChatMessage[],
  sender: ChatMessage['sender'],
  text: string,
  now: number,
  { ajuda, atividade, semInternet }: Pick<ChatMessage, 'ajuda' | 'atividade' | 'semInternet'> = {},
) {
  const id = (messages.at(-1)?.id ?? 0) + 1
  const message: ChatMessage = {
    id,
    text,
    sender,
    timestamp: now,
    ...(ajuda?.length && { ajuda }),
    ...(atividade && { atividade }),
    ...(semInternet && { semInternet }),
  }
  return [...messages, message].slice(-MAX_KEPT_MESSAGES)
}

// Every change to the draft is kept; it belongs to the conversation, so clearing one empties it.
const keepDraft = { type: 'persistDraft', params: ({ context }: { context: { draft: string } }) => ({ draft: context.draft }) } as const

/**
 * The conversation with the assistant (docs/product.md, Chat): idle ⇄ sending. A blank draft, or a
 * send while a reply is on its way, is ignored. A reply keeps the help lines and the activity it came with. The
 * reply is an invoked request that is aborted when the screen goes away or the wait passes 20 s
 * (without a connection its default answers from the browser, marked `semInternet`: no failure);
 * any failure ends in the apology and the error toast, which the UI shows through
 * `notifyFailure`. Keeping the conversation on the device is `persistHistory`, and keeping what she
 * is writing is `persistDraft` (emptied when it is sent or the conversation is cleared), both the UI's.
 */
export const chatMachine = setup({
  types: {
    input: {} as ChatInput,
    context: {} as { messages: ChatMessage[]; draft: string; now: () => number },
    events: {} as ChatEvent,
  },
  actors: {
    // Inert default, a reply that never comes: the chat screen provides the real request
    // (src/ui/chat/reply-actor.ts); tests give their own.
    requestReply: fromPromise<AssistantReply, ReplyRequest>(() => new Promise(() => {})),
  },
  actions: {
    setDraft: assign({ draft: ({ event }) => (event.type === 'draft.change' ? event.value : '') }),
    appendUserMessage: assign({
      messages: ({ context }) => append(context.messages, 'user', context.draft.trim(), context.now()),
      draft: '',
    }),
    appendReply: assign({
      messages: ({ context }, reply: AssistantReply) => append(context.messages, 'ai', reply.resposta, context.now(), reply),
    }),
    appendApology: assign({ messages: ({ context }) => append(context.messages, 'ai', APOLOGY, context.now()) }),
    resetConversation: assign({ messages: ({ context }) => greeting(context.now()), draft: '' }),
    persistHistory: (_, _params: { messages: readonly ChatMessage[] }) => {},
    persistDraft: (_, _params: { draft: string }) => {},
    notifyFailure: () => {},
  },
  guards: {
    hasDraft: ({ context }) => context.draft.trim() !== '',
  },
  delays: {
    requestTimeout: 20_000,
  },
}).createMachine({
  id: 'chat',
  context: ({ input }) => {
    const now = input.now ?? Date.now
    const kept = input.history?.slice(-MAX_KEPT_MESSAGES) ?? []
    return { messages: kept.length > 0 ? kept : greeting(now()), draft: kept.length > 0 ? (input.draft ?? '') : '', now }
  },
  initial: 'idle',
  on: {
    'draft.change': { actions: ['setDraft', keepDraft] },
  },
  states: {
    // Every change to the conversation ends by entering idle or sending, so both keep it.
    idle: {
      entry: { type: 'persistHistory', params: ({ context }) => ({ messages: context.messages }) },
      on: {
        'message.send': { guard: 'hasDraft', target: 'sending', actions: ['appendUserMessage', keepDraft] },
        'chat.clear': { target: 'idle', reenter: true, actions: ['resetConversation', keepDraft] },
      },
    },
    sending: {
      tags: ['busy'],
      entry: { type: 'persistHistory', params: ({ context }) => ({ messages: context.messages }) },
      invoke: {
        id: 'reply',
        src: 'requestReply',
        input: ({ context }) => ({
          mensagem: context.messages.at(-1)!.text,
          historico: context.messages
            .slice(-HISTORY_SENT - 1, -1)
            .map(({ sender, text }) => ({ sender, text: text.slice(0, MAX_MESSAGE_CHARS) })),
        }),
        onDone: { target: 'idle', actions: { type: 'appendReply', params: ({ event }) => event.output } },
        onError: { target: 'idle', actions: ['appendApology', 'notifyFailure'] },
      },
      after: {
        requestTimeout: { target: 'idle', actions: ['appendApology', 'notifyFailure'] },
      },
      on: {
        // Clearing mid-request drops the request with the conversation it belonged to.
        'chat.clear': { target: 'idle', actions: ['resetConversation', keepDraft] },
      },
    },
  },
})
