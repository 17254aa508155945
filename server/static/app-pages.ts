import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { appRoutes } from './app-routes'

/** '/' → index.html, '/chat' → chat.html: the names scripts/prerender.mjs writes. */
const pageFile = (route: string) => `${route === '/' ? 'index' : route.slice(1)}.html`

/**
 * The HTML each app route answers with: its prerendered page (drawn before any JavaScript runs)
 * when the build made one, or else the plain shell. Read once at start-up.
 */
export function appPages(clientDir: string, shell: string): Map<string, string> {
  const pages = new Map<string, string>()
  for (const route of appRoutes) {
    const file = join(clientDir, 'prerendered', pageFile(route))
    pages.set(route, existsSync(file) ? readFileSync(file, 'utf8') : shell)
  }
  return pages
}
