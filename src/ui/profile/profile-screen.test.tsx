import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { storageKeys } from '../../device/storage-keys'
import { storedAnswers } from '../../machines/testing/models/onboarding.model'
import { savedProfile } from '../../machines/testing/models/profile.model'
import { ColorModeToggle } from '../layout/color-mode-toggle'
import { renderScreen } from '../testing/render'
import { ProfileScreen } from './profile-screen'

const renderProfile = async () => {
  const view = renderScreen(ProfileScreen, { path: '/profile' })
  await screen.findByRole('heading', { level: 1, name: 'Perfil' })
  // The cards below the form load on their own (they are not in the screen's first load).
  await screen.findByRole('switch', { name: 'Notificações' }, { timeout: 10_000 })
  return view
}
const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement).value
const form = () => ({
  name: value('Nome'),
  email: value('E-mail'),
  age: value('Idade'),
  childrenAges: value('Idade dos filhos'),
  availableTime: value('Tempo disponível'),
})

describe('Perfil', () => {
  it('shows the form with the sample defaults and an e-mail field of type email', async () => {
    await renderProfile()
    expect(form()).toEqual({
      name: 'Maria Silva',
      email: 'maria@exemplo.com.br',
      age: '32',
      childrenAges: '2 e 5 anos',
      availableTime: '10-20',
    })
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('type', 'email')
    expect(screen.getByLabelText('Tempo disponível')).toHaveDisplayValue('10-20 minutos')
    expect(screen.getByRole('button', { name: 'Salvar Alterações' })).toBeVisible()
  })

  it('is prefilled from her onboarding answers when she gave them', async () => {
    localStorage.setItem(storageKeys.onboarding, JSON.stringify(storedAnswers))
    await renderProfile()
    expect(form()).toEqual({
      name: 'Maria Silva',
      email: 'maria@exemplo.com.br',
      age: storedAnswers.age,
      childrenAges: storedAnswers.childrenAges,
      availableTime: storedAnswers.availableTime,
    })
  })

  it('keeps what she saves on the device, over the onboarding answers', async () => {
    localStorage.setItem(storageKeys.onboarding, JSON.stringify(storedAnswers))
    const user = userEvent.setup({ delay: null })
    const first = await renderProfile()
    for (const [label, text] of [
      ['Nome', savedProfile.name],
      ['E-mail', savedProfile.email],
      ['Idade', savedProfile.age],
      ['Idade dos filhos', savedProfile.childrenAges],
    ] as const) {
      // Pasted rather than typed: one change per field keeps this long form quick under load.
      await user.clear(screen.getByLabelText(label))
      await user.paste(text)
    }
    await user.selectOptions(screen.getByLabelText('Tempo disponível'), savedProfile.availableTime)
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }))
    first.unmount()

    await renderProfile()
    expect(form()).toEqual(savedProfile)
  })

  it.each([
    ['corrupted', '{"name": "Ana"'],
    ['of an old shape', JSON.stringify({ nome: 'Ana', tempo: 'muito' })],
    ['of a wrong type', JSON.stringify(['Ana'])],
  ])('falls back to the defaults when the kept profile is %s', async (_case, raw) => {
    localStorage.setItem(storageKeys.profile, raw)
    localStorage.setItem(storageKeys.reminders, raw)
    await renderProfile()
    expect(form().name).toBe('Maria Silva')
    expect(form().availableTime).toBe('10-20')
    expect(screen.getByRole('switch', { name: 'Notificações' })).not.toBeChecked()
  })

  // On only while a reminder really exists (docs/product.md, Reminders); the whole way to one,
  // permission and push included, is driven in Chromium (tests/e2e/reminders.e2e.ts).
  it('Notificações is off until she turns a reminder on; a browser without push says what to do, and it stays off', async () => {
    const user = userEvent.setup({ delay: null })
    await renderProfile()
    const notifications = screen.getByRole('switch', { name: 'Notificações' })
    expect(notifications).not.toBeChecked()
    expect(notifications).toHaveAccessibleDescription('Receber lembretes de atividades')
    await user.click(notifications)
    expect(await screen.findByText(/Este navegador não recebe lembretes/)).toHaveAttribute('role', 'alert')
    await waitFor(() => expect(notifications).not.toBeChecked())
    expect(screen.queryByLabelText('Horário do lembrete')).not.toBeInTheDocument()
  })

  // Kept on, with the browser's subscription behind it, her time and days show: reminders.e2e.ts, in Chromium.
  it('a reminder kept on is not shown as on where this browser has no push behind it', async () => {
    localStorage.setItem(storageKeys.reminders, JSON.stringify({ on: true, choice: { horario: '07:15', dias: [1, 3, 5], soSeNadaHoje: false } }))
    await renderProfile()
    const notifications = screen.getByRole('switch', { name: 'Notificações' })
    await waitFor(() => expect(notifications).not.toBeChecked())
    expect(screen.queryByLabelText('Horário do lembrete')).not.toBeInTheDocument()
  })

  it('Modo Escuro is off by default and sets the real theme, in step with the header toggle', async () => {
    const user = userEvent.setup({ delay: null })
    renderScreen(
      () => (
        <>
          <ColorModeToggle />
          <ProfileScreen />
        </>
      ),
      { path: '/profile' },
    )
    const dark = await screen.findByRole('switch', { name: 'Modo Escuro' }, { timeout: 10_000 })
    expect(dark).not.toBeChecked()
    await user.click(dark)
    expect(dark).toBeChecked()
    expect(document.documentElement).toHaveClass('dark')
    expect(localStorage.getItem(storageKeys.theme)).toBe('dark')
    expect(screen.getByRole('button', { name: 'Ativar modo claro' })).toHaveAttribute('aria-pressed', 'true')

    await user.click(screen.getByRole('button', { name: 'Ativar modo claro' }))
    expect(dark).not.toBeChecked()
    expect(document.documentElement).toHaveClass('light')
  })

  it("'Som e vibração ao terminar' is on, 'Também de madrugada' off and only hers to turn on while the sound is on", async () => {
    const user = userEvent.setup({ delay: null })
    await renderProfile()
    const sound = screen.getByRole('switch', { name: 'Som e vibração ao terminar' })
    const night = screen.getByRole('switch', { name: 'Também de madrugada' })
    expect(sound).toBeChecked()
    expect(night).not.toBeChecked()
    await user.click(night)
    expect(night).toBeChecked()
    await user.click(sound)
    expect(sound).not.toBeChecked()
    expect(night).not.toBeChecked()
    expect(night).toBeDisabled()
    expect(JSON.parse(localStorage.getItem(storageKeys.settings)!)).toMatchObject({ endSignal: false, endSignalAtNight: true })
  })

  it('Sair goes to the login screen', async () => {
    const user = userEvent.setup({ delay: null })
    const { pathname } = await renderProfile()
    await user.click(screen.getByRole('button', { name: 'Sair' }))
    await waitFor(() => expect(pathname()).toBe('/login'))
  })
})

describe('her safety plan from the profile', () => {
  it('says what it is and that it stays on the device, and opens it', async () => {
    const user = userEvent.setup()
    const { pathname } = await renderProfile()
    const card = screen.getByRole('region', { name: 'Meu plano de segurança' })
    expect(card).toHaveTextContent('Para os momentos difíceis, com as suas palavras')
    expect(card).toHaveTextContent('Fica só neste aparelho.')
    await user.click(within(card).getByRole('link', { name: 'Abrir meu plano de segurança' }))
    await waitFor(() => expect(pathname()).toBe('/plano-de-seguranca'))
  })
})

describe('the danger signs from the profile', () => {
  it('says what they are and that they open without a connection, and opens them', async () => {
    const user = userEvent.setup()
    const { pathname } = await renderProfile()
    const card = screen.getByRole('region', { name: 'Sinais de alerta' })
    expect(card).toHaveTextContent('Os sinais no bebê e em você, depois do parto, que pedem atendimento agora')
    expect(card).toHaveTextContent('Abre mesmo sem internet.')
    await user.click(within(card).getByRole('link', { name: 'Ver os sinais de alerta' }))
    await waitFor(() => expect(pathname()).toBe('/sinais-de-alerta'))
  })
})
