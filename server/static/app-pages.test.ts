import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { appPages } from './app-pages'
import { appRoutes } from './app-routes'

const clientDir = mkdtempSync(join(tmpdir(), 'momento-pages-'))
mkdirSync(join(clientDir, 'prerendered'))
writeFileSync(join(clientDir, 'prerendered', 'index.html'), '<p>início desenhado</p>')
writeFileSync(join(clientDir, 'prerendered', 'login.html'), '<p>login desenhado</p>')
afterAll(() => rmSync(clientDir, { recursive: true, force: true }))

describe('appPages', () => {
  it('gives each app route its prerendered page, and the shell where the build made none', () => {
    const pages = appPages(clientDir, '<p>shell</p>')
    expect([...pages.keys()].sort()).toEqual([...appRoutes].sort())
    expect(pages.get('/')).toBe('<p>início desenhado</p>')
    expect(pages.get('/login')).toBe('<p>login desenhado</p>')
    expect(pages.get('/chat')).toBe('<p>shell</p>')
  })
})
