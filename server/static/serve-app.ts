import { join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Hono } from 'hono'
import { appRoutes } from './app-routes'
import { gzippedAssets } from './gzipped-assets'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'no-cache'

/**
 * The built app: hashed assets cached for a year, everything else revalidated; a missing file
 * is a 404 (never index.html), and app paths get index.html (the router takes it from there).
 */
export function serveApp(app: Hono, clientDir: string, indexHtml: string): void {
  // Set after the handler: Hono copies prepared headers into the Response when it is created.
  app.use('*', async (c, next) => {
    await next()
    if (c.req.path.startsWith('/api/')) return
    const hashed = c.req.path.startsWith('/assets/') && c.res.status === 200
    c.res.headers.set('Cache-Control', hashed ? IMMUTABLE : REVALIDATE)
  })

  app.get('/assets/*', gzippedAssets(join(clientDir, 'assets')))
  app.use('*', serveStatic({ root: clientDir }))

  app.on(['GET', 'HEAD'], '*', (c) => {
    const path = c.req.path.replace(/\/+$/, '') || '/'
    const lastSegment = path.slice(path.lastIndexOf('/') + 1)
    if (path.startsWith('/assets/') || lastSegment.includes('.')) {
      return c.text('Arquivo não encontrado.', 404)
    }
    return c.html(indexHtml, appRoutes.has(path) ? 200 : 404)
  })
}
