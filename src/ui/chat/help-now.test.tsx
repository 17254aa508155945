import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { HelpLineLinks } from '../help/help-line-links'
import { renderScreen } from '../testing/render'
import { HelpNowControl } from './help-now'
import { HelpNowDialog } from './help-now-dialog'

/** Every line in `scope`, as a link: where it goes and what it is called. */
const linksIn = (scope: HTMLElement) =>
  within(scope)
    .getAllByRole('link')
    .map((link) => [link.getAttribute('href'), link.getAttribute('aria-label')])

const everyLine = [
  ['tel:188', 'Ligar para o CVV, 188'],
  ['https://cvv.org.br/', 'Conversar com o CVV pelo chat (abre em nova aba)'],
  ['tel:192', 'Ligar para o SAMU, 192'],
  ['tel:08007226001', 'Ligar para o Disque-Intoxicação, 0800 722 6001'],
  ['tel:180', 'Ligar para a Central da Mulher, 180'],
  ['tel:190', 'Ligar para a Polícia Militar, 190'],
  ['tel:100', 'Ligar para o Disque 100, 100'],
]

/** The Chakra dialog: modal. */
async function theDialog() {
  const dialog = await screen.findByRole('dialog', { name: 'Precisa de ajuda agora?' })
  expect(dialog).toHaveAttribute('aria-modal', 'true')
  return dialog
}

describe('help lines as links', () => {
  it('a number to call is a tel: link that says what it does and the number', async () => {
    renderScreen(() => (
      <HelpLineLinks
        label="Ajuda agora"
        lines={[
          { rotulo: 'Ligar para o CVV', tel: '188' },
          { rotulo: 'Conversar com o CVV pelo chat', url: 'https://cvv.org.br/' },
        ]}
      />
    ))
    const list = await screen.findByRole('list', { name: 'Ajuda agora' })
    const call = within(list).getByRole('link', { name: 'Ligar para o CVV, 188' })
    expect(call).toHaveAttribute('href', 'tel:188')
    expect(call).not.toHaveAttribute('target')
    expect(call).not.toHaveAttribute('type')
    expect(call.textContent).toBe('Ligar para o CVV 188')
    const chat = within(list).getByRole('link', { name: 'Conversar com o CVV pelo chat (abre em nova aba)' })
    expect(chat).toHaveAttribute('href', 'https://cvv.org.br/')
    expect(chat).toHaveAttribute('target', '_blank')
    expect(chat.getAttribute('rel')?.split(' ')).toContain('noopener')
  })
})

describe('“Precisa de ajuda agora?” with the dialog’s code loaded', () => {
  it('opens by keyboard with every line and what each is, and Escape closes it back to its button', async () => {
    const user = userEvent.setup()
    renderScreen(() => <HelpNowControl dialog={HelpNowDialog} />)
    const button = await screen.findByRole('button', { name: 'Precisa de ajuda agora?' })
    expect(button).toHaveAttribute('aria-haspopup', 'dialog')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('dialog')).toBeNull()

    await user.tab()
    expect(button).toHaveFocus()
    await user.keyboard('{Enter}')
    const dialog = await theDialog()
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(linksIn(dialog)).toEqual([...everyLine, ['/sinais-de-alerta', null], ['/plano-de-seguranca', null]])
    expect(within(dialog).getByText(/Você não está sozinha/)).toBeInTheDocument()
    expect(within(dialog).getByRole('heading', { name: 'CVV · 188' })).toBeInTheDocument()
    expect(within(dialog).getByText(/^Alguém para conversar.*24 horas, gratuito\./)).toBeInTheDocument()
    expect(within(dialog).getByText(/^Emergência/)).toBeInTheDocument()
    expect(within(dialog).getByText(/^Central de Atendimento à Mulher/)).toBeInTheDocument()
    expect(within(dialog).getByRole('heading', { name: 'Polícia Militar · 190' })).toBeInTheDocument()
    expect(within(dialog).getByRole('heading', { name: 'Disque-Intoxicação · 0800 722 6001' })).toBeInTheDocument()
    expect(within(dialog).getByText(/^Se alguém engoliu remédio, produto de limpeza, bateria/)).toBeInTheDocument()
    expect(within(dialog).getByText(/O CAPS e a UBS do seu bairro também acolhem/)).toBeInTheDocument()

    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveFocus()
  })

  it('opens with Space and closes with its close button (Enter)', async () => {
    const user = userEvent.setup()
    renderScreen(() => <HelpNowControl dialog={HelpNowDialog} />)
    ;(await screen.findByRole('button', { name: 'Precisa de ajuda agora?' })).focus()
    await user.keyboard(' ')
    const close = within(await theDialog()).getByRole('button', { name: 'Fechar' })
    close.focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByRole('button', { name: 'Precisa de ajuda agora?' })).toHaveAttribute('aria-expanded', 'false')
  })
})

describe('a free 0800 line', () => {
  it('shows its number in groups, as written in Brazil, and dials its digits', async () => {
    renderScreen(() => <HelpLineLinks label="Intoxicação" lines={[{ rotulo: 'Ligar para o Disque-Intoxicação', tel: '08007226001' }]} />)
    const call = await screen.findByRole('link', { name: 'Ligar para o Disque-Intoxicação, 0800 722 6001' })
    expect(call).toHaveAttribute('href', 'tel:08007226001')
    expect(call.textContent).toBe('Ligar para o Disque-Intoxicação 0800 722 6001')
  })
})

describe('the danger signs from “Precisa de ajuda agora?”', () => {
  it('says what they are, and opens them', async () => {
    const user = userEvent.setup()
    const { pathname } = renderScreen(() => <HelpNowControl dialog={HelpNowDialog} />, { path: '/chat' })
    await user.click(await screen.findByRole('button', { name: 'Precisa de ajuda agora?' }))
    const dialog = await theDialog()
    expect(within(dialog).getByText(/Os sinais no bebê e em você, depois do parto, que pedem atendimento agora/)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('link', { name: 'Sinais de alerta' }))
    await waitFor(() => expect(pathname()).toBe('/sinais-de-alerta'))
  })
})

describe('her safety plan from “Precisa de ajuda agora?”', () => {
  it('is the last link, and opens the plan', async () => {
    const user = userEvent.setup()
    const { pathname } = renderScreen(() => <HelpNowControl dialog={HelpNowDialog} />, { path: '/chat' })
    await user.click(await screen.findByRole('button', { name: 'Precisa de ajuda agora?' }))
    const dialog = await theDialog()
    expect(within(dialog).getByText(/Seu plano para os momentos difíceis, com as suas palavras/)).toBeInTheDocument()
    const plan = within(dialog).getByRole('link', { name: 'Meu plano de segurança' })
    expect(within(dialog).getAllByRole('link').at(-1)).toBe(plan)
    await user.click(plan)
    await waitFor(() => expect(pathname()).toBe('/plano-de-seguranca'))
  })
})
