import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { collectBackup } from '../../device/backup'
import { storageKeys } from '../../device/storage-keys'
import { AppProviders } from '../app-providers'
import { HerDataCard } from './her-data-card'

afterEach(() => localStorage.clear())

function renderCard() {
  const onRestored = vi.fn()
  const onErased = vi.fn()
  render(
    <AppProviders>
      <HerDataCard onRestored={onRestored} onErased={onErased} />
    </AppProviders>,
  )
  return { onRestored, onErased, user: userEvent.setup({ delay: null }) }
}

const card = () => screen.getByRole('region', { name: 'Seus dados' })

const keep = () => {
  localStorage.setItem(storageKeys.settings, JSON.stringify({ notifications: false, showStreak: true }))
  localStorage.setItem(storageKeys.theme, 'dark')
}

describe('Seus dados', () => {
  it('says what stays on the device, and the little the server keeps only while reminders are on', () => {
    renderCard()
    expect(card()).toHaveTextContent('O app guarda seus dados só neste aparelho')
    expect(card()).toHaveTextContent('seu plano de segurança')
    expect(card()).toHaveTextContent('Se você ligar os lembretes, o servidor guarda apenas o horário, os dias e o endereço de aviso')
    expect(card()).toHaveTextContent('apaga tudo isso quando você os desliga')
  })

  it("asks before erasing; 'Cancelar' keeps everything", async () => {
    keep()
    const { user, onErased } = renderCard()
    await user.click(screen.getByRole('button', { name: 'Apagar meus dados' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Apagar meus dados?' })
    expect(dialog).toHaveAccessibleDescription(/seu plano de segurança, .*não pode ser desfeito/)
    await user.click(screen.getByRole('button', { name: 'Cancelar' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(localStorage.getItem(storageKeys.theme)).toBe('dark')
    expect(onErased).not.toHaveBeenCalled()
  })

  it("'Apagar tudo' removes everything the app kept, then leaves", async () => {
    keep()
    localStorage.setItem('outro-site', 'fica')
    const { user, onErased } = renderCard()
    await user.click(screen.getByRole('button', { name: 'Apagar meus dados' }))
    await user.click(await screen.findByRole('button', { name: 'Apagar tudo' }))
    expect(Object.keys(localStorage)).toEqual(['outro-site'])
    expect(onErased).toHaveBeenCalledOnce()
  })

  it('restores a file it exported, then loads the app on it', async () => {
    keep()
    const file = new File([JSON.stringify(collectBackup())], 'dados.json', { type: 'application/json' })
    localStorage.clear()
    const { user, onRestored } = renderCard()
    await user.upload(screen.getByLabelText('Arquivo com seus dados'), file)
    await waitFor(() => expect(onRestored).toHaveBeenCalledOnce())
    expect(localStorage.getItem(storageKeys.theme)).toBe('dark')
    expect(within(card()).queryByRole('alert')).toBeNull()
  })

  it('refuses a damaged file with a message, and changes nothing', async () => {
    keep()
    const { user, onRestored } = renderCard()
    const damaged = new File(['{"format": "momento-mae-dados", "data": '], 'dados.json', { type: 'application/json' })
    await user.upload(screen.getByLabelText('Arquivo com seus dados'), damaged)
    expect(await within(card()).findByRole('alert')).toHaveTextContent(
      'Este arquivo não é uma cópia dos dados do Momento Mãe. Nada foi alterado.',
    )
    expect(localStorage.getItem(storageKeys.theme)).toBe('dark')
    expect(onRestored).not.toHaveBeenCalled()
  })
})
