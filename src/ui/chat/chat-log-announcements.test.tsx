import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fromPromise } from 'xstate'
import type { ChatReply } from '../../contract/chat-api'
import { APOLOGY, type ReplyRequest } from '../../machines/chat.machine'
import { renderScreen } from '../testing/render'
import { ChatScreen } from './chat-screen'

/**
 * A polite live log reads out what is added to it. Each message must therefore be added to the
 * page once and never rewritten, re-added or re-rendered as new nodes (which a screen reader would
 * read again), and typing must not touch the log at all.
 */
function watch(log: HTMLElement) {
  const added: Node[] = []
  const removed: Node[] = []
  let rewritten = 0
  const take = (records: MutationRecord[]) => {
    for (const record of records) {
      if (record.type === 'characterData') rewritten++
      added.push(...record.addedNodes)
      removed.push(...record.removedNodes)
    }
  }
  const observer = new MutationObserver(take)
  observer.observe(log, { subtree: true, childList: true, characterData: true })
  return {
    /** Everything so far, queued records included. */
    flush: () => {
      take(observer.takeRecords())
      return { added, removed, rewritten }
    },
    /** How many added nodes carry `text`: 1 means it was announced once. */
    timesAdded: (text: string) => added.filter((node) => node.textContent?.includes(text)).length,
  }
}

function replies() {
  const pending: { resolve: (reply: ChatReply) => void; reject: (error: Error) => void }[] = []
  const logic = fromPromise<ChatReply, ReplyRequest>(
    () => new Promise<ChatReply>((resolve, reject) => void pending.push({ resolve, reject })),
  )
  return { logic, pending }
}

describe('the chat log announces each new message once', () => {
  it('over a conversation with a reply, a failure, a reply with help and typing in between', async () => {
    const { logic, pending } = replies()
    renderScreen(() => <ChatScreen requestReply={logic} />, { path: '/chat' })
    const log = await screen.findByRole('log', { name: 'Conversa com a assistente' })
    // Additions are read out one by one, never the whole log again.
    expect(log).toHaveAttribute('aria-live', 'polite')
    expect(log).not.toHaveAttribute('aria-atomic', 'true')
    expect(log.getAttribute('aria-relevant') ?? 'additions text').toBe('additions text')
    const field = screen.getByRole('textbox', { name: 'Mensagem para a assistente' })
    const user = userEvent.setup()
    const watched = watch(log)

    // Typing says nothing.
    await user.type(field, 'Quero uma receita com aveia')
    expect(watched.flush().added).toHaveLength(0)

    await user.keyboard('{Enter}')
    await act(async () => pending[0]!.resolve({ resposta: 'Mingau de aveia em 5 minutos.' }))
    await user.type(field, 'E um alongamento?{Enter}')
    await act(async () => pending[1]!.reject(new Error('Erro ao obter resposta')))
    await user.type(field, 'Obrigada{Enter}')
    await act(async () => pending[2]!.resolve({ resposta: 'De nada, cuide-se!', ajuda: [{ rotulo: 'Ligar para o CVV', tel: '188' }] }))
    expect(await screen.findByText('De nada, cuide-se!')).toBeVisible()

    const { added, removed, rewritten } = watched.flush()
    for (const text of [
      'Quero uma receita com aveia',
      'Mingau de aveia em 5 minutos.',
      'E um alongamento?',
      APOLOGY,
      'Obrigada',
      'De nada, cuide-se!',
      // Its help comes with it, in the same addition.
      'Ligar para o CVV',
    ]) {
      expect(watched.timesAdded(text), text).toBe(1)
    }
    // 'Writing…' once per question, and nothing rewritten in place.
    expect(watched.timesAdded('A assistente está escrevendo…')).toBe(3)
    expect(rewritten).toBe(0)
    // What went: the suggestions and each 'writing…' bubble, never a message (it would come back as new).
    const removedTexts = removed.map((node) => node.textContent ?? '')
    expect(removedTexts.filter((text) => text.includes('disse:'))).toEqual([])
    expect(added.filter((node) => node.textContent?.includes('disse:'))).toHaveLength(6)
  })
})
