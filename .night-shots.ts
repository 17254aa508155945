// Ad hoc screenshots for the report (not committed).
import { chromium } from 'playwright-core'
import { chromiumFlags, chromiumPath } from './scripts/chromium.mjs'
import { startServer } from './scripts/bench/production-server'

const out = '/work/wt/night-shots'
const server = await startServer({ dir: process.cwd() })
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
try {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 375, height: 740 }, colorScheme: 'dark', locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' })
  const page = await context.newPage()
  await page.addInitScript(() => localStorage.setItem('momento-mae-theme', 'dark'))
  await page.clock.install({ time: new Date('2026-01-06T03:10:00-03:00') })
  await page.goto('/dashboard')
  await page.getByRole('button', { name: /^Começar: / }).first().waitFor()
  await page.screenshot({ path: `${out}/dashboard-0310-dark-375.png`, fullPage: false })
  await page.screenshot({ path: `${out}/dashboard-0310-dark-375-full.png`, fullPage: true })
  await page.getByRole('button', { name: /^Começar: / }).first().click()
  await page.getByRole('dialog').getByRole('button', { name: 'Começar' }).click()
  await page.screenshot({ path: `${out}/player-0310-dark-375.png` })
  await page.goto('/depois-do-parto')
  await page.getByRole('heading', { level: 1, name: 'Depois do parto' }).waitFor()
  const card = page.getByRole('region', { name: 'Como me ajudar' })
  await card.getByRole('textbox').waitFor()
  await card.scrollIntoViewIfNeeded()
  await card.screenshot({ path: `${out}/help-card-dark-375.png` })
  await page.screenshot({ path: `${out}/depois-do-parto-dark-375.png` })
} finally {
  await browser.close()
  await server.stop()
}
