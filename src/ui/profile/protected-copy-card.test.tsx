import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { newRecoveryCode } from '../../contract/recovery-code'
import { protectedCopyMachine } from '../../machines/protected-copy.machine'
import { AppProviders } from '../app-providers'
import { ProtectedCopyCard } from './protected-copy-card'

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share')
})

/** The card on its own actor: a real code, and a server that never answers (nothing here reaches it). */
async function renderCard() {
  const restore = vi.fn(() => new Promise<number>(() => {}))
  const copy = createActor(
    protectedCopyMachine.provide({ actors: { newCode: fromPromise(async () => newRecoveryCode()), restore: fromPromise(restore) } }),
    { input: { kept: null } },
  ).start()
  render(
    <AppProviders>
      <ProtectedCopyCard copy={copy} onRestored={vi.fn()} />
    </AppProviders>,
  )
  return { user: userEvent.setup({ delay: null }), restore }
}

const card = () => screen.getByRole('region', { name: 'Se você trocar de celular' })

describe('Cópia protegida', () => {
  it('is off on a new phone, says what the server can read, and offers to bring a copy back', async () => {
    await renderCard()
    expect(screen.getByRole('switch', { name: 'Cópia protegida' })).not.toBeChecked()
    expect(card()).toHaveTextContent('O servidor guarda a cópia lacrada e não consegue lê-la.')
    expect(screen.getByRole('button', { name: 'Já tenho uma cópia' })).toBeVisible()
  })

  it("shows the code once with 'Copiar' and 'Salvar como arquivo', and 'Compartilhar' only where the browser can share", async () => {
    const { user } = await renderCard()
    await user.click(screen.getByRole('switch', { name: 'Cópia protegida' }))
    const code = await screen.findByTestId('codigo-de-recuperacao')
    expect(code.textContent).toMatch(/^([0-9A-HJKMNP-TV-Z]{4} ){6}[0-9A-HJKMNP-TV-Z]{4}$/)
    expect(screen.getByRole('button', { name: 'Copiar' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Salvar como arquivo' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Compartilhar' })).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Já guardei o código' }))
    await user.type(screen.getByLabelText('Digite o 7º grupo (o último) do código'), 'xxxx')
    await user.click(screen.getByRole('button', { name: 'Ligar a cópia protegida' }))
    expect(within(card()).getByRole('alert')).toHaveTextContent('O grupo que você digitou não confere com o último grupo do código.')
    await user.click(screen.getByRole('button', { name: 'Ver o código de novo' }))
    expect(screen.getByTestId('codigo-de-recuperacao').textContent).toBe(code.textContent)
  })

  it("offers 'Compartilhar' where the browser has a share sheet", async () => {
    Object.defineProperty(navigator, 'share', { value: vi.fn(async () => {}), configurable: true })
    const { user } = await renderCard()
    await user.click(screen.getByRole('switch', { name: 'Cópia protegida' }))
    await screen.findByTestId('codigo-de-recuperacao')
    expect(screen.getByRole('button', { name: 'Compartilhar' })).toBeVisible()
  })

  it('refuses what cannot be a code, in plain words, without asking the server', async () => {
    const { user, restore } = await renderCard()
    await user.click(screen.getByRole('button', { name: 'Já tenho uma cópia' }))
    await user.type(screen.getByLabelText('Código de recuperação'), 'abc 123')
    await user.click(screen.getByRole('button', { name: 'Recuperar meus dados' }))
    expect(within(card()).getByRole('alert')).toHaveTextContent('O código de recuperação tem 28 letras e números, em 7 grupos de 4.')
    expect(restore).not.toHaveBeenCalled()
  })
})
