import type { Disposable, Page } from 'playwright-core'
import { afterAll } from 'vitest'

export interface VisitOptions {
  /** localStorage beside the condition's, for this visit. */
  stored?: Record<string, string>
  /** For a test that acts on the page: loaded anew even if the test before read the same route. */
  anew?: boolean
}

export type Visit = (path: string, options?: VisitOptions) => Promise<Page>

/**
 * The sweeps' loads, shared: one page kept for a condition (its size, theme, text size), opened by
 * `open` (a `keptPage` and what the condition adds before the first load). Each route is loaded in
 * it anew, a new document whose storage holds only the condition's and the visit's values
 * (`momento-mae-theme` among them; nothing the route before left), then read by every test of that
 * route and condition in turn (the checks only read), or loaded anew for a test that acts on it.
 * What stays from one route to the next is the browser's context, its cache and compiled code.
 * Every document of the page starts with that storage only: a test that reloads and expects what
 * the page kept needs a page of its own. Call it inside a describe: the page is closed after the
 * describe's tests.
 */
export function routeVisits(open: () => Promise<Page>, condition: Record<string, string> = {}): Visit {
  let opened: Promise<Page> | undefined
  let shown: string | undefined
  let storage: Disposable | undefined
  afterAll(async () => {
    await (await opened)?.context().close()
  })
  return async (path, { stored = {}, anew = false } = {}) => {
    opened ??= open()
    const page = await opened
    const visit = `${path} ${JSON.stringify(stored)}`
    if (shown === visit && !anew) return page
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
    // A page a test acts on is no longer the route as it loads.
    shown = anew ? undefined : visit
    return page
  }
}
