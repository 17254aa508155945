import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { questions } from '../../src/assistant/safety-replies'
import { DESKTOP, PHONE, useBrowser } from './support/browser'
import { tellPageOffline, untilReadyOffline } from './support/offline'

/*
 * When the assistant is not sure, it asks (docs/product.md, Safety): on the built app and the real
 * server, a message of uncertain risk gets one direct question with the help under it, tappable;
 * "sim" gets the crisis reply, "não" a warm one; without a connection, the assistant in the browser
 * asks and reads the answer the same way.
 */
const browser = useBrowser()

/** A mark hinted at, never named: the detector and its model are not sure, so it asks about self-harm. */
const unsure = 'se minha mãe visse meu braço, ia brigar comigo'

const log = (page: Page) => page.getByRole('log', { name: 'Conversa com a assistente' })

async function openChat(viewport = PHONE) {
  const page = await browser.newPage({ viewport })
  await page.goto('/chat')
  await page.getByRole('heading', { level: 1, name: 'Chat com Assistente IA' }).waitFor()
  return page
}

/** Sends `message` and waits for the reply that shows `expected`. */
async function send(page: Page, message: string, expected: string | RegExp) {
  const input = page.getByRole('textbox', { name: 'Mensagem para a assistente' })
  await input.fill(message)
  await input.press('Enter')
  await log(page).getByText(expected).first().waitFor()
}

/** The help under the last reply, as links: where each goes and what it is called. */
const lastHelp = (page: Page): Locator => log(page).getByRole('list', { name: 'Ajuda agora' }).last()
const linksIn = (scope: Locator) =>
  scope.getByRole('link').evaluateAll((links) =>
    links.map((link) => ({ href: link.getAttribute('href'), name: link.getAttribute('aria-label'), tall: link.getBoundingClientRect().height >= 44 })),
  )

const asked = {
  cvv: { href: 'tel:188', name: 'Ligar para o CVV, 188', tall: true },
  cvvChat: { href: 'https://cvv.org.br/', name: 'Conversar com o CVV pelo chat (abre em nova aba)', tall: true },
  samu: { href: 'tel:192', name: 'Ligar para o SAMU, 192', tall: true },
  plan: { href: '/plano-de-seguranca', name: null, tall: true },
}

describe('a message of uncertain risk gets a direct question', () => {
  it('the question, with the help under it to tap, her safety plan last', async () => {
    const page = await openChat()
    await send(page, unsure, questions['self-harm'])
    expect(await linksIn(lastHelp(page))).toEqual([asked.cvv, asked.cvvChat, asked.samu, asked.plan])
    // Tappable: the call is a tel: link, and the plan a link into the app.
    await lastHelp(page).getByRole('link', { name: 'Meu plano de segurança' }).focus()
    expect(await page.evaluate(() => (document.activeElement as HTMLAnchorElement).pathname)).toBe('/plano-de-seguranca')
  })

  it('"sim" gets the crisis reply, with its lines', async () => {
    const page = await openChat(DESKTOP)
    await send(page, unsure, questions['self-harm'])
    await send(page, 'sim', /Vontade de se machucar é sinal de uma dor muito grande/)
    expect(await linksIn(lastHelp(page))).toEqual([asked.cvv, asked.cvvChat, asked.samu, asked.plan])
  })

  it('"não" gets a warm reply, the help still one tap away', async () => {
    const page = await openChat()
    await send(page, unsure, questions['self-harm'])
    await send(page, 'não', /Que bom, obrigada por me responder/)
    expect(await linksIn(lastHelp(page))).toEqual([asked.cvv, asked.cvvChat, asked.samu])
  })

  it('without a connection the assistant in the browser asks, and reads "sim"', async () => {
    const page = await openChat()
    await untilReadyOffline(page)
    await page.context().setOffline(true)
    await page.reload()
    await tellPageOffline(page)
    await page.getByRole('heading', { level: 1, name: 'Chat com Assistente IA' }).waitFor()
    await send(page, unsure, questions['self-harm'])
    await send(page, 'sim', /Vontade de se machucar é sinal de uma dor muito grande/)
    await expect.poll(() => log(page).getByText('respondido sem internet').count()).toBe(2)
    expect(await linksIn(lastHelp(page))).toEqual([asked.cvv, asked.cvvChat, asked.samu, asked.plan])
  })
})

describe('a question that fits what she said (issue 46, finding 2)', () => {
  it('"queria sumir e não voltar mais" is asked about her own life, not the baby; her "não, só cansada" gets the warm reply', async () => {
    const page = await openChat()
    await send(page, 'queria sumir e não voltar mais', questions.suicide)
    expect(await log(page).getByText(questions.baby).count()).toBe(0)
    await send(page, 'não, só cansada mesmo', /Que bom, obrigada por me responder/)
  })
})
