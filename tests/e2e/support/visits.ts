import type { Disposable, Page } from 'playwright-core'
import { afterAll } from 'vitest'

export type Visit = (path: string, stored?: Record<string, string>) => Promise<Page>

/**
 * The sweeps' loads, shared: one page kept for a condition (its size, theme, text size), opened by
 * `open` (a `keptPage` and what the condition adds before the first load), in which each route is
 * loaded anew, a new document whose storage holds only the condition's and the visit's values
 * (`momento-mae-theme` among them; nothing the route before left),
 * then read by every test of that route and condition in turn: the checks only read. What stays
 * from one route to the next is the browser's context, its cache and compiled code.
 * Call it inside a describe: the page is closed after the describe's tests.
 */
export function routeVisits(open: () => Promise<Page>, condition: Record<string, string> = {}): Visit {
  let opened: Promise<Page> | undefined
  let shown: string | undefined
  let storage: Disposable | undefined
  afterAll(async () => {
    await (await opened)?.context().close()
  })
  return async (path, stored = {}) => {
    opened ??= open()
    const page = await opened
    const visit = `${path} ${JSON.stringify(stored)}`
    if (shown === visit) return page
    shown = undefined
    await storage?.dispose()
    storage = await page.addInitScript((values) => {
      localStorage.clear()
      sessionStorage.clear()
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value)
    }, { ...condition, ...stored })
    await page.context().clearCookies()
    await page.goto(path)
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    shown = visit
    return page
  }
}
