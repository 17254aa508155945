import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fromPromise } from 'xstate'
import type { ChatReply } from '../../contract/chat-api'
import { storageKeys } from '../../device/storage-keys'
import { GREETING, type ReplyRequest } from '../../machines/chat.machine'
import { renderScreen } from '../testing/render'
import { ChatScreen } from './chat-screen'

/** A reply logic the test answers by hand, remembering what was asked and whether it was aborted. */
function replies() {
  const calls: { request: ReplyRequest; signal: AbortSignal; resolve: (reply: ChatReply) => void }[] = []
  const logic = fromPromise<ChatReply, ReplyRequest>(
    ({ input, signal }) => new Promise<ChatReply>((resolve) => void calls.push({ request: input, signal, resolve })),
  )
  return { logic, calls }
}

async function renderChat(logic = replies().logic) {
  const view = renderScreen(() => <ChatScreen requestReply={logic} />, { path: '/chat' })
  await screen.findByRole('heading', { level: 1, name: 'Chat com Assistente IA' })
  return { ...view, user: userEvent.setup() }
}

const field = () => screen.getByRole('textbox', { name: 'Mensagem para a assistente' })
const log = () => screen.getByRole('log', { name: 'Conversa com a assistente' })

describe('chat screen', () => {
  it('has the title, subtitle, greeting, a polite log, the field and the send button', async () => {
    await renderChat()
    expect(screen.getByRole('heading', { level: 1, name: 'Chat com Assistente IA' })).toBeVisible()
    expect(screen.getByText('Tire suas dúvidas sobre bem-estar, exercícios e alimentação')).toBeVisible()
    expect(log()).toHaveAttribute('aria-live', 'polite')
    expect(within(log()).getByText(GREETING)).toBeVisible()
    expect(field()).toHaveAttribute('placeholder', 'Digite sua mensagem...')
    expect(screen.getByRole('button', { name: 'Enviar mensagem' })).toBeDisabled()
    expect(screen.getByRole('group', { name: 'Sugestões para começar' })).toBeVisible()
  })

  it('Shift+Enter starts a new line; Enter sends the whole message', async () => {
    const { logic, calls } = replies()
    const { user } = await renderChat(logic)
    await user.type(field(), 'Tenho 10 minutos{Shift>}{Enter}{/Shift}O que faço?')
    expect(field()).toHaveValue('Tenho 10 minutos\nO que faço?')
    expect(calls).toHaveLength(0)
    await user.keyboard('{Enter}')
    expect(calls[0]?.request.mensagem).toBe('Tenho 10 minutos\nO que faço?')
    expect(field()).toHaveValue('')
    expect(field()).toHaveFocus()
  })

  it('ignores Enter on a blank or whitespace-only message', async () => {
    const { logic, calls } = replies()
    const { user } = await renderChat(logic)
    await user.type(field(), '{Enter}   {Enter}')
    expect(calls).toHaveLength(0)
    expect(within(log()).getAllByRole('listitem')).toHaveLength(1)
  })

  it('shows replies as text, never as HTML', async () => {
    const { logic, calls } = replies()
    const { user } = await renderChat(logic)
    await user.type(field(), '<b>oi</b>{Enter}')
    const reply = '<img src=x onerror="alert(1)"> **negrito**'
    await act(async () => calls[0]!.resolve({ resposta: reply }))
    expect(within(log()).getByText(reply)).toBeVisible()
    expect(within(log()).getByText('<b>oi</b>')).toBeVisible()
    expect(log().querySelector('img, b')).toBeNull()
  })

  it('a suggestion chip sends its message in one tap', async () => {
    const { logic, calls } = replies()
    const { user } = await renderChat(logic)
    await user.click(screen.getByRole('button', { name: 'Meditação guiada' }))
    expect(calls[0]?.request).toEqual({ mensagem: 'Quero uma meditação guiada', historico: [{ sender: 'ai', text: GREETING }] })
    expect(screen.queryByRole('group', { name: 'Sugestões para começar' })).toBeNull()
  })

  it('shows each time as HH:MM', async () => {
    const at = new Date(2025, 4, 12, 21, 5).getTime()
    localStorage.setItem(storageKeys.chatHistory, JSON.stringify([{ id: 1, text: 'Boa noite!', sender: 'ai', timestamp: at }]))
    await renderChat()
    const bubble = (await screen.findByText('Boa noite!')).closest('li')!
    expect(within(bubble).getByText('21:05')).toHaveAttribute('datetime', new Date(at).toISOString())
  })

  it('keeps the conversation when she leaves and comes back, and aborts the pending request', async () => {
    const { logic, calls } = replies()
    const first = await renderChat(logic)
    await first.user.type(field(), 'Oi{Enter}')
    await act(async () => calls[0]!.resolve({ resposta: 'Oi! Como posso ajudar?' }))
    await first.user.type(field(), 'Uma receita{Enter}')
    first.unmount()
    expect(calls[1]?.signal.aborted).toBe(true)

    await renderChat()
    const texts = within(await screen.findByRole('log')).getAllByRole('listitem').map((li) => li.textContent)
    expect(texts.join('|')).toMatch(/Você disse:Oi\d\d:\d\d\|.*Oi! Como posso ajudar\?.*\|Você disse:Uma receita/)
  })

  it('shows a reply’s help under it, as links to call or to open', async () => {
    const { logic, calls } = replies()
    const { user } = await renderChat(logic)
    await user.type(field(), 'quero morrer{Enter}')
    await act(async () =>
      calls[0]!.resolve({
        resposta: 'Você não está sozinha.',
        ajuda: [
          { rotulo: 'Ligar para o CVV', tel: '188' },
          { rotulo: 'Conversar com o CVV pelo chat', url: 'https://cvv.org.br/' },
          { rotulo: 'Ligar para o SAMU', tel: '192' },
        ],
      }),
    )
    const reply = within(log()).getByText('Você não está sozinha.').closest('li')!
    const help = within(reply).getByRole('list', { name: 'Ajuda agora' })
    expect(within(help).getByRole('link', { name: 'Ligar para o CVV, 188' })).toHaveAttribute('href', 'tel:188')
    expect(within(help).getByRole('link', { name: 'Conversar com o CVV pelo chat (abre em nova aba)' })).toHaveAttribute('href', 'https://cvv.org.br/')
    expect(within(help).getByRole('link', { name: 'Ligar para o SAMU, 192' })).toHaveAttribute('href', 'tel:192')
    // Her own message has none.
    expect(within(within(log()).getByText('quero morrer').closest('li')!).queryByRole('link')).toBeNull()
  })

  it('keeps a reply’s help through a visit: stored with the conversation, shown again', async () => {
    const at = new Date(2025, 4, 12, 21, 5).getTime()
    localStorage.setItem(
      storageKeys.chatHistory,
      JSON.stringify([{ id: 1, text: 'Você não está sozinha.', sender: 'ai', timestamp: at, ajuda: [{ rotulo: 'Ligar para o CVV', tel: '188' }] }]),
    )
    await renderChat()
    expect(await screen.findByRole('link', { name: 'Ligar para o CVV, 188' })).toHaveAttribute('href', 'tel:188')
  })

  it('offers “Precisa de ajuda agora?” first, before clearing the conversation', async () => {
    const { user } = await renderChat()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Precisa de ajuda agora?' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Limpar conversa' })).toHaveFocus()
  })

  it('gives back what she was writing when she comes back, and empties it when sent', async () => {
    const first = await renderChat()
    await first.user.type(field(), 'Meu bebê não dorme e eu')
    first.unmount()
    const { user } = await renderChat()
    expect(field()).toHaveValue('Meu bebê não dorme e eu')
    await user.type(field(), ' estou exausta{Enter}')
    expect(within(log()).getByText('Meu bebê não dorme e eu estou exausta')).toBeVisible()
    expect(localStorage.getItem(storageKeys.chatDraft)).toBeNull()
  })

  it('says that clearing the conversation takes what she was writing too', async () => {
    const { user } = await renderChat()
    await user.type(field(), 'Ainda não enviei')
    await user.click(screen.getByRole('button', { name: 'Limpar conversa' }))
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 10_000 })
    expect(within(dialog).getByText('As mensagens desta conversa e a mensagem que você ainda não enviou serão apagadas deste aparelho.')).toBeVisible()
    await user.click(within(dialog).getByRole('button', { name: 'Limpar' }))
    expect(field()).toHaveValue('')
    expect(localStorage.getItem(storageKeys.chatDraft)).toBeNull()
  })

  it('starts with the greeting when what is stored is not a conversation', async () => {
    localStorage.setItem(storageKeys.chatHistory, '{"não": "é uma lista"')
    await renderChat()
    expect(await screen.findByText(GREETING)).toBeVisible()
  })
})
