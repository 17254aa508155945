import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { createApp } from '../app'
import { readConfig } from '../config'
import { acceptsGzip, gzipOnce } from './gzipped-assets'

const clientDir = mkdtempSync(join(tmpdir(), 'momento-gzip-'))
const bundle = 'export const texto = "respira fundo";\n'.repeat(200)
mkdirSync(join(clientDir, 'assets'))
const shell = `<!doctype html><html lang="pt-BR"><head>${'<meta name="x" content="y">'.repeat(100)}</head><body></body></html>`
writeFileSync(join(clientDir, 'index.html'), shell)
writeFileSync(join(clientDir, 'assets', 'index-abc123.js'), bundle)
writeFileSync(join(clientDir, 'assets', 'index-abc123.css'), 'body{color:red}'.repeat(100))
writeFileSync(join(clientDir, 'assets', 'tiny-abc123.js'), 'export{}')
const loginPage = `<!doctype html><html lang="pt-BR"><body>${'<p class="css-1x">Entrar</p>'.repeat(200)}</body></html>`
mkdirSync(join(clientDir, 'prerendered'))
writeFileSync(join(clientDir, 'prerendered', 'login.html'), loginPage)
afterAll(() => rmSync(clientDir, { recursive: true, force: true }))

const appWith = () => createApp({ config: readConfig({}, { clientDir }) })
const get = (app: ReturnType<typeof appWith>, path: string, encoding?: string, method = 'GET') =>
  app.request(path, { method, headers: encoding === undefined ? {} : { 'Accept-Encoding': encoding } })

describe('hashed assets, gzipped once', () => {
  it('answers gzip that unzips to the file, typed, cached for a year, varying on Accept-Encoding', async () => {
    const res = await get(appWith(), '/assets/index-abc123.js', 'gzip, deflate, br')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-encoding')).toBe('gzip')
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('vary')).toBe('Accept-Encoding')
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'")
    const body = Buffer.from(await res.arrayBuffer())
    expect(body.length).toBeLessThan(bundle.length / 10)
    expect(gunzipSync(body).toString()).toBe(bundle)
  })

  it('keeps the gzipped file: the same bytes again, even once the file is gone from disk', async () => {
    const app = appWith()
    const first = Buffer.from(await (await get(app, '/assets/index-abc123.css', 'gzip')).arrayBuffer())
    unlinkSync(join(clientDir, 'assets', 'index-abc123.css'))
    const second = await get(app, '/assets/index-abc123.css', 'gzip')
    expect(second.status).toBe(200)
    expect(second.headers.get('content-type')).toBe('text/css; charset=utf-8')
    expect(Buffer.from(await second.arrayBuffer())).toEqual(first)
  })

  it('sends the file as it is to a client that does not take gzip', async () => {
    for (const encoding of [undefined, 'identity', 'gzip;q=0, br', 'br']) {
      const res = await get(appWith(), '/assets/index-abc123.js', encoding)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-encoding')).toBeNull()
      expect(await res.text()).toBe(bundle)
    }
  })

  it('leaves files under 1 KB uncompressed', async () => {
    const res = await get(appWith(), '/assets/tiny-abc123.js', 'gzip')
    expect(res.headers.get('content-encoding')).toBeNull()
    expect(await res.text()).toBe('export{}')
  })

  it('answers HEAD with the headers and no body', async () => {
    const res = await get(appWith(), '/assets/index-abc123.js', 'gzip', 'HEAD')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-encoding')).toBe('gzip')
    expect(await res.text()).toBe('')
  })

  it('still answers 404 for a missing or smuggled file', async () => {
    for (const path of ['/assets/missing-abc123.js', '/assets/..%2findex.html', '/assets/x/index-abc123.js']) {
      expect((await get(appWith(), path, 'gzip')).status).toBe(404)
    }
  })
})

describe('prerendered pages, gzipped once', () => {
  it('answers gzip that unzips to the page, revalidated on every visit', async () => {
    const res = await get(appWith(), '/login', 'gzip, deflate, br')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-encoding')).toBe('gzip')
    expect(res.headers.get('content-type')).toBe('text/html; charset=UTF-8')
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(res.headers.get('vary')).toBe('Accept-Encoding')
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(loginPage)
  })

  it('sends the page as it is to a client that does not take gzip, and HEAD without a body', async () => {
    const plain = await get(appWith(), '/login/')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe(loginPage)
    const head = await get(appWith(), '/login', 'gzip', 'HEAD')
    expect(head.headers.get('content-encoding')).toBe('gzip')
    expect(await head.text()).toBe('')
  })
})

describe('the 404 shell, gzipped once', () => {
  it('answers any unknown path 404 with the shell in gzip, the same bytes every time', async () => {
    const app = appWith()
    const res = await get(app, '/nao-existe', 'gzip, deflate, br')
    expect(res.status).toBe(404)
    expect(res.headers.get('content-encoding')).toBe('gzip')
    expect(res.headers.get('content-type')).toBe('text/html; charset=UTF-8')
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(res.headers.get('vary')).toBe('Accept-Encoding')
    const body = Buffer.from(await res.arrayBuffer())
    expect(gunzipSync(body).toString()).toBe(shell)
    expect(Buffer.from(await (await get(app, '/outro/lugar/qualquer', 'gzip')).arrayBuffer())).toEqual(body)
  })

  it('sends the shell as it is to a client that does not take gzip, and HEAD without a body', async () => {
    const plain = await get(appWith(), '/nao-existe')
    expect(plain.status).toBe(404)
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe(shell)
    const head = await get(appWith(), '/nao-existe', 'gzip', 'HEAD')
    expect(head.status).toBe(404)
    expect(await head.text()).toBe('')
  })
})

describe('gzipOnce', () => {
  it('reads and gzips each key once, however many ask and when', async () => {
    const reads: string[] = []
    const gzipped = gzipOnce(async (key: string) => {
      reads.push(key)
      return key.repeat(2000)
    })
    const [first, second] = await Promise.all([gzipped('ab'), gzipped('ab')])
    const third = await gzipped('ab')
    expect(reads).toEqual(['ab'])
    expect(second).toBe(first)
    expect(third).toBe(first)
    expect(gunzipSync(first!).toString()).toBe('ab'.repeat(2000))
  })

  it('gives nothing for a missing, failing or small source', async () => {
    const gzipped = gzipOnce(async (key: string) => {
      if (key === 'falha') throw new Error('ENOENT')
      return key === 'nada' ? undefined : 'x'.repeat(1023)
    })
    expect(await gzipped('nada')).toBeUndefined()
    expect(await gzipped('falha')).toBeUndefined()
    expect(await gzipped('pequeno')).toBeUndefined()
  })
})

describe('acceptsGzip', () => {
  it.each([
    ['gzip', true],
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['*', true],
    ['gzip;q=0', false],
    ['*;q=0, gzip', true],
    ['gzip;q=0, *', false],
    ['br', false],
    ['', false],
  ])('%j → %s', (header, accepted) => {
    expect(acceptsGzip(header)).toBe(accepted)
  })
})
