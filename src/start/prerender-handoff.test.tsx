import { render } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PrerenderHandoff, type Navigation } from './prerender-handoff'

// The static copy as scripts/prerender.mjs writes it: the same screen, no handlers.
const staticMarkup = `
  <form>
    <label>Nome <input name="name" /></label>
    <label>E-mail <input name="email" type="email" /></label>
    <textarea name="note"></textarea>
    <label><input type="checkbox" name="lembrete" /> Lembrete</label>
    <button type="button">Esqueci minha senha</button>
    <button type="submit">Entrar</button>
  </form>`

function LiveScreen({ onForgot, onEnter }: { onForgot: () => void; onEnter: () => void }) {
  const [name, setName] = useState('') // a controlled field, as the profile's
  return (
    <form onSubmit={(event) => (event.preventDefault(), onEnter())}>
      <label>
        Nome <input name="name" value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <p data-testid="greeting">Olá, {name}</p>
      <label>
        E-mail <input name="email" type="email" />
      </label>
      <textarea name="note" />
      <label>
        <input type="checkbox" name="lembrete" /> Lembrete
      </label>
      <button type="button" onClick={onForgot}>
        Esqueci minha senha
      </button>
      <button type="submit">Entrar</button>
    </form>
  )
}

afterEach(() => {
  window.prerenderedTaps = undefined
})

function staticCopy() {
  document.body.innerHTML = `<div id="prerendered">${staticMarkup}</div><div id="root"></div>`
  const copy = document.getElementById('prerendered')!
  const field = (name: string) => copy.querySelector<HTMLInputElement>(`[name="${name}"]`)!
  const button = (text: string) => [...copy.querySelectorAll('button')].find((b) => b.textContent === text)!
  return { copy, field, button, label: copy.querySelector('label:has(input[type=checkbox])')! }
}

function startApp(handlers = { onForgot: vi.fn(), onEnter: vi.fn() }, navigation?: Navigation) {
  render(
    <PrerenderHandoff navigation={navigation}>
      <LiveScreen {...handlers} />
    </PrerenderHandoff>,
    { container: document.getElementById('root')! },
  )
  const live = document.getElementById('root')!
  return { ...handlers, field: (name: string) => live.querySelector<HTMLInputElement>(`[name="${name}"]`)! }
}

describe('what she did before the app was ready', () => {
  it('keeps the words she typed in the static copy, in controlled and plain fields, and her focus', () => {
    const before = staticCopy()
    before.field('name').value = 'Maria'
    before.field('email').value = 'maria@exemplo.com.br'
    before.copy.querySelector('textarea')!.value = 'dormi pouco'
    before.field('email').focus()

    const app = startApp()
    expect(document.getElementById('prerendered')).toBeNull()
    expect(app.field('name').value).toBe('Maria')
    expect(document.querySelector('[data-testid="greeting"]')?.textContent).toBe('Olá, Maria') // the app's state has it
    expect(app.field('email').value).toBe('maria@exemplo.com.br')
    expect(document.querySelector('#root textarea')).toHaveValue('dormi pouco')
    expect(document.activeElement).toBe(app.field('email'))
  })

  it('taps, in order, what she tapped before the app was ready; a double tap on a button once', () => {
    const before = staticCopy()
    const forgot = before.button('Esqueci minha senha')
    window.prerenderedTaps = [before.label, forgot, forgot]
    const app = startApp()
    expect(app.field('lembrete').checked).toBe(true)
    expect(app.onForgot).toHaveBeenCalledOnce()
    expect(app.onEnter).not.toHaveBeenCalled()
  })

  it('taps the control she tapped when the static copy keeps, before it, a hidden part with the same words', () => {
    // As the madrugada's card by day: drawn in the static copy, its 'Começar' hidden by index.html's style, absent live.
    const before = staticCopy()
    before.copy.insertAdjacentHTML('afterbegin', '<style>:root:not([data-madrugada]) [data-madrugada-card]{display:none}</style><div data-madrugada-card=""><button type="button">Esqueci minha senha</button></div>')
    const forgot = before.copy.querySelector('form button[type=button]')!
    window.prerenderedTaps = [forgot]
    const app = startApp()
    expect(app.onForgot).toHaveBeenCalledOnce()
  })

  it('shows a tap as taken (busy, with its sign) until the screen it opened has arrived', async () => {
    const before = staticCopy()
    window.prerenderedTaps = [before.button('Entrar')]
    let arrive = () => {}
    const navigation: Navigation = {
      pending: () => true,
      onArrived: (callback) => ((arrive = callback), () => {}),
    }
    startApp(undefined, navigation)
    const enter = [...document.querySelectorAll('#root button')].find((button) => button.textContent === 'Entrar')!
    expect(enter).toHaveAttribute('aria-busy', 'true')
    expect(enter).toHaveAttribute('data-held-tap')
    await new Promise(requestAnimationFrame)
    expect(enter).toHaveAttribute('data-held-tap') // the next screen's code still on its way
    arrive()
    expect(enter).not.toHaveAttribute('data-held-tap')
    expect(enter).not.toHaveAttribute('aria-busy')
  })

  it('takes the sign off a tap that opened nothing the next frame', async () => {
    const before = staticCopy()
    window.prerenderedTaps = [before.button('Esqueci minha senha')]
    startApp(undefined, { pending: () => false, onArrived: () => () => {} })
    const forgot = [...document.querySelectorAll('#root button')].find((button) => button.textContent === 'Esqueci minha senha')!
    expect(forgot).toHaveAttribute('data-held-tap')
    await new Promise(requestAnimationFrame)
    expect(forgot).not.toHaveAttribute('data-held-tap')
  })

  it('leaves the live screen as it is when she did nothing there', () => {
    staticCopy()
    const app = startApp()
    expect(app.field('name').value).toBe('')
    expect(document.activeElement).toBe(document.body)
    expect(app.onForgot).not.toHaveBeenCalled()
    expect(app.onEnter).not.toHaveBeenCalled()
  })
})
