import type { Locator, Page } from 'playwright-core'

/**
 * Until the late parts of the page's route have come: the ones that come once the page is idle or
 * as they near the screen (src/start/route-parts.ts), fetched and drawn. The page says so itself
 * (`data-late-parts` on <html>, src/start/moments.ts): `waiting` for its first idle moment,
 * `coming`, then `arrived`. Under a held clock (`page.clock`) the idle moment comes only as the
 * clock moves: it is moved on by the 50 ms a held page's idle callback waits, once asked for.
 */
export async function partsReady(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.lateParts !== undefined)
  const clockHeld = await page.evaluate(() => '__pwClock' in window && document.documentElement.dataset.lateParts === 'waiting')
  if (clockHeld) await page.clock.runFor(100)
  await page.waitForFunction(() => document.documentElement.dataset.lateParts === 'arrived')
}

/**
 * The first card of the dashboard's 'Atividades Rápidas', which the route brings before its first
 * render (src/start/route-parts.ts): a test waits for it as the app takes over.
 */
export const firstQuickCard = (page: Page): Locator => page.getByRole('region', { name: 'Atividades Rápidas' }).getByRole('article').first()
