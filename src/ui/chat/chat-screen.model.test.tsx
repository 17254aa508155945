import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fromPromise } from 'xstate'
import { helpLineTarget, type ChatActivity, type ChatReply, type HelpLine } from '../../contract/chat-api'
import { storageKeys } from '../../device/storage-keys'
import { APOLOGY, GREETING, type ChatInput, type ReplyRequest } from '../../machines/chat.machine'
import { chatMachine } from '../../machines/chat.machine'
import { transitionCoveringPaths } from '../../machines/testing/covering-paths'
import { chatEvents, chatInputs, chatPaths, describeChatPath, serializeChatState, type ChatModelEvent } from '../../machines/testing/models/chat.model'
import { helpLineName } from '../help/help-line-links'
import { renderScreen } from '../testing/render'
import { ChatScreen } from './chat-screen'

type User = ReturnType<typeof userEvent.setup>
type Line = { sender: 'ai' | 'user'; text: string; ajuda?: HelpLine[]; atividade?: ChatActivity }

/** Replies she is waiting for, answered by the test (the real request is tested in src/api). */
function pendingReplies() {
  const waiting: { resolve: (reply: ChatReply) => void; reject: (error: Error) => void }[] = []
  const logic = fromPromise<ChatReply, ReplyRequest>(
    () => new Promise<ChatReply>((resolve, reject) => void waiting.push({ resolve, reject })),
  )
  return { logic, latest: () => waiting.at(-1)! }
}

// Found by label rather than by role here: role queries are slow in jsdom and these run at
// every step of every path (chat-screen.test.tsx checks the roles and names).
const field = () => screen.getByLabelText('Mensagem para a assistente')
const sendButton = () => screen.getByLabelText('Enviar mensagem')
const log = () => screen.getByLabelText('Conversa com a assistente')

// How she (or the network, or the clock) causes each event.
const perform = {
  'draft.change': async (user, event) => {
    await user.clear(field())
    if (event.type === 'draft.change' && event.value) await user.type(field(), event.value)
  },
  // On a fresh screen she presses Enter; with a conversation she taps the send button.
  'message.send': async (user, _event, kind) => {
    if (kind === 'fresh') await user.type(field(), '{Enter}')
    else await user.click(sendButton())
  },
  // She is asked first ('Limpar conversa?') and confirms.
  'chat.clear': async (user) => {
    await user.click(screen.getByRole('button', { name: 'Limpar conversa' }))
    // The first time, the dialog's code is fetched then.
    await user.click(await screen.findByRole('button', { name: 'Limpar' }, { timeout: 10_000 }))
  },
  'xstate.done.actor.reply': async (_user, event, _kind, replies) => {
    if (event.type === 'xstate.done.actor.reply') await act(async () => replies.latest().resolve(event.output))
  },
  'xstate.error.actor.reply': async (_user, _event, _kind, replies) => {
    await act(async () => replies.latest().reject(new Error('Erro ao obter resposta')))
  },
  'xstate.after.requestTimeout.chat.sending': async () => {
    act(() => vi.advanceTimersByTime(20_000))
  },
} satisfies Record<
  (typeof chatEvents)[number]['type'],
  (user: User, event: ChatModelEvent, kind: string, replies: ReturnType<typeof pendingReplies>) => Promise<unknown>
>

// A help line as she sees it (what it does, and the number to call) and as it works (its link).
const seenText = (line: HelpLine) => `${line.rotulo} ${'tel' in line ? line.tel : ''}`
const link = (line: HelpLine) => ['tel' in line ? `tel:${line.tel}` : helpLineTarget(line), helpLineName(line)]

// What she was writing is kept on the device as the field shows it; nothing once it is empty.
function expectKeptDraft(draft: string) {
  const kept = localStorage.getItem(storageKeys.chatDraft)
  expect(kept === null ? '' : (JSON.parse(kept) as { text: string }).text).toBe(draft)
}

function expectConversation(expected: Line[]) {
  const shown = [...log().querySelectorAll('li')].filter((item) => item.querySelector('time'))
  expect(shown.map((item) => item.textContent)).toEqual(
    expected.map(
      ({ sender, text, ajuda = [], atividade }) =>
        `${sender === 'ai' ? 'Assistente disse:' : 'Você disse:'}${text}09:30${ajuda.map(seenText).join('')}${atividade ? ' Fazer agora' : ''}`,
    ),
  )
  // 'Fazer agora' under each reply that suggests an activity, named for it.
  expect(shown.map((item) => item.querySelector('button')?.getAttribute('aria-label'))).toEqual(
    expected.map(({ atividade }) => atividade && `Fazer agora: ${atividade.titulo}, ${atividade.minutos} minutos`),
  )
  expect(shown.map((item) => [...item.querySelectorAll('a')].map((a) => [a.getAttribute('href'), a.getAttribute('aria-label')]))).toEqual(
    expected.map(({ ajuda = [] }) => ajuda.map(link)),
  )
  const kept = JSON.parse(localStorage.getItem(storageKeys.chatHistory) ?? '[]') as Line[]
  expect(kept.map(({ sender, text, ajuda, atividade }) => ({ sender, text, ajuda, atividade }))).toEqual(expected)
}

// What she sees in each state.
const shows = {
  idle: (expected: Line[], draft: string) => {
    expectConversation(expected)
    expect(field()).toHaveValue(draft)
    expectKeptDraft(draft)
    expect(sendButton()).not.toHaveAttribute('data-loading')
    if (draft.trim()) expect(sendButton()).toBeEnabled()
    else expect(sendButton()).toBeDisabled()
    expect(screen.queryByText('A assistente está escrevendo…')).toBeNull()
    const chips = screen.queryByLabelText('Sugestões para começar')
    if (expected.length === 1) expect(chips).toBeVisible()
    else expect(chips).toBeNull()
  },
  sending: (expected: Line[], draft: string) => {
    expectConversation(expected)
    expect(field()).toHaveValue(draft)
    expectKeptDraft(draft)
    expect(sendButton()).toHaveAttribute('data-loading')
    expect(sendButton()).toBeDisabled()
    expect(within(log()).getByText('A assistente está escrevendo…')).toBeInTheDocument()
    expect(screen.queryByLabelText('Sugestões para começar')).toBeNull()
  },
} satisfies Record<'idle' | 'sending', (expected: Line[], draft: string) => void>

function expectErrorToast() {
  const alert = screen.getByRole('alert')
  expect(within(alert).getByText('Erro')).toBeVisible()
  expect(within(alert).getByText('Não foi possível conectar com a assistente. Verifique se o servidor está rodando.')).toBeVisible()
}

describe.each(Object.entries(chatInputs))('chat screen (%s), the machine paths replayed by a user', (kind, input: ChatInput) => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date(2025, 4, 12, 9, 30) })
    // Testing Library only advances its own 0 ms wait under Jest's fake timers.
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) })
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it.each(transitionCoveringPaths(chatMachine, chatPaths(input), serializeChatState).map((path) => [describeChatPath(path), path] as const))('%s', async (_name, path) => {
    const stored = (input.history ?? []).map((m) => ({ ...m, timestamp: Date.now() }))
    if (stored.length) localStorage.setItem(storageKeys.chatHistory, JSON.stringify(stored))
    if (input.draft) localStorage.setItem(storageKeys.chatDraft, JSON.stringify({ version: 1, text: input.draft }))
    const replies = pendingReplies()
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, delay: null })
    renderScreen(() => <ChatScreen requestReply={replies.logic} />, { path: '/chat' })
    await screen.findByText('Chat com Assistente IA')

    let expected: Line[] = stored.length ? stored.map(({ sender, text }) => ({ sender, text })) : [{ sender: 'ai', text: GREETING }]
    let draft = input.draft ?? ''
    for (const [index, step] of path.steps.entries()) {
      const event = step.event as ChatModelEvent
      const wasSending = index > 0 && path.steps[index - 1]!.state.matches('sending')
      if (index > 0) await perform[event.type as keyof typeof perform](user, event, kind, replies)
      if (event.type === 'draft.change') draft = event.value
      if (event.type === 'message.send' && !wasSending && draft.trim()) {
        expected = [...expected, { sender: 'user', text: draft.trim() }]
        draft = ''
      }
      if (event.type === 'xstate.done.actor.reply') {
        const { resposta, ajuda, atividade } = event.output
        expected = [...expected, { sender: 'ai', text: resposta, ajuda, atividade }]
      }
      const failed = event.type === 'xstate.error.actor.reply' || event.type.startsWith('xstate.after.')
      if (failed) expected = [...expected, { sender: 'ai', text: APOLOGY }]
      if (event.type === 'chat.clear') {
        expected = [{ sender: 'ai', text: GREETING }]
        draft = ''
      }

      shows[step.state.value as 'idle' | 'sending'](expected, draft)
      if (failed) expectErrorToast()
    }
  })
})
