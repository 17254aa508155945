import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { appRoutes } from './app-routes'

// The server may not import the app (ESLint), so it reads the router's generated tree as text.
function routerPaths(): string[] {
  const tree = readFileSync(new URL('../../src/routeTree.gen.ts', import.meta.url), 'utf8')
  const block = tree.match(/export interface FileRoutesByFullPath \{([\s\S]*?)\n\}/)?.[1] ?? ''
  return [...block.matchAll(/^\s+'([^']+)':/gm)].map((match) => match[1]!)
}

describe('app routes known to the server', () => {
  it('are exactly the routes of the router, so only unknown paths answer 404', () => {
    expect(routerPaths().length).toBeGreaterThan(0)
    expect([...appRoutes].sort()).toEqual(routerPaths().sort())
  })
})
