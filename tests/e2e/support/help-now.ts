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

/** The activity player, which the chat also fetches once idle (for 'Fazer agora'). */
const activityPlayerFile = readManifest()['src/ui/player/activity-player.tsx']!.file

/**
 * Everything the chat fetches once idle has arrived: the dialog, the player, and whatever they
 * import (no new resource for a second), so that going offline then costs no request.
 */
export async function idleFetchesDone(page: Page): Promise<void> {
  await helpDialogLoaded(page)
  await page.waitForFunction(
    (file) => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(file)),
    activityPlayerFile,
  )
  await page.waitForFunction(
    () => {
      const state = window as unknown as { quietSince?: number; resources?: number }
      const count = performance.getEntriesByType('resource').length
      if (count !== state.resources) Object.assign(state, { resources: count, quietSince: performance.now() })
      return performance.now() - state.quietSince! >= 1000
    },
    undefined,
    { polling: 100 },
  )
}
