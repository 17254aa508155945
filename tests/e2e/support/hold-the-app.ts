import type { Page } from 'playwright-core'

/**
 * Holds the app's entry script back until `release` is called, so a test can measure the
 * prerendered copy before the app takes over. Go to the page with `waitUntil: 'commit'`: the held
 * module script delays DOMContentLoaded.
 */
export async function holdTheApp(page: Page): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/index-*.js', async (route) => {
    await held
    await route.continue()
  })
  return release
}
