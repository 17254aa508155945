import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createApp } from './app'
import { readConfig } from './config'

const inlineScript = "document.documentElement.dataset.x='1'"
const clientDir = mkdtempSync(join(tmpdir(), 'momento-client-'))
mkdirSync(join(clientDir, 'assets'))
writeFileSync(join(clientDir, 'index.html'), `<!doctype html><html lang="pt-BR"><head><script>${inlineScript}</script><script type="module" src="/assets/app-abc123.js"></script></head><body></body></html>`)
writeFileSync(join(clientDir, 'assets', 'app-abc123.js'), 'console.log("oi")'.repeat(100))
writeFileSync(join(clientDir, 'robots.txt'), 'User-agent: *\n')
mkdirSync(join(clientDir, 'prerendered'))
writeFileSync(join(clientDir, 'prerendered', 'pagina.html'), `<!doctype html><p>${'Um momento para você. '.repeat(200)}</p>`)
mkdirSync(join(clientDir, '.vite'))
writeFileSync(join(clientDir, '.vite', 'manifest.json'), '{"src/main.tsx": {"file": "assets/app-abc123.js"}}')
afterAll(() => rmSync(clientDir, { recursive: true, force: true }))

function appWith(env: Record<string, string> = {}, log?: (line: string) => void) {
  return createApp({ config: readConfig(env, { clientDir }), log })
}

describe('GET /api/health', () => {
  it('says the local assistant answers when no LLM is configured', async () => {
    const res = await appWith().request('/api/health')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: 'ok', assistente: 'local' })
  })

  it('says the LLM answers when one is configured', async () => {
    const res = await appWith({ LLM_BASE_URL: 'http://127.0.0.1:9/v1', LLM_MODEL: 'm' }).request('/api/health')
    expect(await res.json()).toEqual({ status: 'ok', assistente: 'llm' })
  })

  it('answers 405 with Allow to other methods', async () => {
    const res = await appWith().request('/api/health', { method: 'DELETE' })
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('GET')
    expect(await res.json()).toEqual({ erro: 'Método não permitido. Use GET.' })
  })
})

describe('unknown API paths', () => {
  it.each(['GET', 'POST', 'PUT'])('%s /api/nada is a JSON 404 in Portuguese', async (method) => {
    const res = await appWith().request('/api/nada', { method })
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ erro: 'Endereço da API não encontrado.' })
  })
})

describe('the built app', () => {
  it.each(['/', '/login', '/dashboard', '/chat', '/meu-plano', '/plano-de-seguranca', '/depois-do-parto', '/sinais-de-alerta', '/profile', '/signup', '/forgot-password', '/onboarding', '/chat/'])(
    '%s gets index.html with 200, revalidated on every visit',
    async (path) => {
      const res = await appWith().request(path)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toContain('text/html')
      expect(res.headers.get('cache-control')).toBe('no-cache')
      expect(await res.text()).toContain('<html lang="pt-BR">')
    },
  )

  it('gives an unknown app path the app (which shows its 404) with status 404', async () => {
    const res = await appWith().request('/nao-existe')
    expect(res.status).toBe(404)
    expect(await res.text()).toContain('<html lang="pt-BR">')
  })

  it('serves hashed assets cached for a year and compressed', async () => {
    const res = await appWith().request('/assets/app-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('content-encoding')).toBe('gzip')
  })

  it('gzips the app but not the API, whose answers are small JSON', async () => {
    const gzip = { headers: { 'Accept-Encoding': 'gzip' } }
    expect((await appWith().request('/login', gzip)).headers.get('content-encoding')).toBe('gzip')
    const health = await appWith().request('/api/health', gzip)
    expect(health.headers.get('content-encoding')).toBeNull()
    expect(await health.json()).toEqual({ status: 'ok', assistente: 'local' })
    const chat = await appWith().request('/api/chat', {
      method: 'POST',
      headers: { ...gzip.headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ mensagem: 'me passa uma receita rápida com banana' }),
    })
    expect(chat.headers.get('content-encoding')).toBeNull()
    expect(((await chat.json()) as { resposta: string }).resposta.length).toBeGreaterThan(100)
  })

  it('serves public files and never answers a missing file with index.html', async () => {
    expect((await appWith().request('/robots.txt')).status).toBe(200)
    for (const path of ['/assets/missing-123.js', '/favicon.ico', '/x/y.png']) {
      const res = await appWith().request(path)
      expect(res.status).toBe(404)
      expect(await res.text()).not.toContain('<html')
    }
  })

  it('refuses path traversal', async () => {
    const res = await appWith().request('/assets/..%2f..%2findex.html')
    expect(res.status).toBe(404)
  })
})

describe('what no cache keeps and no visitor reads', () => {
  it('sends Cache-Control: no-store on every API answer, found or not', async () => {
    const app = appWith()
    for (const path of ['/api/health', '/api/nada']) expect((await app.request(path)).headers.get('cache-control')).toBe('no-store')
    const chat = await app.request('/api/chat', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"mensagem":"oi"}' })
    expect(chat.headers.get('cache-control')).toBe('no-store')
  })

  it('serves a prerendered page by its own name gzipped, revalidated', async () => {
    const res = await appWith().request('/prerendered/pagina.html', { headers: { 'Accept-Encoding': 'gzip' } })
    expect([res.status, res.headers.get('content-encoding'), res.headers.get('content-type'), res.headers.get('cache-control')]).toEqual([
      200,
      'gzip',
      'text/html; charset=UTF-8',
      'no-cache',
    ])
  })

  it('does not serve the build’s manifest (every source path)', async () => {
    const res = await appWith().request('/.vite/manifest.json')
    expect(res.status).toBe(404)
    expect(await res.text()).not.toContain('src/main.tsx')
  })
})

describe('security headers', () => {
  it('sends a CSP that allows the inline theme script by hash and no other inline script', async () => {
    const res = await appWith().request('/login')
    const csp = res.headers.get('content-security-policy') ?? ''
    const hash = createHash('sha256').update(inlineScript).digest('base64')
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`)
    expect(csp).not.toContain("'unsafe-inline' 'self'")
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(res.headers.get('x-frame-options')).toBe('DENY')
  })
})

describe('request log', () => {
  it('writes method, path, status and time, and nothing of the query or body', async () => {
    const lines: string[] = []
    await appWith({}, (line) => lines.push(line)).request('/api/nada?email=maria@exemplo.com.br', {
      method: 'POST',
      body: JSON.stringify({ mensagem: 'segredo' }),
    })
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^POST \/api\/nada 404 \d+\.\dms$/)
  })
})
