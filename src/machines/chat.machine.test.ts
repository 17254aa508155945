import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { MAX_MESSAGE_CHARS, type ChatReply } from '../contract/chat-api'
import { MAX_KEPT_MESSAGES, type AssistantReply, type ChatMessage } from '../contract/chat-message'
import {
  APOLOGY,
  chatMachine,
  GREETING,
  HISTORY_SENT,
  type ReplyRequest,
} from './chat.machine'

const conversation = (count: number): ChatMessage[] =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    text: `mensagem ${i + 1}`,
    sender: i % 2 ? 'user' : 'ai',
    timestamp: 1_700_000_000_000 + i,
  }))

function start(history: ChatMessage[] | null = null) {
  const signals: AbortSignal[] = []
  const requests: ReplyRequest[] = []
  const failures = vi.fn()
  const machine = chatMachine.provide({
    actors: {
      requestReply: fromPromise<ChatReply, ReplyRequest>(({ input, signal }) => {
        signals.push(signal)
        requests.push(input)
        return new Promise(() => {})
      }),
    },
    actions: { notifyFailure: failures },
  })
  const actor = createActor(machine, { input: { history, now: () => 42 } }).start()
  const say = (text: string) => {
    actor.send({ type: 'draft.change', value: text })
    actor.send({ type: 'message.send' })
  }
  return { actor, signals, requests, failures, say }
}

describe('chat machine', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('starts with the greeting, which offers exercises, meditations and recipes', () => {
    const { actor } = start()
    expect(actor.getSnapshot().context.messages).toEqual([{ id: 1, text: GREETING, sender: 'ai', timestamp: 42 }])
    expect(GREETING).toMatch(/exercícios rápidos, meditações guiadas e receitas saudáveis/)
  })

  it('gives up after 20 s: the request is aborted, the apology appended, the failure raised', () => {
    const { actor, signals, failures, say } = start()
    say('Oi')
    vi.advanceTimersByTime(19_999)
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(signals[0]?.aborted).toBe(false)
    vi.advanceTimersByTime(1)
    expect(actor.getSnapshot().value).toBe('idle')
    expect(signals[0]?.aborted).toBe(true)
    expect(actor.getSnapshot().context.messages.at(-1)?.text).toBe(APOLOGY)
    expect(failures).toHaveBeenCalledTimes(1)
  })

  it('aborts the request when the screen goes away', () => {
    const { actor, signals, say } = start()
    say('Oi')
    actor.stop()
    expect(signals[0]?.aborted).toBe(true)
  })

  it('sends the trimmed text with the last few messages as historico', () => {
    const { requests, say } = start(conversation(10))
    say(`  ${'á'.repeat(10)}  `)
    expect(requests[0]?.mensagem).toBe('á'.repeat(10))
    expect(requests[0]?.historico).toEqual(conversation(10).slice(-HISTORY_SENT).map(({ sender, text }) => ({ sender, text })))
  })

  it('cuts over-long earlier messages to what the server accepts', () => {
    const long = { id: 1, text: 'x'.repeat(MAX_MESSAGE_CHARS + 500), sender: 'ai' as const, timestamp: 1 }
    const { requests, say } = start([long])
    say('Oi')
    expect(requests[0]?.historico[0]?.text).toHaveLength(MAX_MESSAGE_CHARS)
  })

  it(`keeps at most ${MAX_KEPT_MESSAGES} messages, dropping the oldest`, () => {
    const { actor, say } = start(conversation(MAX_KEPT_MESSAGES + 20))
    expect(actor.getSnapshot().context.messages).toHaveLength(MAX_KEPT_MESSAGES)
    say('Oi')
    const messages = actor.getSnapshot().context.messages
    expect(messages).toHaveLength(MAX_KEPT_MESSAGES)
    expect(messages.at(-1)).toMatchObject({ id: MAX_KEPT_MESSAGES + 21, text: 'Oi', sender: 'user' })
    expect(messages[0]?.text).toBe('mensagem 22')
  })

  it('clearing while waiting drops the request and starts over with the greeting', () => {
    const { actor, signals, failures, say } = start(conversation(4))
    say('Oi')
    actor.send({ type: 'chat.clear' })
    expect(signals[0]?.aborted).toBe(true)
    expect(actor.getSnapshot().context.messages.map((m) => m.text)).toEqual([GREETING])
    vi.advanceTimersByTime(60_000)
    expect(failures).not.toHaveBeenCalled()
  })

  it("keeps a reply written without a connection marked 'respondido sem internet', and raises no failure", async () => {
    const failures = vi.fn()
    const machine = chatMachine.provide({
      actors: {
        requestReply: fromPromise<AssistantReply, ReplyRequest>(async () => ({ resposta: 'Que tal 5 minutos?', semInternet: true })),
      },
      actions: { notifyFailure: failures },
    })
    const actor = createActor(machine, { input: { history: null, now: () => 42 } }).start()
    actor.send({ type: 'draft.change', value: 'quero fazer um alongamento' })
    actor.send({ type: 'message.send' })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('idle'))
    expect(actor.getSnapshot().context.messages.at(-1)).toEqual({ id: 3, text: 'Que tal 5 minutos?', sender: 'ai', timestamp: 42, semInternet: true })
    expect(failures).not.toHaveBeenCalled()
  })
})
