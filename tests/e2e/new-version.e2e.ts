import { appendFileSync, cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { chromium, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type ProductionServer } from '../../scripts/bench/production-server'
import { chromiumFlags, chromiumPath } from '../../scripts/chromium.mjs'
import { PHONE } from './support/browser'

/**
 * A deploy while she has the app open: a copy of the build on a server of its own, whose service
 * worker then changes (a second build served), as a new version's does.
 */
let deployDir: string
let server: ProductionServer
let browser: Browser

beforeAll(async () => {
  // Inside the checkout, so the server finds its packages in ./node_modules.
  mkdirSync('.tmp', { recursive: true }) // not in a fresh clone
  deployDir = mkdtempSync(join('.tmp', 'deploy-'))
  cpSync('dist', join(deployDir, 'dist'), { recursive: true })
  server = await startServer({ dir: deployDir })
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  rmSync(deployDir, { recursive: true, force: true })
})

const deployNewVersion = () => appendFileSync(join(deployDir, 'dist/client/sw.js'), `\n// deploy ${Date.now()}\n`)

async function openOnce(route: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, viewport: PHONE, locale: 'pt-BR' })
  const page = await context.newPage()
  await page.goto(route)
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  return page
}

const waitingWorker = (page: Page) =>
  page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.waiting?.state ?? null))

describe('a new version', () => {
  it("waits, says 'Nova versão disponível', and 'Atualizar' takes it", async () => {
    const page = await openOnce('/chat')
    deployNewVersion()
    await page.reload() // a visit checks for a new worker
    const toast = page.getByRole('region', { name: 'Notificações (F8)' })
    await toast.getByText('Nova versão disponível').waitFor({ timeout: 20_000 })
    expect(await waitingWorker(page)).toBe('installed')
    await Promise.all([page.waitForEvent('load'), toast.getByRole('button', { name: 'Atualizar' }).click()])
    await page.getByRole('heading', { level: 1, name: 'Chat com Assistente IA' }).waitFor()
    expect(await waitingWorker(page)).toBeNull()
    await page.context().close()
  })

  it('is not offered while an activity is under way, and is once it ends', async () => {
    const page = await openOnce('/dashboard')
    const card = page.getByRole('article', { name: 'Respiração da Calma' })
    await card.getByRole('button', { name: 'Começar', exact: true }).click()
    deployNewVersion()
    // The activity's page stays; the new worker installs and waits (checked by hand, not by a reload).
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()))
    await expect.poll(() => waitingWorker(page), { timeout: 20_000 }).toBe('installed')
    expect(await page.getByText('Nova versão disponível').count()).toBe(0)
    await card.getByRole('button', { name: 'Parar' }).click()
    const question = page.getByRole('alertdialog', { name: 'Parar a atividade?' })
    await question.getByRole('button', { name: 'Parar' }).click()
    await page.getByText('Nova versão disponível').waitFor()
    await page.context().close()
  })
})
