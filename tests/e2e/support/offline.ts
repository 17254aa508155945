import type { CDPSession, Page } from 'playwright-core'

/** The first visit is over for the service worker: installed, every file precached, in control. */
export async function untilReadyOffline(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

const sessions = new WeakMap<Page, CDPSession>()

/**
 * After `context.setOffline(true)`, Debian's Chromium 150 starts each new document with
 * `navigator.onLine` true although every request fails, where a phone without a connection says
 * false from the start. Telling the page's own session again sets it as the phone would; call it
 * after each navigation made offline, and with `false` when the connection comes back.
 */
export async function tellPageOffline(page: Page, offline = true): Promise<void> {
  let session = sessions.get(page)
  if (!session) {
    session = await page.context().newCDPSession(page)
    sessions.set(page, session)
  }
  await session.send('Network.emulateNetworkConditions', {
    offline,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  })
}
