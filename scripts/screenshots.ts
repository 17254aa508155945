// `npm run screenshots [route ...]`: PNGs of every route × {375, 1280} px × {light, dark} in
// screenshots/ (not committed), from the built app on the real server, to look at by eye.
import { mkdirSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { storageKeys } from '../src/device/storage-keys'
import { snapshotBuild } from './bench/production-build'
import { startServer } from './bench/production-server'
import { chromiumFlags, chromiumPath } from './chromium.mjs'

const routes = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/login', '/signup', '/forgot-password', '/onboarding', '/dashboard', '/chat', '/meu-plano', '/plano-de-seguranca', '/depois-do-parto', '/sinais-de-alerta', '/profile', '/nao-existe']
const widths = [
  { name: '375', width: 375, height: 812 },
  { name: '1280', width: 1280, height: 860 },
]
const modes = ['light', 'dark']

mkdirSync('screenshots', { recursive: true })
const snapshot = snapshotBuild()
const server = await startServer({ dir: snapshot.dir })
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
try {
  for (const size of widths) {
    for (const mode of modes) {
      const context = await browser.newContext({ viewport: size, locale: 'pt-BR', reducedMotion: 'reduce' })
      await context.addInitScript(({ key, m }) => localStorage.setItem(key, m), { key: storageKeys.theme, m: mode })
      const page = await context.newPage()
      for (const route of routes) {
        await page.goto(server.url + route, { waitUntil: 'networkidle' })
        await page.waitForTimeout(300)
        const file = `screenshots/${route.replace(/\//g, '') || 'root'}-${size.name}-${mode}.png`
        await page.screenshot({ path: file, fullPage: true })
        console.log(file)
      }
      await context.close()
    }
  }
} finally {
  await browser.close()
  await server.stop()
  snapshot.remove()
}
