import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { chromiumFlags, chromiumPath } from '../../scripts/chromium.mjs'
import { PHONE, useBrowser } from './support/browser'

const browser = useBrowser()

interface ManifestReport {
  url: string
  errors: { message: string; critical: number }[]
  manifest?: { name?: string; display?: string; startUrl?: string; icons?: { url: string; sizes: string; type: string }[] }
}

describe('installable on her home screen', () => {
  it('Chromium finds no installability error and reads the manifest without complaint', async () => {
    // A profile on disk: Chromium never offers to install from an incognito context, which is
    // what a plain new context is.
    const profile = mkdtempSync(join(tmpdir(), 'momento-mae-install-'))
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath,
      args: chromiumFlags,
      baseURL: inject('baseUrl'),
      viewport: PHONE,
      locale: 'pt-BR',
    })
    try {
      const page = context.pages()[0] ?? (await context.newPage())
      const problems: string[] = []
      page.on('pageerror', (error) => problems.push(error.message))
      page.on('console', (message) => message.type() === 'error' && problems.push(message.text()))
      await page.goto('/dashboard')
      const devtools = await context.newCDPSession(page)
      // Chromium fetches and checks the manifest's icons itself.
      const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors')
      expect(installabilityErrors).toEqual([])
      const manifest = (await devtools.send('Page.getAppManifest')) as ManifestReport
      expect(new URL(manifest.url).pathname).toBe('/manifest.webmanifest')
      expect(manifest.errors).toEqual([])
      expect(manifest.manifest).toMatchObject({ name: 'Momento Mãe', display: 'kStandalone' })
      expect(new URL(manifest.manifest!.startUrl!).pathname).toBe('/dashboard')
      // Every icon is a PNG of the size it claims, 192 and 512 px among them.
      const sizes = []
      for (const icon of manifest.manifest!.icons!) {
        const png = await (await page.request.get(icon.url)).body()
        expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes)
        expect(icon.type).toBe('image/png')
        sizes.push(icon.sizes)
      }
      expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']))
      expect(problems).toEqual([])
    } finally {
      await context.close()
      rmSync(profile, { recursive: true, force: true })
    }
  })

  it('offers iOS its icon (a 180 px PNG), its title and the standalone mode', async () => {
    const page = await browser.newPage({ viewport: PHONE })
    await page.goto('/login')
    const head = await page.evaluate(() => ({
      icon: document.querySelector<HTMLLinkElement>('link[rel="apple-touch-icon"]')?.href,
      title: document.querySelector('meta[name="apple-mobile-web-app-title"]')?.getAttribute('content'),
      capable: document.querySelector('meta[name="apple-mobile-web-app-capable"]')?.getAttribute('content'),
    }))
    expect(head).toMatchObject({ title: 'Momento Mãe', capable: 'yes' })
    const icon = await page.request.get(head.icon!)
    expect(icon.headers()['content-type']).toBe('image/png')
    const png = await icon.body()
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([180, 180])
  })
})
