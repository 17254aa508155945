import { describe, expect, it } from 'vitest'
import { DESKTOP, PHONE, useBrowser } from './support/browser'
import { holdTheApp } from './support/hold-the-app'

const browser = useBrowser()

describe('login, signup and forgot password', () => {
  it('login with e-mail and password goes to the dashboard', async () => {
    const page = await browser.newPage()
    await page.goto('/login')
    await page.getByText('Seu momento de autocuidado começa aqui.').waitFor()
    await page.getByLabel('E-mail').fill('maria@exemplo.com.br')
    await page.getByLabel('Senha').fill('segredo')
    await page.getByRole('button', { name: 'Entrar' }).click()
    await page.waitForURL('**/dashboard')
    await page.getByRole('heading', { level: 1, name: /Mãe/ }).waitFor()
  })

  it('an empty login stays on the login screen, with the browser asking for the e-mail', async () => {
    const page = await browser.newPage()
    await page.goto('/login')
    await page.getByRole('button', { name: 'Entrar' }).click()
    expect(new URL(page.url()).pathname).toBe('/login')
    const message = await page.getByLabel('E-mail').evaluate((input: HTMLInputElement) => input.validationMessage)
    expect(message).not.toBe('')
  })

  it('signup goes to onboarding, and the link goes back to login', async () => {
    const page = await browser.newPage()
    await page.goto('/signup')
    await page.getByLabel('Nome').fill('Maria Silva')
    await page.getByLabel('E-mail').fill('maria@exemplo.com.br')
    await page.locator('input[name="password"]').fill('um')
    await page.getByLabel('Confirmar Senha').fill('outro') // no match check (docs/product.md, Forms and validation)
    await page.getByRole('button', { name: 'Cadastrar' }).click()
    await page.waitForURL('**/onboarding')
    await page.goto('/signup')
    await page.getByRole('link', { name: 'Entrar' }).click()
    await page.waitForURL('**/login')
  })

  it('login links to signup and to forgot password', async () => {
    const page = await browser.newPage()
    await page.goto('/login')
    await page.getByRole('link', { name: 'Cadastre-se' }).click()
    await page.waitForURL('**/signup')
    await page.goto('/login')
    await page.getByRole('button', { name: 'Esqueci minha senha' }).click()
    await page.waitForURL('**/forgot-password')
  })

  it('forgot password: submitted state, then "Voltar ao login"', async () => {
    const page = await browser.newPage()
    await page.goto('/forgot-password')
    await page.getByLabel('E-mail').fill('maria@exemplo.com.br')
    await page.getByRole('button', { name: 'Enviar link de recuperação' }).click()
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Enviamos um link de recuperação para seu e-mail',
    )
    await page.getByRole('button', { name: 'Voltar ao login' }).click()
    await page.waitForURL('**/login')
  })

  it('forgot password: "Voltar" returns to login without sending', async () => {
    const page = await browser.newPage()
    await page.goto('/forgot-password')
    await page.getByRole('button', { name: 'Voltar', exact: true }).click()
    await page.waitForURL('**/login')
  })
})

describe('sidebar', () => {
  it('marks the current entry and navigates', async () => {
    const page = await browser.newPage()
    await page.goto('/dashboard')
    const nav = page.getByRole('navigation', { name: 'Navegação principal' })
    await expect(nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).resolves.toBe('page')
    await nav.getByRole('link', { name: 'Chat IA' }).click()
    await page.waitForURL('**/chat')
    await expect(nav.getByRole('link', { name: 'Chat IA' }).getAttribute('aria-current')).resolves.toBe('page')
    await expect(nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).resolves.toBeNull()
  })

  it('collapses to icons with the toggle and with Ctrl+B, and remembers it in a 7-day cookie', async () => {
    const page = await browser.newPage({ viewport: DESKTOP })
    await page.goto('/dashboard')
    const rail = page.getByRole('complementary', { name: 'Menu lateral' })
    expect((await rail.boundingBox())?.width).toBe(256)
    await page.getByRole('button', { name: /Mostrar ou ocultar o menu/ }).click()
    await expect.poll(async () => (await rail.boundingBox())?.width).toBe(48)
    const cookies = await page.context().cookies()
    const cookie = cookies.find((c) => c.name === 'sidebar_state')
    expect(cookie?.value).toBe('false')
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86400
    expect(days).toBeGreaterThan(6.9)
    expect(days).toBeLessThanOrEqual(7)
    // Collapsed, each entry keeps its name for screen readers.
    await page.getByRole('link', { name: 'Meu Plano' }).waitFor()

    await page.reload()
    await expect.poll(async () => (await rail.boundingBox())?.width).toBe(48)
    await page.keyboard.press('Control+b')
    await expect.poll(async () => (await rail.boundingBox())?.width).toBe(256)
    expect((await page.context().cookies()).find((c) => c.name === 'sidebar_state')?.value).toBe('true')
  })

  it('a collapsed rail is already collapsed in the prerendered copy, so the screen does not shift', async () => {
    const page = await browser.newPage({ viewport: DESKTOP })
    await page.context().addCookies([{ name: 'sidebar_state', value: 'false', url: browser.baseUrl() }])
    // Hold the app back until the static copy has been measured.
    const release = await holdTheApp(page)
    await page.goto('/dashboard', { waitUntil: 'commit' }) // the held module script delays DOMContentLoaded
    await page.locator('#prerendered h1').waitFor()
    const heading = page.getByRole('heading', { name: 'Olá, Mãe!' })
    const staticBox = await page.locator('#prerendered aside').boundingBox()
    const staticX = await page.locator('#prerendered h1').evaluate((h1) => h1.getBoundingClientRect().x)
    expect(staticBox?.width).toBe(48)
    release()
    await page.waitForFunction(() => !document.getElementById('prerendered'))
    expect((await heading.boundingBox())?.x).toBe(staticX)
  })

  it('at 375 px is a slide-over that opens with the toggle and closes on navigation, Escape and outside taps', async () => {
    const page = await browser.newPage({ viewport: PHONE })
    await page.goto('/dashboard')
    const toggle = page.getByRole('button', { name: /Mostrar ou ocultar o menu/ })
    const panel = page.getByRole('dialog', { name: /Momento Mãe/ })
    await expect(page.getByRole('complementary', { name: 'Menu lateral' }).isVisible()).resolves.toBe(false)

    await toggle.click()
    await panel.waitFor({ state: 'visible' })
    expect(Math.round((await panel.boundingBox())?.width ?? 0)).toBe(288)
    await panel.getByRole('link', { name: 'Meu Plano' }).click()
    await page.waitForURL('**/meu-plano')
    await panel.waitFor({ state: 'hidden' })

    await toggle.click()
    await panel.waitFor({ state: 'visible' })
    await page.keyboard.press('Escape')
    await panel.waitFor({ state: 'hidden' })

    await toggle.click()
    await panel.waitFor({ state: 'visible' })
    await page.mouse.click(360, 400)
    await panel.waitFor({ state: 'hidden' })
  })
})

describe('theme', () => {
  it('starts light, toggles to dark and stays dark after a reload', async () => {
    const page = await browser.newPage()
    await page.goto('/dashboard')
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'))
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    expect(await isDark()).toBe(false)
    const light = await background()
    await page.getByRole('button', { name: 'Ativar modo escuro' }).click()
    expect(await isDark()).toBe(true)
    expect(await page.evaluate(() => localStorage.getItem('momento-mae-theme'))).toBe('dark')
    expect(await background()).not.toBe(light)
    await page.reload()
    expect(await isDark()).toBe(true)
    await page.getByRole('button', { name: 'Ativar modo claro' }).waitFor()
  })

  // The theme's CSS (tokens, reset) comes with the page, not from the app (scripts/prerender.mjs):
  // a prerendered page and the shell that unknown paths get must both carry it.
  it.each(['/login', '/nao-existe'])('%s is drawn in the palette, light and then dark', async (path) => {
    const page = await browser.newPage()
    browser.allowConsoleError(/status of 404/) // the 404 page answers 404 on purpose
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    await page.goto(path)
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(await background()).toBe('rgb(251, 248, 245)') // #FBF8F5
    await page.evaluate(() => localStorage.setItem('momento-mae-theme', 'dark'))
    await page.reload()
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(await background()).toBe('rgb(23, 19, 16)') // #171310
  })

  // The phone at 3 a.m. in dark mode: the app is dark from the first frame, in the static copy and
  // after the app takes over, until she chooses; then her choice stays whatever the phone says.
  it('follows the phone’s dark mode from the first frame until she chooses; light when the phone says nothing', async () => {
    const page = await browser.newPage({ viewport: PHONE, colorScheme: 'dark' })
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'))
    const release = await holdTheApp(page)
    await page.goto('/login', { waitUntil: 'commit' })
    await page.locator('#prerendered h1').waitFor()
    expect(await isDark()).toBe(true) // the static copy, before any of the app's JavaScript
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(23, 19, 16)')
    release()
    await page.waitForFunction(() => !document.getElementById('prerendered'))
    expect(await isDark()).toBe(true)
    await page.getByRole('button', { name: 'Ativar modo claro' }).waitFor()

    // Dawn: the phone turns light, and so does the app, without a reload.
    await page.emulateMedia({ colorScheme: 'light' })
    await expect.poll(isDark).toBe(false)
    // Her choice is kept, and the phone no longer decides.
    await page.getByRole('button', { name: 'Ativar modo escuro' }).click()
    expect(await page.evaluate(() => localStorage.getItem('momento-mae-theme'))).toBe('dark')
    await page.emulateMedia({ colorScheme: 'light' })
    await page.reload()
    expect(await isDark()).toBe(true)

    const quiet = await browser.newPage({ viewport: PHONE })
    await quiet.emulateMedia({ colorScheme: 'no-preference' })
    await quiet.goto('/login')
    expect(await quiet.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false)
    await quiet.getByRole('button', { name: 'Ativar modo escuro' }).waitFor()
  })

  it('paints the stored dark theme before the app starts (no flash of light)', async () => {
    const page = await browser.newPage()
    await page.goto('/login')
    await page.evaluate(() => localStorage.setItem('momento-mae-theme', 'dark'))
    await page.route('**/assets/*.js', (route) => route.abort()) // no app at all: only the inline script runs
    await page.reload({ waitUntil: 'domcontentloaded' })
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true)
    browser.allowConsoleError(/Failed to load resource/)
  })
})

describe('prerendered screens', () => {
  // The suggestion is the largest text of the dashboard: painted with the page, it is read (and
  // measured as its largest paint) before the app arrives, and it is the one of her clock.
  it.each([
    ['06:30', 'Manhã Produtiva', ['Pausa Revigorante', 'Noite Serena']],
    ['14:00', 'Pausa Revigorante', ['Manhã Produtiva', 'Noite Serena']],
    ['21:00', 'Noite Serena', ['Manhã Produtiva', 'Pausa Revigorante']],
    // In the madrugada its card leads above the suggestion, in both copies (madrugada.e2e.ts).
    ['23:00', 'Noite Serena', ['Manhã Produtiva', 'Pausa Revigorante']],
  ])('at %s the prerendered copy already shows “%s”, where the app then shows it', async (time, title, others) => {
    const page = await browser.newPage({ viewport: PHONE })
    await page.clock.setFixedTime(new Date(`2026-11-25T${time}:00-03:00`))
    const release = await holdTheApp(page)
    await page.goto('/dashboard', { waitUntil: 'commit' })
    const staticTitle = page.locator('#prerendered h2', { hasText: title })
    await staticTitle.waitFor()
    for (const other of others) expect(await page.locator('#prerendered h2', { hasText: other }).isVisible()).toBe(false)
    const staticY = (await staticTitle.boundingBox())?.y
    release()
    await page.waitForFunction(() => !document.getElementById('prerendered'))
    const liveTitle = page.getByRole('heading', { level: 2, name: title })
    expect((await liveTitle.boundingBox())?.y).toBe(staticY)
  })

  it.each([
    // The page's first script (src/start/before-first-paint.ts) and the app: nothing inline from the render; on the dashboard, her figures too (index.html).
    ['/login', 'Seu momento de autocuidado começa aqui.', 2],
    ['/dashboard', 'Atividades Rápidas', 3],
    ['/meu-plano', 'Rotinas prontas e atividades para o seu tempo', 2],
  ])('%s arrives already drawn, for the app to take over', async (path, text, scripts) => {
    const page = await browser.newPage()
    const html = await (await page.request.get(path)).text()
    expect(html).toContain('<div id="prerendered">')
    expect(html).toContain(text)
    expect(html.match(/<script/g)).toHaveLength(scripts)
  })

  // On slow 4G the static copy is there seconds before the app: what she types or taps meanwhile
  // passes to the app (src/start/prerender-carry-over.ts).
  async function beforeTheApp(path = '/login') {
    const page = await browser.newPage({ viewport: PHONE })
    const release = await holdTheApp(page)
    await page.goto(path, { waitUntil: 'commit' })
    await page.locator('#prerendered h1').waitFor()
    return { page, release, appArrived: () => page.waitForFunction(() => !document.getElementById('prerendered')) }
  }

  it('what she types in the prerendered /login before the app is ready is still there after, with her focus', async () => {
    const { page, release, appArrived } = await beforeTheApp()
    await page.locator('#prerendered input[name="password"]').fill('segredo')
    await page.locator('#prerendered input[name="email"]').click()
    await page.keyboard.type('maria@exemplo.com.br')
    release()
    await appArrived()
    const email = page.getByLabel('E-mail')
    expect(await email.inputValue()).toBe('maria@exemplo.com.br')
    expect(await page.getByLabel('Senha').inputValue()).toBe('segredo')
    expect(await email.evaluate((input) => input === document.activeElement)).toBe(true)
    await page.keyboard.type('r') // she goes on typing where she was
    expect(await email.inputValue()).toBe('maria@exemplo.com.brr')
  })

  it('a tap on the prerendered /login before the app is ready is shown held, then done once the app is', async () => {
    const { page, release, appArrived } = await beforeTheApp()
    await page.locator('#prerendered input[name="email"]').fill('maria@exemplo.com.br')
    await page.locator('#prerendered input[name="password"]').fill('segredo')
    const enter = page.locator('#prerendered button[type="submit"]')
    await enter.click()
    expect(await enter.getAttribute('aria-busy')).toBe('true') // dimmed: she sees it was heard
    expect(new URL(page.url()).pathname).toBe('/login') // the static form sent nothing
    release()
    await appArrived()
    await page.waitForURL('**/dashboard')
    await page.getByRole('heading', { level: 1, name: /Mãe/ }).waitFor()
  })

  it("a tab tapped on the prerendered Meu Plano before the app is ready is the one open after", async () => {
    const { page, release, appArrived } = await beforeTheApp('/meu-plano')
    await page.locator('#prerendered [role="tab"]', { hasText: 'Receitas' }).click()
    release()
    await appArrived()
    await expect.poll(() => page.getByRole('tab', { name: 'Receitas' }).getAttribute('aria-selected')).toBe('true')
  })

  // The prerender styles the page with the token definitions; the app, with the token dictionary
  // the build made of them (scripts/chakra-tokens-at-build.ts). A token named, referenced or
  // placed differently would serialize other CSS, under a class the page did not bring.
  it.each(['/login', '/dashboard', '/chat', '/meu-plano', '/profile'])(
    '%s: the live screen is styled with exactly the classes the prerendered page came with',
    async (path) => {
      const page = await browser.newPage({ viewport: PHONE })
      // The live screen as the app takes over, read in the same task that removes the static copy:
      // the parts that come once the page is idle (the ring's motion) may bring styles of their own,
      // and on a busy machine they can arrive before a later look.
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (!document.querySelector('main') || document.getElementById('prerendered')) return
          observer.disconnect()
          Object.assign(window, {
            classesAtTakeover: [...document.querySelectorAll('main, main *')].flatMap((element) =>
              [...element.classList].filter((name) => name.startsWith('css-')).map((name) => name.slice('css-'.length)),
            ),
          })
        }).observe(document, { childList: true, subtree: true })
      })
      await page.goto(path)
      await page.waitForFunction(() => !document.getElementById('prerendered'))
      await page.getByRole('heading', { level: 1 }).waitFor()
      const { prerendered, live } = await page.evaluate(() => ({
        prerendered: document.querySelector<HTMLStyleElement>('style[data-emotion^="css "]')!.dataset.emotion!.split(' ').slice(1),
        live: (window as unknown as { classesAtTakeover: string[] }).classesAtTakeover,
      }))
      expect(live.length).toBeGreaterThan(10)
      expect(live.filter((name) => !prerendered.includes(name))).toEqual([])
    },
  )

  // goto() waits until the static copy is gone; what it cannot see is the moment between. After
  // every change to the page, as the browser is about to draw it, the screen is there exactly
  // once: never both copies, never neither (src/start/prerender-handoff.tsx).
  it('the app replaces the static copy in one step: never both copies, never neither', async () => {
    const page = await browser.newPage()
    await page.addInitScript(() => {
      const seen: number[] = []
      Object.assign(window, { screensSeen: seen })
      const count = () => [...document.querySelectorAll('h2')].filter((h) => h.textContent === 'Atividades Rápidas').length
      new MutationObserver(() => {
        const screens = count()
        if (screens > 0 || seen.length > 0) seen.push(screens)
      }).observe(document, { childList: true, subtree: true })
    })
    await page.goto('/dashboard')
    const seen = await page.evaluate(() => (window as unknown as { screensSeen: number[] }).screensSeen)
    expect(seen.length).toBeGreaterThan(1) // the static copy arrived, then the app changed the page
    expect(new Set(seen)).toEqual(new Set([1]))
  })
})

describe('unknown paths', () => {
  it.each(['/nao-existe', '/login/extra'])('%s shows "Page Not Found" inside the sidebar layout', async (path) => {
    const page = await browser.newPage()
    browser.allowConsoleError(/status of 404/) // Chromium logs the document's own 404
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor()
    await page.getByText(/esqueceu de adicioná-la ao roteador/).waitFor()
    await page.getByRole('navigation', { name: 'Navegação principal' }).waitFor()
  })
})

describe('every route', () => {
  it.each([
    ['/', 'Olá, Mãe!'],
    ['/dashboard', 'Olá, Mãe!'],
    ['/chat', 'Chat com Assistente IA'],
    ['/meu-plano', 'Meu Plano'],
    ['/profile', 'Perfil'],
  ])('%s shows its screen inside the layout', async (path, heading) => {
    const page = await browser.newPage()
    await page.goto(path)
    await page.getByRole('heading', { level: 1, name: heading }).waitFor()
    await page.getByRole('navigation', { name: 'Navegação principal' }).waitFor()
  })
})
