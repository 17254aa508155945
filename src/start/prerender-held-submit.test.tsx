import { fireEvent, render } from '@testing-library/react'
import { useState, type FormEvent } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { PrerenderHandoff } from './prerender-handoff'

// The page's first script, as the page runs it before any of the app's code: it listens on the
// document, so it runs once for this file.
beforeAll(async () => {
  await import('./before-first-paint')
})

afterEach(() => {
  window.prerenderedTaps = undefined
})

// The chat's composer as scripts/prerender.mjs writes it: the send button disabled, nothing to send yet.
const staticChat = `
  <form>
    <textarea aria-label="Mensagem para a assistente" enterkeyhint="send"></textarea>
    <button type="submit" aria-label="Enviar mensagem" disabled></button>
  </form>`

/** The live composer, as src/ui/chat/chat-composer.tsx: a controlled draft, send enabled by it. */
function LiveChat({ onSend }: { onSend: (message: string) => void }) {
  const [draft, setDraft] = useState('')
  const send = (event: FormEvent) => {
    event.preventDefault()
    onSend(draft)
    setDraft('')
  }
  return (
    <form onSubmit={send}>
      <textarea aria-label="Mensagem para a assistente" enterKeyHint="send" value={draft} onChange={(event) => setDraft(event.target.value)} />
      <button type="submit" aria-label="Enviar mensagem" disabled={draft.trim() === ''} />
    </form>
  )
}

function staticCopy(markup: string) {
  document.body.innerHTML = `<div id="prerendered">${markup}</div><div id="root"></div>`
  const copy = document.getElementById('prerendered')!
  return { copy, field: copy.querySelector('textarea, input')!, button: copy.querySelector('button') }
}

function typeIn(field: Element, words: string) {
  fireEvent.input(field, { target: { value: words } })
}

const pressEnter = (field: Element, options: KeyboardEventInit = {}) => fireEvent.keyDown(field, { key: 'Enter', ...options })

function startApp(screen: React.ReactNode) {
  render(<PrerenderHandoff>{screen}</PrerenderHandoff>, { container: document.getElementById('root')! })
}

describe('a message or a form sent before the app was ready', () => {
  it('on the chat, the send button wakes as she types and sleeps again when she erases', () => {
    const chat = staticCopy(staticChat)
    typeIn(chat.field, 'Dormi pouco')
    expect(chat.button).toBeEnabled()
    typeIn(chat.field, '  ')
    expect(chat.button).toBeDisabled()
  })

  it('Enter on the chat shows the send button busy, and the app sends the message once, as soon as it is ready', () => {
    const chat = staticCopy(staticChat)
    typeIn(chat.field, 'Dormi pouco')
    expect(pressEnter(chat.field)).toBe(false) // no new line in her message
    expect(chat.button).toHaveAttribute('aria-busy', 'true')
    pressEnter(chat.field) // impatient: a second Enter is the same message
    fireEvent.click(chat.button!) // and a tap on send too

    const onSend = vi.fn()
    startApp(<LiveChat onSend={onSend} />)
    expect(onSend).toHaveBeenCalledOnce()
    expect(onSend).toHaveBeenCalledWith('Dormi pouco')
    expect(document.querySelector('#root textarea')).toHaveValue('')
  })

  it('Shift+Enter on the chat is a new line, and Enter on an empty message sends nothing', () => {
    const chat = staticCopy(staticChat)
    typeIn(chat.field, 'Dormi pouco')
    expect(pressEnter(chat.field, { shiftKey: true })).toBe(true)
    typeIn(chat.field, '')
    pressEnter(chat.field)
    expect(chat.button).not.toHaveAttribute('aria-busy')
    expect(window.prerenderedTaps).toBeUndefined()
  })

  it('a form the browser sends (Enter in a field) is held on its submit button, and the app submits it once', () => {
    const login = staticCopy('<form><input name="email" /><button type="submit">Entrar</button></form>')
    typeIn(login.field, 'maria@exemplo.com.br')
    login.copy.querySelector('form')!.requestSubmit() // as Enter does: no tap on the button
    login.copy.querySelector('form')!.requestSubmit()
    expect(login.button).toHaveAttribute('aria-busy', 'true')

    const onSubmit = vi.fn((event: FormEvent) => event.preventDefault())
    startApp(
      <form onSubmit={onSubmit}>
        <input name="email" />
        <button type="submit">Entrar</button>
      </form>,
    )
    expect(onSubmit).toHaveBeenCalledOnce()
    expect(document.querySelector<HTMLInputElement>('#root input')!.value).toBe('maria@exemplo.com.br')
  })
})
