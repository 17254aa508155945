import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { readManifest } from '../../scripts/bench/first-load.mjs'
import { DESKTOP, PHONE, useBrowser } from './support/browser'
import { firstQuickCard, partsReady } from './support/parts-ready'

// The sidebar layout's two late parts (src/ui/app-shell/app-layout.tsx; the table: src/start/route-parts.ts):
// the slide-over on a phone once idle or at her first tap, the run keeper once a run is kept.
const browser = useBrowser()
const manifest = readManifest()
const slideOver = manifest['src/ui/layout/mobile-sidebar.tsx']!.file
const runKeeper = manifest['src/ui/app-shell/run-keeper.tsx']!.file

/** A screen of the layout, with the path of every script it fetches. */
async function open(path: string, viewport: typeof PHONE, { neverIdle = false } = {}) {
  const page = await browser.newPage({ viewport })
  const fetched: string[] = []
  page.on('request', (request) => request.resourceType() === 'script' && fetched.push(new URL(request.url()).pathname.slice(1)))
  // A page that is never idle: what comes, comes because she asked for it.
  if (neverIdle) await page.addInitScript(() => (window.requestIdleCallback = () => 0))
  await page.goto(path)
  return { page, fetched }
}

const menuToggle = (page: Page) => page.getByRole('button', { name: /Mostrar ou ocultar o menu/ })
const slideOverPanel = (page: Page) => page.getByRole('dialog', { name: /Momento Mãe/ })

describe('the slide-over menu', () => {
  it('on a phone, comes once the page is idle', async () => {
    const { page, fetched } = await open('/sinais-de-alerta', PHONE)
    await partsReady(page)
    expect(fetched).toContain(slideOver)
  })

  it('on a wide screen, never comes', async () => {
    const { page, fetched } = await open('/sinais-de-alerta', DESKTOP)
    await partsReady(page)
    expect(fetched).not.toContain(slideOver)
  })

  it('on a phone not yet idle, comes at her first tap on the menu, and that tap opens it', async () => {
    const { page, fetched } = await open('/depois-do-parto', PHONE, { neverIdle: true })
    expect(await page.evaluate(() => document.documentElement.dataset.lateParts)).toBe('waiting')
    expect(fetched).not.toContain(slideOver)
    await menuToggle(page).click()
    await slideOverPanel(page).waitFor({ state: 'visible' })
    expect(fetched).toContain(slideOver)
  })
})

describe('the run keeper', () => {
  it('does not come on a visit with no run kept, and comes as she starts one', async () => {
    const { page, fetched } = await open('/dashboard', DESKTOP)
    await firstQuickCard(page).waitFor()
    await partsReady(page)
    expect(fetched).not.toContain(runKeeper)
    await firstQuickCard(page).getByRole('button', { name: 'Começar', exact: true }).click()
    await expect.poll(() => fetched).toContain(runKeeper)
  })
})
