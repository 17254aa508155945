import type { Page } from 'playwright-core'
import { readManifest } from '../../../scripts/bench/first-load.mjs'

/** The built file of the 'Precisa de ajuda agora?' dialog, which the chat fetches once idle. */
export const helpDialogFile = readManifest()['src/ui/chat/help-now-dialog.tsx']!.file

/** Until the dialog's code has arrived, the button opens the same lines in a sheet instead. */
export async function helpDialogLoaded(page: Page): Promise<void> {
  await page.waitForFunction(
    (file) => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(file)),
    helpDialogFile,
  )
  // Fetched is not yet evaluated: one more frame for the import to resolve and render.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))))
}
