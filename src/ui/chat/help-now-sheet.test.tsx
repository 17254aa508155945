import { act, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderScreen } from '../testing/render'
import { HelpNowControl } from './help-now'
import { HelpNowDialog } from './help-now-dialog'

const name = 'Precisa de ajuda agora?'
const linksIn = (scope: HTMLElement) =>
  within(scope)
    .getAllByRole('link')
    .map((link) => [link.getAttribute('href'), link.getAttribute('aria-label')])

describe('“Precisa de ajuda agora?” before the dialog’s code is here (or when it cannot come)', () => {
  it('opens every line in a sheet; Escape, or its close button, closes it and focus goes back', async () => {
    const user = userEvent.setup()
    renderScreen(() => <HelpNowControl dialog={null} />)
    const button = await screen.findByRole('button', { name })
    await user.click(button)
    const sheet = screen.getByRole('dialog', { name })
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(within(sheet).getByRole('heading', { level: 2, name })).toHaveFocus()
    expect(linksIn(sheet)).toEqual([
      ['tel:188', 'Ligar para o CVV, 188'],
      ['https://cvv.org.br/', 'Conversar com o CVV pelo chat (abre em nova aba)'],
      ['tel:192', 'Ligar para o SAMU, 192'],
      ['tel:08007226001', 'Ligar para o Disque-Intoxicação, 0800 722 6001'],
      ['tel:180', 'Ligar para a Central da Mulher, 180'],
      ['tel:190', 'Ligar para a Polícia Militar, 190'],
      ['tel:100', 'Ligar para o Disque 100, 100'],
      ['/sinais-de-alerta', null],
      ['/plano-de-seguranca', null],
    ])
    expect(within(sheet).getByRole('link', { name: 'Meu plano de segurança' })).toBeInTheDocument()
    expect(within(sheet).getByRole('link', { name: 'Sinais de alerta' })).toBeInTheDocument()
    expect(within(sheet).getByText(/Você não está sozinha/)).toBeInTheDocument()
    expect(within(sheet).getByText(/O CAPS e a UBS do seu bairro também acolhem/)).toBeInTheDocument()

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(button).toHaveFocus()
    expect(button).toHaveAttribute('aria-expanded', 'false')

    await user.click(button)
    await user.click(within(screen.getByRole('dialog', { name })).getByRole('button', { name: 'Fechar' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(button).toHaveFocus()
  })

  it('code that arrives while the sheet is open does not replace it; the next time, the dialog opens', async () => {
    const user = userEvent.setup()
    let deliver = () => {}
    function ArrivingLater() {
      const [dialog, setDialog] = useState<typeof HelpNowDialog | null>(null)
      deliver = () => setDialog(() => HelpNowDialog)
      return <HelpNowControl dialog={dialog} />
    }
    renderScreen(() => <ArrivingLater />)
    const button = await screen.findByRole('button', { name })
    await user.click(button)
    act(() => deliver())
    const sheet = screen.getByRole('dialog', { name })
    expect(sheet).not.toHaveAttribute('aria-modal')
    expect(within(sheet).getByRole('heading', { level: 2, name })).toHaveFocus()

    await user.keyboard('{Escape}')
    await user.click(button)
    await waitFor(() => expect(screen.getByRole('dialog', { name })).toHaveAttribute('aria-modal', 'true'))
  })
})
