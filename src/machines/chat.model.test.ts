import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, type SnapshotFrom } from 'xstate'
import type { ChatReply } from '../contract/chat-api'
import type { ChatMessage } from '../contract/chat-message'
import { APOLOGY, chatMachine, GREETING, type ChatInput, type ReplyRequest } from './chat.machine'
import { replayCoverage, uncovered, type Coverage } from './testing/graph-coverage'
import { chatInputs, chatPaths, describeChatPath, type ChatModelEvent } from './testing/models/chat.model'

type Snapshot = SnapshotFrom<typeof chatMachine>
type StateName = 'idle' | 'sending'

// What must hold in each state, whatever path led there.
const expectations = {
  idle: (s) => {
    expect(s.hasTag('busy')).toBe(false)
    expect(s.can({ type: 'message.send' })).toBe(s.context.draft.trim() !== '')
  },
  sending: (s) => {
    expect(s.hasTag('busy')).toBe(true)
    expect(s.can({ type: 'message.send' })).toBe(false)
    expect(s.context.messages.at(-1)?.sender).toBe('user')
  },
} satisfies Record<StateName, (snapshot: Snapshot) => void>

const NOW = Date.UTC(2025, 4, 12, 9, 30)
const never = fromPromise<ChatReply, ReplyRequest>(() => new Promise(() => {}))
type Seen = Pick<ChatMessage, 'sender' | 'text' | 'ajuda' | 'atividade'>
const pick = (messages: readonly ChatMessage[]): Seen[] => messages.map(({ sender, text, ajuda, atividade }) => ({ sender, text, ajuda, atividade }))

function run(input: ChatInput) {
  const requests: ReplyRequest[] = []
  const kept: ChatMessage[][] = []
  const keptDrafts: string[] = []
  let failures = 0
  const machine = chatMachine.provide({
    actors: {
      requestReply: fromPromise<ChatReply, ReplyRequest>(({ input: request }) => {
        requests.push(request)
        return new Promise(() => {})
      }),
    },
    actions: {
      persistHistory: (_, { messages }) => void kept.push([...messages]),
      persistDraft: (_, { draft }) => void keptDrafts.push(draft),
      notifyFailure: () => void failures++,
    },
  })
  const actor = createActor(machine, { input: { ...input, now: () => NOW } }).start()
  return { actor, requests, kept, keptDrafts, failures: () => failures }
}

describe.each(Object.entries(chatInputs))('chat machine (%s), paths generated from its graph', (_kind, input) => {
  const paths = chatPaths(input)

  it.each(paths.map((path) => [describeChatPath(path), path] as const))('%s', (_name, path) => {
    const { actor, requests, kept, keptDrafts, failures } = run(input)
    // The conversation she expects to see, built from the events alone.
    let expected = pick(input.history ?? [{ id: 1, text: GREETING, sender: 'ai', timestamp: NOW }])
    // A draft kept from her last visit comes back with its conversation.
    let draft = input.history ? (input.draft ?? '') : ''
    let expectedFailures = 0
    for (const [index, step] of path.steps.entries()) {
      const before = actor.getSnapshot()
      if (index > 0) actor.send(step.event)
      const event = step.event as ChatModelEvent
      if (event.type === 'draft.change') draft = event.value
      if (event.type === 'message.send' && before.matches('idle') && draft.trim()) {
        expected = [...expected, { sender: 'user', text: draft.trim() }]
        draft = ''
        const historico = expected.slice(-7, -1).map(({ sender, text }) => ({ sender, text }))
        expect(requests.at(-1)).toEqual({ mensagem: expected.at(-1)!.text, historico })
      }
      if (before.matches('sending')) {
        if (event.type === 'xstate.done.actor.reply') {
          const { resposta, ajuda, atividade } = event.output
          expected = [...expected, { sender: 'ai', text: resposta, ajuda, atividade }]
        }
        if (event.type === 'xstate.error.actor.reply' || event.type.startsWith('xstate.after.')) {
          expected = [...expected, { sender: 'ai', text: APOLOGY }]
          expectedFailures++
        }
      }
      if (event.type === 'chat.clear') {
        expected = [{ sender: 'ai', text: GREETING }]
        draft = ''
      }

      const snapshot = actor.getSnapshot()
      expect(snapshot.value).toEqual(step.state.value)
      expect(pick(snapshot.context.messages)).toEqual(expected)
      expect(snapshot.context.messages.map((m) => m.id)).toEqual(expected.map((_, i) => i + 1))
      expect(snapshot.context.draft).toBe(draft)
      // What is kept on the device is what the field shows: she never loses what she wrote.
      if (keptDrafts.length > 0) expect(keptDrafts.at(-1)).toBe(draft)
      expect(kept.at(-1)).toEqual(snapshot.context.messages)
      expect(failures()).toBe(expectedFailures)
      expectations[snapshot.value as StateName](snapshot)
    }
    actor.stop()
  })
})

describe('chat machine', () => {
  it('reaches every state and takes every transition', () => {
    const coverage: Coverage = { states: new Set(), transitions: new Set() }
    const inert = chatMachine.provide({ actors: { requestReply: never } })
    for (const input of Object.values(chatInputs)) replayCoverage(inert, chatPaths(input), input, coverage)
    expect(uncovered(chatMachine, coverage)).toEqual({ states: [], transitions: [] })
  })
})
