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

/**
 * The first card of the dashboard's 'Atividades Rápidas', which come once the page is idle (or as
 * she scrolls near them, or at once when she left one under way): a test that holds the page's
 * clock waits for them first.
 */
export const firstQuickCard = (page: Page): Locator => page.getByRole('region', { name: 'Atividades Rápidas' }).getByRole('article').first()
