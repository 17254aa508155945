import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DESKTOP, PHONE, useBrowser, type PageOptions } from './support/browser'
import { keyboard, ring } from './support/focus'
import { partsReady } from './support/parts-ready'
import { routeVisits } from './support/visits'

// Only the keyboard: every test reaches its controls with Tab, arrows, Space, Enter and Escape,
// and checks at every stop that she can see where focus is (support/focus.ts says how).
const browser = useBrowser()

async function open(path: string, options: PageOptions & { clock?: Date } = {}) {
  const page = await browser.newPage(options)
  const keys = keyboard(page)
  await keys.install()
  if (options.clock) await page.clock.install({ time: options.clock })
  await page.goto(path)
  await page.getByRole('heading', { level: 1 }).first().waitFor()
  // From here on only the test moves time.
  if (options.clock) await page.clock.pauseAt(new Date(options.clock.getTime() + 5000))
  return { page, keys }
}

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement)
const focusInside = (locator: Locator) => locator.evaluate((el) => el.contains(document.activeElement))
const path = (page: Page) => new URL(page.url()).pathname

describe('the skip link', () => {
  // At noon: from 22:00 to 05:00 the dashboard's first control is the madrugada's (madrugada.e2e.ts).
  // One kept page per size, each route loaded anew in it (support/visits.ts).
  const visits = new Map(
    [DESKTOP, PHONE].map((viewport) => [
      viewport,
      routeVisits(async () => {
        const page = await browser.keptPage({ viewport })
        await keyboard(page).install()
        await page.clock.install({ time: new Date('2026-01-05T12:00:00-03:00') })
        return page
      }),
    ]),
  )

  it.each([
    ['/dashboard', DESKTOP, 'Começar agora'],
    ['/chat', DESKTOP, 'Precisa de ajuda agora?'],
    ['/meu-plano', DESKTOP, 'Nova Rotina'],
    ['/profile', DESKTOP, 'Nome'],
    ['/plano-de-seguranca', DESKTOP, 'Os sinais que eu conheço'],
    ['/depois-do-parto', DESKTOP, 'Ligar para o SAMU'],
    ['/sinais-de-alerta', DESKTOP, 'Ligar para o SAMU, 192'],
    ['/nao-existe', DESKTOP, 'Voltar ao início'],
    ['/dashboard', PHONE, 'Começar agora'],
  ])('%s (%o): is the first Tab stop, shows itself and moves focus to the content', async (route, viewport, first) => {
    browser.allowConsoleError(/status of 404/) // the 404 page answers 404 on purpose
    const page = await visits.get(viewport)!(route, { anew: true })
    const keys = keyboard(page)
    expect(await keys.press('Tab')).toEqual(ring('Pular para o conteúdo'))
    // On screen while focused (it hides above the page otherwise).
    const box = (await page.getByRole('link', { name: 'Pular para o conteúdo' }).boundingBox())!
    expect(box.y).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)

    expect(await keys.press('Enter')).toEqual({ name: expect.any(String), shows: 'landing' })
    expect(await isFocused(page.getByRole('main'))).toBe(true)
    // The next Tab is the screen's first control, past the menu and the header.
    expect(await keys.press('Tab')).toEqual(ring(first))
  })
})

describe('login, signup and forgot password', () => {
  it('login → dashboard: Tab, type, Enter, in a sensible order', async () => {
    const { page, keys } = await open('/login')
    expect(await keys.press('Tab')).toEqual(ring('Ativar modo escuro'))
    expect(await keys.press('Tab')).toEqual(ring('E-mail'))
    await keys.type('maria@exemplo.com.br')
    expect(await keys.press('Tab')).toEqual(ring('Senha'))
    await keys.type('segredo')
    await keys.press('Enter')
    await page.waitForURL('**/dashboard')
    await page.getByRole('heading', { level: 1, name: 'Olá, Mãe!' }).waitFor()
  })

  it('login → signup by its link; the four fields by Tab; Enter → onboarding', async () => {
    const { page, keys } = await open('/login')
    expect(await keys.tabTo('Cadastre-se')).toEqual([
      ring('Ativar modo escuro'),
      ring('E-mail'),
      ring('Senha'),
      ring('Esqueci minha senha'),
      ring('Entrar'),
      ring('Cadastre-se'),
    ])
    await keys.press('Enter')
    await page.waitForURL('**/signup')
    await page.getByRole('heading', { level: 1, name: 'Criar conta' }).waitFor()
    await keys.tabTo('Nome')
    await keys.type('Maria Silva')
    for (const [field, text] of [
      ['E-mail', 'maria@exemplo.com.br'],
      ['Senha', 'segredo'],
      ['Confirmar Senha', 'segredo'],
    ] as const) {
      expect(await keys.press('Tab')).toEqual(ring(field))
      await keys.type(text)
    }
    expect(await keys.press('Tab')).toEqual(ring('Cadastrar'))
    expect(await keys.press('Tab')).toEqual(ring('Entrar')) // the link back to login
    await keys.press('Shift+Tab')
    await keys.press('Enter')
    await page.waitForURL('**/onboarding')
  })

  it('forgot password: sent by Enter, then "Voltar ao login"; and "Voltar" without sending', async () => {
    const { page, keys } = await open('/login')
    await keys.tabTo('Esqueci minha senha')
    await keys.press('Enter')
    await page.waitForURL('**/forgot-password')
    await keys.tabTo('E-mail')
    await keys.type('maria@exemplo.com.br')
    await keys.press('Enter')
    await page.getByRole('heading', { level: 1, name: 'Enviamos um link de recuperação para seu e-mail' }).waitFor()
    await keys.tabTo('Voltar ao login')
    await keys.press('Enter')
    await page.waitForURL('**/login')

    await page.goto('/forgot-password')
    expect(await keys.tabTo('Voltar')).toEqual([
      ring('Ativar modo escuro'),
      ring('E-mail'),
      ring('Enviar link de recuperação'),
      ring('Voltar'),
    ])
    await keys.press('Space')
    await page.waitForURL('**/login')
  })
})

describe('onboarding', () => {
  it('all three steps: fields, a choice with the arrow keys, goals with Space, Finalizar', async () => {
    const { page, keys } = await open('/onboarding', { viewport: PHONE })
    await keys.tabTo('Sua idade')
    await keys.type('34')
    expect(await keys.press('Tab')).toEqual(ring('Idade dos filhos'))
    await keys.type('2 e 5 anos')
    expect(await keys.press('Tab')).toEqual(ring('Próximo'))
    // The new step's title takes focus, so a screen reader says where she is.
    expect(await keys.press('Enter')).toEqual({ name: 'Seu tempo', shows: 'landing' })

    expect(await keys.press('Tab')).toEqual(ring('5-10 minutos'))
    expect(await keys.press('ArrowDown')).toEqual(ring('10-20 minutos'))
    expect(await keys.press('ArrowDown')).toEqual(ring('20-30 minutos'))
    expect(await keys.press('ArrowUp')).toEqual(ring('10-20 minutos'))
    expect(await page.getByRole('radio', { name: '10-20 minutos' }).isChecked()).toBe(true)
    // One Tab stop for the whole group, then the buttons.
    expect(await keys.press('Tab')).toEqual(ring('Voltar'))
    expect(await keys.press('Tab')).toEqual(ring('Próximo'))
    expect(await keys.press('Enter')).toEqual({ name: 'Seus objetivos', shows: 'landing' })

    expect(await keys.press('Tab')).toEqual(ring('Relaxar e reduzir ansiedade'))
    await keys.press('Space')
    expect(await keys.press('Tab')).toEqual(ring('Fazer exercícios físicos'))
    expect(await keys.press('Tab')).toEqual(ring('Cuidar da saúde mental'))
    await keys.press('Space')
    expect(await page.getByRole('checkbox', { name: 'Relaxar e reduzir ansiedade' }).isChecked()).toBe(true)
    expect(await page.getByRole('checkbox', { name: 'Fazer exercícios físicos' }).isChecked()).toBe(false)
    expect(await page.getByRole('checkbox', { name: 'Cuidar da saúde mental' }).isChecked()).toBe(true)
    await keys.tabTo('Finalizar')
    await keys.press('Enter')
    await page.waitForURL('**/dashboard')
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('momento-mae-onboarding') ?? 'null'))).toEqual({
      age: '34',
      childrenAges: '2 e 5 anos',
      availableTime: '10-20',
      goals: ['relaxar', 'cuidar-mente'],
    })
  })
})

describe('an activity by keyboard', () => {
  const MONDAY = new Date('2026-01-05T09:00:00-03:00')

  it('start, pause, resume, stop; the celebration takes focus, keeps it, and gives it back to the card', async () => {
    const { page, keys } = await open('/dashboard', { clock: MONDAY })
    const card = page.getByRole('article', { name: 'Respiração da Calma' })
    const timer = () => card.getByRole('timer').textContent()
    await partsReady(page)
    await keys.tabTo('Começar agora')
    // Past the suggestion, 'Como você está agora?' and the first quick activity, Tab reaches this card.
    for (let presses = 0; presses < 12 && !(await focusInside(card)); presses++) await keys.press('Tab')
    expect(await keys.focused()).toEqual(ring('Começar'))
    expect(await focusInside(card)).toBe(true)

    // One button changes its job, so focus never has to move: Começar → Pausar ⇄ Retomar.
    expect(await keys.press('Enter')).toEqual(ring('Pausar'))
    await page.clock.runFor(3000)
    expect(await timer()).toBe('04:57')
    expect(await keys.press('Space')).toEqual(ring('Retomar'))
    await page.clock.runFor(5000)
    expect(await timer()).toBe('04:57')
    expect(await keys.press('Enter')).toEqual(ring('Pausar'))
    await page.clock.runFor(1000)
    expect(await timer()).toBe('04:56')
    expect(await keys.press('Tab')).toEqual(ring('Parar'))
    // Parar asks first, keeping the activity the default; its own Parar stops, and focus goes
    // back to the card's main button (Parar goes away with the run).
    await keys.press('Enter')
    await page.clock.runFor(500) // the question's code, shown on React's (paused) clock
    await page.getByRole('alertdialog', { name: 'Parar a atividade?' }).waitFor()
    await page.clock.runFor(100)
    expect(await keys.focused()).toEqual(ring('Manter atividade'))
    expect(await keys.press('Shift+Tab')).toEqual(ring('Parar'))
    await keys.press('Enter')
    await page.clock.runFor(100)
    expect(await keys.focused()).toEqual(ring('Começar'))
    expect(await timer()).toBe('05:00')
    expect(await focusInside(card)).toBe(true)

    // The whole five minutes.
    expect(await keys.press('Enter')).toEqual(ring('Pausar'))
    await page.clock.runFor(300_000)
    const dialog = page.getByRole('dialog', { name: 'Parabéns!' })
    await dialog.waitFor()
    await page.clock.runFor(100) // the dialog moves focus on its next frames
    expect(await keys.focused()).toEqual(ring('Continuar'))
    // Trapped: Tab and Shift+Tab stay inside the dialog.
    for (const key of ['Tab', 'Tab', 'Shift+Tab', 'Tab']) {
      expect(await keys.press(key)).toEqual(ring('Continuar'))
      expect(await focusInside(dialog)).toBe(true)
    }
    await keys.press('Escape')
    await page.clock.runFor(500) // its exit animation
    await dialog.waitFor({ state: 'hidden' })
    expect(await keys.focused()).toEqual(ring('Repetir'))
    expect(await focusInside(card)).toBe(true)

    // Again, closed with Continuar this time (Enter), and Repetir by keyboard.
    expect(await keys.press('Enter')).toEqual(ring('Começar'))
    expect(await timer()).toBe('05:00')
    await keys.press('Enter')
    await page.clock.runFor(300_000)
    await dialog.waitFor()
    await page.clock.runFor(100)
    expect(await keys.focused()).toEqual(ring('Continuar'))
    await keys.press('Enter')
    await page.clock.runFor(500)
    await dialog.waitFor({ state: 'hidden' })
    expect(await keys.focused()).toEqual(ring('Repetir'))
    expect(await focusInside(card)).toBe(true)
  })
})

describe('the menu', () => {
  it('at 375 px the slide-over takes focus, keeps it, and Escape gives it back to the toggle', async () => {
    const { page, keys } = await open('/dashboard', { viewport: PHONE })
    expect(await keys.tabTo('Mostrar ou ocultar o menu (Ctrl+B)')).toEqual([
      ring('Pular para o conteúdo'),
      ring('Mostrar ou ocultar o menu (Ctrl+B)'), // the hidden rail's links are not Tab stops
    ])
    const panel = page.getByRole('dialog', { name: /Momento Mãe/ })
    await keys.press('Enter')
    await panel.waitFor()
    const first = await keys.focused()
    expect(first.shows).toBe('ring')
    expect(await focusInside(panel)).toBe(true)
    const names = new Set<string>()
    for (let i = 0; i < 7; i++) {
      const stop = await keys.press('Tab')
      expect(stop.shows).toBe('ring')
      expect(await focusInside(panel)).toBe(true)
      names.add(stop.name)
    }
    expect([...names].sort()).toEqual(['Chat IA', 'Dashboard', 'Fechar menu', 'Meu Plano', 'Perfil'])
    await keys.press('Escape')
    await panel.waitFor({ state: 'hidden' })
    expect(await keys.focused()).toEqual(ring('Mostrar ou ocultar o menu (Ctrl+B)'))

    // Open again and go somewhere: Enter on a link navigates and closes the panel.
    await keys.press('Enter')
    await panel.waitFor()
    await keys.tabTo('Meu Plano', 8)
    await keys.press('Enter')
    await page.waitForURL('**/meu-plano')
    await panel.waitFor({ state: 'hidden' })
  })

  it('on a desktop Ctrl+B folds the rail to icons and back, and she keeps her place in it', async () => {
    const { page, keys } = await open('/dashboard', { viewport: DESKTOP })
    const rail = page.getByRole('complementary', { name: 'Menu lateral' })
    const toggle = page.getByRole('button', { name: 'Mostrar ou ocultar o menu (Ctrl+B)' })
    await keys.tabTo('Chat IA')
    await keys.press('Control+b')
    await expect.poll(async () => (await rail.boundingBox())?.width).toBe(48)
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    // Folded, each link is a new element inside its tooltip (whose code arrives now): focus stays on
    // the same entry instead of dropping to the page.
    await rail.locator('a[data-part="trigger"]').first().waitFor()
    expect(await keys.focused()).toEqual(ring('Chat IA'))
    // A focused entry shows its ring and its name beside the icon.
    expect(await keys.press('Tab')).toEqual(ring('Meu Plano'))
    await page.getByRole('tooltip', { name: 'Meu Plano' }).waitFor()
    await keys.press('Enter')
    await page.waitForURL('**/meu-plano')
    await keys.press('Control+b')
    await expect.poll(async () => (await rail.boundingBox())?.width).toBe(256)
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    expect(await keys.focused()).toEqual(ring('Meu Plano'))
  })
})

describe('Meu Plano and Perfil', () => {
  it('the tabs: one Tab stop, arrow keys move and select, Home and End', async () => {
    const { page, keys } = await open('/meu-plano')
    await keys.tabTo('Nova Rotina')
    expect(await keys.press('Tab')).toEqual(ring('Rotinas'))
    expect(await keys.press('ArrowRight')).toEqual(ring('Exercícios'))
    expect(await page.getByRole('tab', { name: 'Exercícios' }).getAttribute('aria-selected')).toBe('true')
    await page.getByRole('heading', { name: 'Fortalecimento Suave' }).waitFor()
    expect(await keys.press('End')).toEqual(ring('Receitas'))
    expect(await keys.press('Home')).toEqual(ring('Rotinas'))
    expect(await keys.press('ArrowLeft')).toEqual(ring('Receitas'))
    expect(await page.getByRole('tab', { name: 'Receitas' }).getAttribute('aria-selected')).toBe('true')
    // Tab leaves the list for the open panel.
    const next = await keys.press('Tab')
    expect(next.shows).toBe('ring')
    expect(await focusInside(page.getByRole('tabpanel', { name: 'Receitas' }))).toBe(true)
  })

  it('the profile form, both switches with Space, and Sair with Enter', async () => {
    const { page, keys } = await open('/profile')
    await keys.tabTo('Nome')
    await page.keyboard.press('Control+a')
    await keys.type('Joana Lima')
    expect(await keys.press('Tab')).toEqual(ring('E-mail'))
    expect(await keys.press('Tab')).toEqual(ring('Idade'))
    expect(await keys.press('Tab')).toEqual(ring('Idade dos filhos'))
    expect(await keys.press('Tab')).toEqual(ring('Tempo disponível'))
    await keys.press('ArrowDown') // 10-20 → 20-30, without opening the list
    expect(await page.getByLabel('Tempo disponível').inputValue()).toBe('20-30')
    expect(await keys.press('Tab')).toEqual(ring('Salvar Alterações'))
    await keys.press('Enter')
    await page.getByRole('region', { name: 'Notificações (F8)' }).getByText('Perfil atualizado').waitFor()
    // Saved, nothing more to save: the button says so and keeps focus, so Tab goes on from it.
    expect(await keys.focused()).toEqual(ring('Salvar Alterações'))
    expect(await page.getByRole('button', { name: 'Salvar Alterações' }).getAttribute('aria-disabled')).toBe('true')
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('momento-mae-profile'))) ?? '{}')).toMatchObject({
      name: 'Joana Lima',
      availableTime: '20-30',
    })

    const notifications = page.getByRole('switch', { name: 'Notificações' })
    const dark = page.getByRole('switch', { name: 'Modo Escuro' })
    expect(await keys.press('Tab')).toEqual(ring('Notificações'))
    // No permission given to this page: the reminder cannot be made, and the switch goes back off.
    await keys.press('Space')
    await page.getByText('O navegador não deu permissão para notificações').waitFor()
    await expect.poll(() => notifications.isChecked()).toBe(false)
    expect(await keys.press('Tab')).toEqual(ring('Mostrar sequência'))
    // 'Guia por voz' is off and out of reach here: headless Chromium has no pt-BR voice.
    expect(await keys.press('Tab')).toEqual(ring('Som e vibração ao terminar'))
    expect(await keys.press('Tab')).toEqual(ring('Também de madrugada'))
    expect(await keys.press('Tab')).toEqual(ring('Modo madrugada'))
    expect(await keys.press('Tab')).toEqual(ring('Modo Escuro'))
    await keys.press('Space')
    expect(await dark.isChecked()).toBe(true)
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true)
    // Still visible in the dark theme.
    expect(await keys.focused()).toEqual(ring('Modo Escuro'))
    expect(await keys.press('Tab')).toEqual(ring('Sair'))
    await keys.press('Enter')
    await page.waitForURL('**/login')
    expect(path(page)).toBe('/login')
  })
})

describe('Meu plano de segurança', () => {
  it('every step by Tab: she writes, someone to call and their number, Tirar asks first and Escape keeps them, then one more', async () => {
    const { page, keys } = await open('/plano-de-seguranca', { viewport: PHONE })
    const stops = await keys.tabTo('Os sinais que eu conheço')
    expect(stops.every((stop) => stop.shows === 'ring')).toBe(true)
    await keys.type('Não durmo')
    expect(await keys.press('Tab')).toEqual(ring('O que me acalma'))
    expect(await keys.press('Tab')).toEqual(ring('Pessoas e lugares que me distraem'))
    expect(await keys.press('Tab')).toEqual(ring('Nome'))
    await keys.type('Ana')
    expect(await keys.press('Tab')).toEqual(ring('Telefone'))
    await keys.type('11 98765-4321')
    expect(await keys.press('Tab')).toEqual(ring('Ligar para Ana, 11 98765-4321'))
    expect(await keys.press('Tab')).toEqual(ring('Tirar da lista'))
    await keys.press('Enter')
    const asked = page.getByRole('alertdialog', { name: 'Tirar Ana do seu plano?' })
    await asked.waitFor()
    expect(await keys.focused()).toEqual(ring('Manter'))
    await keys.press('Escape')
    await asked.waitFor({ state: 'hidden' })
    expect(await keys.focused()).toEqual(ring('Tirar da lista'))
    expect(await keys.press('Tab')).toEqual(ring('Adicionar outra pessoa'))
    await keys.press('Enter')
    expect(await keys.focused()).toEqual(ring('Nome'))
    expect(await page.getByRole('group', { name: 'Pessoa 2' }).count()).toBe(1)
    // On through the help lines, her UBS and CAPS, to the last step.
    const rest = await keys.tabTo('Meus motivos para seguir', 40)
    expect(rest.filter((stop) => stop.shows !== 'ring')).toEqual([])
    expect(rest.map((stop) => stop.name)).toEqual(expect.arrayContaining(['Ligar para o CVV, 188', 'Minha casa mais segura']))
    await keys.type('Pedro')
    const kept = JSON.parse((await page.evaluate(() => localStorage.getItem('momento-mae-safety-plan'))) ?? '{}')
    expect(kept.parts).toEqual(
      expect.arrayContaining([
        { id: 'warningSigns', text: 'Não durmo' },
        expect.objectContaining({ name: 'Ana', phone: '11 98765-4321' }),
        { id: 'reasons', text: 'Pedro' },
      ]),
    )
  })
})

describe('chat', () => {
  it('“Precisa de ajuda agora?” opens by Enter, keeps focus among its lines, and Escape gives it back', async () => {
    const { page, keys } = await open('/chat', { viewport: PHONE })
    await partsReady(page)
    await keys.tabTo('Precisa de ajuda agora?')
    await keys.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Precisa de ajuda agora?' })
    await dialog.waitFor()
    expect(await dialog.getAttribute('aria-modal')).toBe('true')
    expect((await keys.focused()).shows).toBe('ring')
    expect(await focusInside(dialog)).toBe(true)
    const names = new Set<string>()
    for (let i = 0; i < 10; i++) {
      const stop = await keys.press('Tab')
      expect(stop.shows).toBe('ring')
      expect(await focusInside(dialog)).toBe(true)
      names.add(stop.name)
    }
    expect([...names].sort()).toEqual([
      'Conversar com o CVV pelo chat (abre em nova aba)',
      'Fechar',
      'Ligar para a Central da Mulher, 180',
      'Ligar para a Polícia Militar, 190',
      'Ligar para o CVV, 188',
      'Ligar para o Disque 100, 100',
      'Ligar para o Disque-Intoxicação, 0800 722 6001',
      'Ligar para o SAMU, 192',
      'Meu plano de segurança',
      'Sinais de alerta',
    ])
    await keys.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    expect(await keys.focused()).toEqual(ring('Precisa de ajuda agora?'))
  })

  it('type, Shift+Enter for a new line, Enter sends, and focus stays in the field', async () => {
    const { page, keys } = await open('/chat', { viewport: PHONE })
    const field = page.getByRole('textbox', { name: 'Mensagem para a assistente' })
    const stops = await keys.tabTo('Mensagem para a assistente')
    // Past the conversation (focusable, to scroll it by keyboard) and the suggestions.
    expect(stops.map((stop) => stop.name)).toContain('Conversa com a assistente')
    expect(stops.every((stop) => stop.shows === 'ring')).toBe(true)
    await keys.type('Tenho 10 minutos')
    await keys.press('Shift+Enter')
    await keys.type('o que faço?')
    expect(await field.inputValue()).toBe('Tenho 10 minutos\no que faço?')
    expect(await keys.press('Enter')).toEqual(ring('Mensagem para a assistente'))
    expect(await field.inputValue()).toBe('')
    const log = page.getByRole('log', { name: 'Conversa com a assistente' })
    await log.getByText('o que faço?').waitFor()
    await page.locator('button[aria-label="Enviar mensagem"]:not([data-loading])').waitFor()
    expect(await keys.focused()).toEqual(ring('Mensagem para a assistente'))
    // She can write the next one straight away.
    await keys.type('Obrigada')
    expect(await field.inputValue()).toBe('Obrigada')
  })
})
