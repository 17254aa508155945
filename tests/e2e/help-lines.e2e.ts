import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DESKTOP, PHONE, useBrowser } from './support/browser'
import { helpDialogFile } from './support/help-now'
import { partsReady } from './support/parts-ready'

/*
 * Help one tap away, on the built app and the real server: a crisis reply carries its help lines
 * as links to call, and 'Precisa de ajuda agora?' opens every line, also without a connection.
 * (axe: accessibility.e2e.ts; 44 px: touch-targets.e2e.ts; by keyboard: keyboard.e2e.ts.)
 */
const browser = useBrowser()

const log = (page: Page) => page.getByRole('log', { name: 'Conversa com a assistente' })

async function openChat(viewport = PHONE) {
  const page = await browser.newPage({ viewport })
  await page.goto('/chat')
  await page.getByRole('heading', { level: 1, name: 'Chat com Assistente IA' }).waitFor()
  return page
}

/** Sends `message` and returns the help list under the reply it gets. */
async function helpAfter(page: Page, message: string): Promise<Locator> {
  const input = page.getByRole('textbox', { name: 'Mensagem para a assistente' })
  await input.fill(message)
  await input.press('Enter')
  const help = log(page).getByRole('list', { name: 'Ajuda agora' }).last()
  await help.waitFor()
  return help
}

/** Once the dialog has finished scaling in, so its links are measured at their size. */
const settled = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'))

/** Each link as she reaches it: where it goes, its name, how it opens, and its height in px. */
const linksIn = (scope: Locator) =>
  scope.getByRole('link').evaluateAll((links) =>
    links.map((link) => ({
      href: link.getAttribute('href'),
      name: link.getAttribute('aria-label'),
      target: link.getAttribute('target'),
      rel: link.getAttribute('rel'),
      tall: link.getBoundingClientRect().height >= 44,
    })),
  )

const cvv = { href: 'tel:188', name: 'Ligar para o CVV, 188', target: null, rel: null, tall: true }
const cvvChat = {
  href: 'https://cvv.org.br/',
  name: 'Conversar com o CVV pelo chat (abre em nova aba)',
  target: '_blank',
  rel: 'noopener noreferrer',
  tall: true,
}
const samu = { href: 'tel:192', name: 'Ligar para o SAMU, 192', target: null, rel: null, tall: true }
const mulher = { href: 'tel:180', name: 'Ligar para a Central da Mulher, 180', target: null, rel: null, tall: true }
const policia = { href: 'tel:190', name: 'Ligar para a Polícia Militar, 190', target: null, rel: null, tall: true }
const disque100 = { href: 'tel:100', name: 'Ligar para o Disque 100, 100', target: null, rel: null, tall: true }
const intoxicacao = { href: 'tel:08007226001', name: 'Ligar para o Disque-Intoxicação, 0800 722 6001', target: null, rel: null, tall: true }
// The danger signs, a page of the app, before her plan.
const alertSigns = { href: '/sinais-de-alerta', name: null, target: null, rel: null, tall: true }
// Her own plan, last: a page of the app, no number.
const plan = { href: '/plano-de-seguranca', name: null, target: null, rel: null, tall: true }

describe('a crisis reply carries its help lines', () => {
  it('“quero morrer”: the CVV to call and to write, the SAMU and her safety plan, under the reply', async () => {
    const page = await openChat()
    const help = await helpAfter(page, 'quero morrer')
    expect(await linksIn(help)).toEqual([cvv, cvvChat, samu, plan])
    // Under the reply that named them.
    const reply = log(page).getByRole('listitem').filter({ has: page.getByRole('list', { name: 'Ajuda agora' }) })
    await reply.getByText(/CVV: ligue 188/).waitFor()
  })

  it('violence adds the Polícia, the Central da Mulher and the Disque 100, first; the lines stay after a reload', async () => {
    const page = await openChat(DESKTOP)
    const help = await helpAfter(page, 'meu marido me bate')
    const lines = [policia, mulher, disque100, samu, cvv, cvvChat, plan]
    expect(await linksIn(help)).toEqual(lines)
    await page.reload()
    expect(await linksIn(log(page).getByRole('list', { name: 'Ajuda agora' }))).toEqual(lines)
  })

  it('an ordinary reply has none', async () => {
    const page = await openChat()
    // In the day: from 0 to 5 h her request gets a quiet practice of another name (quiet-moment.ts).
    await page.clock.install({ time: new Date('2026-01-06T10:00:00-03:00') })
    await page.reload()
    const input = page.getByRole('textbox', { name: 'Mensagem para a assistente' })
    await input.fill('quero um alongamento pro pescoço')
    await input.press('Enter')
    await log(page).getByText(/Alongamento de pescoço/).first().waitFor()
    expect(await log(page).getByRole('list', { name: 'Ajuda agora' }).count()).toBe(0)
  })
})

describe('“Precisa de ajuda agora?”', () => {
  it('once the page has settled, opens every line in the dialog without a connection, requesting nothing', async () => {
    const page = await openChat()
    await partsReady(page)
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    await page.context().setOffline(true)

    const button = page.getByRole('button', { name: 'Precisa de ajuda agora?' })
    await button.click()
    const dialog = page.getByRole('dialog', { name: 'Precisa de ajuda agora?' })
    await dialog.waitFor()
    expect(await dialog.getAttribute('aria-modal')).toBe('true')
    await settled(page)
    expect(await linksIn(dialog)).toEqual([cvv, cvvChat, samu, intoxicacao, mulher, policia, disque100, alertSigns, plan])
    await dialog.getByText(/O CAPS e a UBS do seu bairro/).waitFor()
    // Focus moves into the dialog, and Escape brings it back to the button.
    await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true)
    expect(requested).toEqual([])
  })

  it('when the dialog’s code could not arrive, the same lines open in a sheet', async () => {
    const page = await browser.newPage({ viewport: PHONE })
    browser.allowConsoleError(/ERR_FAILED|Failed to load resource/)
    await page.route(`**/${helpDialogFile}`, (route) => route.abort())
    const failed = page.waitForEvent('requestfailed', (request) => request.url().endsWith(helpDialogFile))
    await page.goto('/chat')
    await failed

    const button = page.getByRole('button', { name: 'Precisa de ajuda agora?' })
    await button.click()
    const sheet = page.getByRole('dialog', { name: 'Precisa de ajuda agora?' })
    await sheet.waitFor()
    expect(await linksIn(sheet)).toEqual([cvv, cvvChat, samu, intoxicacao, mulher, policia, disque100, alertSigns, plan])
    expect(await sheet.getByRole('heading', { level: 2 }).evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.press('Escape')
    await sheet.waitFor({ state: 'hidden' })
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true)
  })

  it('stays in sight above the conversation, whatever its length', async () => {
    const page = await openChat()
    for (const message of ['quero morrer', 'vou me matar']) await helpAfter(page, message)
    const box = (await page.getByRole('button', { name: 'Precisa de ajuda agora?' }).boundingBox())!
    const composer = (await page.getByRole('textbox', { name: 'Mensagem para a assistente' }).boundingBox())!
    expect(box.y).toBeGreaterThanOrEqual(0)
    expect(box.y + box.height).toBeLessThan(composer.y)
    expect(box.height).toBeGreaterThanOrEqual(44)
  })
})
