import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest'
import { chromiumFlags, chromiumPath } from '../../../scripts/chromium.mjs'

export const DESKTOP = { width: 1280, height: 800 }
export const PHONE = { width: 375, height: 740 }

export interface PageOptions {
  viewport?: { width: number; height: number }
  colorScheme?: 'light' | 'dark'
  reducedMotion?: 'reduce' | 'no-preference'
}

/**
 * One Chromium per test file (playwright's launch() gives it a fresh temporary profile) and a
 * new context, so new storage and cookies, for every page a test opens.
 */
export function useBrowser() {
  let browser: Browser
  const contexts: BrowserContext[] = []
  let problems: string[] = []
  let allowed: RegExp[] = []

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
  })
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()))
    const unexpected = problems.filter((problem) => !allowed.some((pattern) => pattern.test(problem)))
    problems = []
    allowed = []
    // A page error or console error (a CSP violation, a React warning) fails the test.
    expect(unexpected).toEqual([])
  })
  afterAll(async () => {
    await browser?.close()
  })

  async function openPage(options: PageOptions, serviceWorkers: 'allow' | 'block'): Promise<Page> {
    const context = await browser.newContext({
      baseURL: inject('baseUrl'),
      viewport: options.viewport ?? DESKTOP,
      colorScheme: options.colorScheme ?? 'light',
      reducedMotion: options.reducedMotion ?? 'no-preference',
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      serviceWorkers,
    })
    const page = await context.newPage()
    waitForTheAppOnNavigation(page)
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`)
    })
    return page
  }

  return {
    baseUrl: () => inject('baseUrl'),
    async newPage(options: PageOptions = {}): Promise<Page> {
      const page = await openPage(options, 'allow')
      contexts.push(page.context())
      return page
    },
    /**
     * A page whose context outlives the test, for tests that only read a screen and share its
     * load (support/visits.ts closes it). An error it logs fails the test running when it comes.
     * Its service worker is blocked: each load is the server's answer, as on a first visit.
     */
    keptPage: (options: PageOptions = {}): Promise<Page> => openPage(options, 'block'),
    /** For tests that cause an error on purpose (a failing server, say). */
    allowConsoleError(pattern: RegExp) {
      allowed.push(pattern)
    },
  }
}

/**
 * Every screen arrives prerendered (an inert static copy) and the app replaces it a moment later.
 * goto() and reload() wait for that hand-over, so a test never reads or clicks the static copy.
 * `waitUntil: 'commit' | 'domcontentloaded'` opts out, for a test about the page before the app.
 */
function waitForTheAppOnNavigation(page: Page): void {
  const takeover = () => page.waitForFunction(() => !document.getElementById('prerendered'))
  const early = (options?: { waitUntil?: string }) =>
    options?.waitUntil === 'commit' || options?.waitUntil === 'domcontentloaded'
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  page.goto = async (url, options) => {
    const response = await goto(url, options)
    if (!early(options)) await takeover()
    return response
  }
  page.reload = async (options) => {
    const response = await reload(options)
    if (!early(options)) await takeover()
    return response
  }
}
