import type { Page } from 'playwright-core'

/** Until the app has taken over from the prerendered copy (it removes `#prerendered` as it does). */
export async function appTookOver(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.getElementById('prerendered'))
}
