// The floor to compare /api/health with, measured in the same run: the same JSON from bare
// node:http and from a bare Hono app (no middleware), so every run has its own baseline.
import { startServer, type ProductionServer } from './production-server'

const BODY = `{ status: 'ok', assistente: 'local' }`
const ANNOUNCE = `console.log('em http://127.0.0.1:' + port)`

const servers = {
  'node:http': `
    import { createServer } from 'node:http'
    const body = JSON.stringify(${BODY})
    const server = createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(body)
    })
    server.listen(0, '127.0.0.1', () => { const { port } = server.address(); ${ANNOUNCE} })`,
  'Hono sem middleware': `
    import { Hono } from 'hono'
    import { serve } from '@hono/node-server'
    const app = new Hono()
    app.get('/api/health', (c) => c.json(${BODY}))
    serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, ({ port }) => { ${ANNOUNCE} })`,
}

export type ReferenceName = keyof typeof servers

export const referenceNames = Object.keys(servers) as ReferenceName[]

/** Run from the repository, where `hono` resolves. */
export function startReference(name: ReferenceName): Promise<ProductionServer> {
  return startServer({ dir: process.cwd(), args: ['--input-type=module', '-e', servers[name]] })
}
