import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'

/**
 * Waits for a part that loads once the browser is idle (the profile's cards), moving the page's
 * clock on meanwhile: under `page.clock` the idle callback fires only when the clock moves, and it
 * may be asked for after a single `runFor` has already passed.
 */
export async function untilShown(page: Page, part: Locator): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.clock.runFor(500)
        return part.isVisible()
      },
      { timeout: 20_000 },
    )
    .toBe(true)
}
