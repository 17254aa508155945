import type { Page } from 'playwright-core'

/** The first visit is over for the service worker: installed, every file precached, in control. */
export async function untilReadyOffline(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}
