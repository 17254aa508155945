import { join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Hono } from 'hono'
import { appPages } from './app-pages'
import { acceptsGzip, gzippedAssets, gzippedBody, gzipOnce } from './gzipped-assets'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'no-cache'

/**
 * The built app: hashed assets cached for a year, everything else revalidated; a missing file
 * is a 404 (never index.html); app paths get their prerendered page, and unknown paths the plain
 * shell with a 404 (the router then shows its 404 page inside the layout).
 */
export function serveApp(app: Hono, clientDir: string, indexHtml: string): void {
  // Set after the handler: Hono copies prepared headers into the Response when it is created.
  app.use('*', async (c, next) => {
    await next()
    if (c.req.path.startsWith('/api/')) return
    const hashed = c.req.path.startsWith('/assets/') && c.res.status === 200
    c.res.headers.set('Cache-Control', hashed ? IMMUTABLE : REVALIDATE)
  })

  const pages = appPages(clientDir, indexHtml)
  // The pages carry their markup and styles, tens of KB each: gzipped once, not on every visit.
  const gzippedPage = gzipOnce(async (route: string) => pages.get(route))
  const appPath = (path: string) => path.replace(/\/+$/, '') || '/'
  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const route = appPath(c.req.path)
    const page = pages.get(route)
    if (page === undefined) return next()
    const gzipped = acceptsGzip(c.req.header('accept-encoding')) ? await gzippedPage(route) : undefined
    return gzipped ? gzippedBody(c, gzipped, 'text/html; charset=UTF-8') : c.html(page)
  })

  app.get('/assets/*', gzippedAssets(join(clientDir, 'assets')))
  // The prerendered pages under their own names too: gzipped once, not by compress() on every request.
  app.get('/prerendered/*', gzippedAssets(join(clientDir, 'prerendered'), '/prerendered/'))
  // The build's manifest lists every source path: for the build, not for visitors.
  app.on(['GET', 'HEAD'], '/.vite/*', (c) => c.text('Arquivo não encontrado.', 404))
  app.use('*', serveStatic({ root: clientDir }))

  // Any path can ask for the 404, so it is gzipped once too, not by compress() on every request
  // (BENCHMARKS.md, Hardening).
  const gzippedShell = gzipOnce(async (_page: '404') => indexHtml)
  app.on(['GET', 'HEAD'], '*', async (c) => {
    const path = appPath(c.req.path)
    const lastSegment = path.slice(path.lastIndexOf('/') + 1)
    if (path.startsWith('/assets/') || lastSegment.includes('.')) {
      return c.text('Arquivo não encontrado.', 404)
    }
    const gzipped = acceptsGzip(c.req.header('accept-encoding')) ? await gzippedShell('404') : undefined
    return gzipped ? gzippedBody(c, gzipped, 'text/html; charset=UTF-8', 404) : c.html(indexHtml, 404)
  })
}
