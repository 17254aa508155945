import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { readManifest } from '../../scripts/bench/first-load.mjs'
import { appRoutes } from '../../server/static/app-routes'

/**
 * The service worker's precache list, read from the built dist/client/sw.js (it lives with the
 * browser tests because it needs the build). It is written after the prerender: a list made by
 * `vite build` alone would miss the pages and hold index.html as it was before the prerender.
 */
const clientDir = 'dist/client'
const sw = readFileSync(`${clientDir}/sw.js`, 'utf8')
const list = JSON.parse(/\[\{"revision":[^\]]*\]/.exec(sw)?.[0] ?? '[]') as { url: string; revision: string | null }[]
const revisionOf = (url: string) => list.find((entry) => entry.url === url)?.revision
const md5 = (file: string) => createHash('md5').update(readFileSync(`${clientDir}/${file}`)).digest('hex')
const pageFile = (route: string) => `prerendered/${route === '/' ? 'index' : route.slice(1)}.html`

describe('the precache list', () => {
  it.each([...appRoutes])('holds the prerendered page of %s, under its path, as built', (route) => {
    expect(revisionOf(route)).toBe(md5(pageFile(route)))
  })

  it('holds the shell as the prerender left it (the page of unknown paths)', () => {
    expect(revisionOf('index.html')).toBe(md5('index.html'))
  })

  it('holds every file under assets/, each by its hashed name', () => {
    const assets = readdirSync(`${clientDir}/assets`).filter((name) => /\.(js|css)$/.test(name))
    expect(assets.length).toBeGreaterThan(10)
    for (const name of assets) expect(revisionOf(`assets/${name}`)).toBeNull()
  })

  it("holds every route's chunks and every chunk loaded on demand", () => {
    const manifest = readManifest(clientDir) as Record<string, { file: string; isDynamicEntry?: boolean }>
    const routeChunks = Object.entries(manifest).filter(([key, chunk]) => key.includes('?tsr-split=') || chunk.isDynamicEntry)
    expect(routeChunks.length).toBeGreaterThan(10)
    for (const [, chunk] of routeChunks) expect(revisionOf(chunk.file)).toBeNull()
  })

  it('holds what installing needs, and nothing of the API', () => {
    for (const file of ['manifest.webmanifest', 'icons/icon-192.png', 'icons/icon-512.png', 'icons/icon-maskable-512.png']) {
      expect(revisionOf(file)).toBe(md5(file))
    }
    expect(list.filter((entry) => /^\/?api\//.test(entry.url))).toEqual([])
  })
})
