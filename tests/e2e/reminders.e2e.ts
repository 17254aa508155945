import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type ProductionServer } from '../../scripts/bench/production-server'
import { startFakePushService, type FakePushService } from '../../server/reminders/testing/fake-push-service'
import type { PushSubscriptionJson } from '../../src/contract/reminders-api'
import { PHONE, useBrowser } from './support/browser'
import { partsReady } from './support/parts-ready'

const browser = useBrowser()
let server: ProductionServer
let pushService: FakePushService

// A server of its own that may post to a push service on 127.0.0.1 (PUSH_ALLOW_LOOPBACK).
beforeAll(async () => {
  pushService = await startFakePushService()
  server = await startServer({ dir: process.cwd(), env: { PUSH_ALLOW_LOOPBACK: '1' } })
}, 90_000)
afterAll(async () => {
  await server?.stop()
  await pushService?.close()
})

/**
 * Chromium here cannot reach a real push service: the page's PushManager hands out a subscription
 * of the local fake one instead (that boundary only; the permission, the service worker, the app
 * and the server are real).
 */
async function phoneWithPush(subscription: PushSubscriptionJson): Promise<Page> {
  const page = await browser.newPage({ viewport: PHONE })
  await page.context().grantPermissions(['notifications'], { origin: server.url })
  await page.addInitScript((json) => {
    // Kept across reloads, as a browser keeps its subscriptions.
    const key = 'test-push-subscription'
    const made = { endpoint: json.endpoint, toJSON: () => json, unsubscribe: async () => (localStorage.removeItem(key), true) }
    PushManager.prototype.subscribe = async () => (localStorage.setItem(key, '1'), made as unknown as PushSubscription)
    PushManager.prototype.getSubscription = async () => (localStorage.getItem(key) ? (made as unknown as PushSubscription) : null)
  }, subscription)
  return page
}

const lembretes = (page: Page, method: string, path = '/api/lembretes') =>
  page.waitForResponse((response) => new URL(response.url()).pathname === path && response.request().method() === method)

describe('reminders, from the profile', () => {
  it('turning Notificações on subscribes and saves her reminder on the server; her changes follow; off deletes it', async () => {
    const { id: _id, ...subscription } = pushService.subscribe()
    const page = await phoneWithPush(subscription)
    await page.goto(`${server.url}/profile`)
    const notifications = page.getByRole('switch', { name: 'Notificações' })
    expect(await notifications.isChecked()).toBe(false)

    const created = lembretes(page, 'PUT')
    await notifications.click({ force: true })
    const response = await created
    expect(response.status()).toBe(201)
    expect(await response.json()).toEqual({
      lembrete: { horario: '20:30', dias: [0, 1, 2, 3, 4, 5, 6], fusoHorario: 'America/Sao_Paulo', soSeNadaHoje: true },
    })
    await page.getByLabel('Horário do lembrete').waitFor()
    expect(await notifications.isChecked()).toBe(true)

    const changed = lembretes(page, 'PUT')
    await page.getByLabel('Horário do lembrete').fill('07:15')
    expect((await (await changed).json()).lembrete.horario).toBe('07:15')
    const fewerDays = lembretes(page, 'PUT')
    await page.locator('label').filter({ hasText: 'domingo' }).click()
    expect((await (await fewerDays).json()).lembrete.dias).toEqual([1, 2, 3, 4, 5, 6])

    await page.reload()
    expect(await page.getByLabel('Horário do lembrete').inputValue()).toBe('07:15')
    expect(await page.getByRole('checkbox', { name: 'domingo' }).isChecked()).toBe(false)

    const deleted = lembretes(page, 'DELETE')
    await page.getByRole('switch', { name: 'Notificações' }).click({ force: true })
    expect(await (await deleted).json()).toEqual({ apagado: true })
    await page.getByLabel('Horário do lembrete').waitFor({ state: 'detached' })
    const again = await page.request.delete(`${server.url}/api/lembretes`, { data: { endpoint: subscription.endpoint } })
    expect(await again.json()).toEqual({ apagado: false })
  })

  it('refused permission says what to do, and the switch goes back off', async () => {
    const page = await browser.newPage({ viewport: PHONE })
    await page.addInitScript(() => {
      Notification.requestPermission = async () => 'denied'
    })
    await page.goto(`${server.url}/profile`)
    const notifications = page.getByRole('switch', { name: 'Notificações' })
    await notifications.click({ force: true })
    await page.getByText('O navegador não deu permissão para notificações').waitFor()
    expect(await notifications.isChecked()).toBe(false)
  })

  it('an activity she completes tells the server only the day, once a reminder is on', async () => {
    const { id: _id, ...subscription } = pushService.subscribe()
    const page = await phoneWithPush(subscription)
    await page.goto(`${server.url}/profile`)
    const created = lembretes(page, 'PUT')
    await page.getByRole('switch', { name: 'Notificações' }).click({ force: true })
    await created

    // The server checks the day against its own clock: the page's starts at the real time, or
    // past 03:00 if it is earlier in São Paulo (before 03:00 an activity counts for the day before).
    const hourThere = Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Sao_Paulo', hour: 'numeric', hourCycle: 'h23' }).format(new Date()))
    const now = new Date(Date.now() + (hourThere < 3 ? (3 - hourThere) * 3600_000 : 0))
    await page.clock.install({ time: now })
    await page.goto(`${server.url}/dashboard`)
    await page.clock.pauseAt(new Date(now.getTime() + 5000))
    const done = lembretes(page, 'POST', '/api/lembretes/feito-hoje')
    const card = page.getByRole('article', { name: 'Respiração da Calma' })
    await partsReady(page)
    await card.getByRole('button', { name: 'Começar', exact: true }).click()
    await page.clock.runFor(300_000)
    const response = await done
    // The day counts from 03:00 in her time zone.
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(now.getTime() - 3 * 3600_000))
    expect(response.request().postDataJSON()).toEqual({ endpoint: subscription.endpoint, data: day })
    expect(await response.json()).toEqual({ registrado: true })
  })
})

describe('reminders after an import (Notificações shows what is true)', () => {
  // A file exported where a reminder was on: what comes in is her choice, not a subscription.
  const backupWithReminderOn = {
    name: 'momento-mae-dados-2026-11-26.json',
    mimeType: 'application/json',
    buffer: Buffer.from(
      JSON.stringify({
        format: 'momento-mae-dados',
        version: 1,
        exportedAt: '2026-11-26T20:00:00.000-03:00',
        data: { 'momento-mae-reminders': JSON.stringify({ on: true, choice: { horario: '07:15', dias: [1, 2, 3, 4, 5], soSeNadaHoje: true } }) },
      }),
    ),
  }

  it('on a new phone, an import leaves it off until she turns it on, and then her time comes back', async () => {
    const { id: _id, ...subscription } = pushService.subscribe()
    const page = await phoneWithPush(subscription)
    await page.context().clearPermissions() // a new phone: she never allowed notifications here
    await page.addInitScript(() => {
      Notification.requestPermission = async () => 'granted'
    })
    await page.goto(`${server.url}/profile`)
    await page.getByLabel('Arquivo com seus dados').setInputFiles(backupWithReminderOn)
    await page.waitForURL('**/dashboard')
    await page.goto(`${server.url}/profile`)
    const notifications = page.getByRole('switch', { name: 'Notificações' })
    await expect.poll(() => notifications.isChecked()).toBe(false)
    expect(await page.getByLabel('Horário do lembrete').count()).toBe(0)
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('momento-mae-reminders')!).on)).toBe(false)

    await page.context().grantPermissions(['notifications'], { origin: server.url })
    const created = lembretes(page, 'PUT')
    await notifications.click({ force: true })
    expect((await (await created).json()).lembrete).toMatchObject({ horario: '07:15', dias: [1, 2, 3, 4, 5] })
    expect(await notifications.isChecked()).toBe(true)
  })

  it("after 'Apagar meus dados' and 'Importar dados', with the permission already given, it subscribes again and the server keeps it", async () => {
    const { id: _id, ...subscription } = pushService.subscribe()
    const page = await phoneWithPush(subscription)
    await page.goto(`${server.url}/profile`)
    await page.getByRole('button', { name: 'Apagar meus dados' }).click()
    await page.getByRole('alertdialog', { name: 'Apagar meus dados?' }).getByRole('button', { name: 'Apagar tudo' }).click()
    await page.waitForURL('**/login')
    await page.evaluate(() => localStorage.removeItem('test-push-subscription')) // the browser's subscription went with it

    await page.goto(`${server.url}/profile`)
    const subscribedAgain = lembretes(page, 'PUT')
    await page.getByLabel('Arquivo com seus dados').setInputFiles(backupWithReminderOn)
    const response = await subscribedAgain
    expect(response.request().postDataJSON()).toMatchObject({ inscricao: { endpoint: subscription.endpoint }, horario: '07:15' })
    expect(response.ok()).toBe(true)
    await page.waitForURL('**/dashboard')

    await page.goto(`${server.url}/profile`)
    const notifications = page.getByRole('switch', { name: 'Notificações' })
    await page.getByLabel('Horário do lembrete').waitFor()
    expect(await notifications.isChecked()).toBe(true)
    expect(await page.getByLabel('Horário do lembrete').inputValue()).toBe('07:15')
  })
})
