import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { defaultHelpCardTexts, helpCardText } from '../../src/data/help-card'
import { afterBirthTopics } from '../../src/data/after-birth'
import { seriousViolations } from './support/axe'
import { DESKTOP, PHONE, useBrowser } from './support/browser'

const browser = useBrowser()
const hers = 'Amor, de madrugada eu preciso de você: fique com ele das 2h às 5h e me deixe dormir.'

/** navigator.share as a phone has it: what it was given is kept for the test to read. */
async function stubShare(page: Page) {
  await page.addInitScript(() => {
    const sent: ShareData[] = []
    Object.defineProperty(window, 'sharedForTest', { value: sent })
    Object.defineProperty(navigator, 'share', { configurable: true, value: async (data: ShareData) => void sent.push(data) })
  })
}
const shared = (page: Page) => page.evaluate(() => (window as unknown as { sharedForTest: ShareData[] }).sharedForTest)

/** Every request the page makes, with its body: nothing of her card may be in one. */
function watchRequests(page: Page) {
  const seen: string[] = []
  page.on('request', (request) => seen.push(`${request.url()} ${request.postData() ?? ''}`))
  return seen
}

const card = (page: Page) => page.getByRole('region', { name: 'Como me ajudar' })
const field = (page: Page, name = 'O que me ajuda') => card(page).getByRole('textbox', { name, exact: true })
const lastField = (page: Page) => field(page, 'Quando pedir ajuda e para onde ligar')

describe("'Depois do parto' and the 'Como me ajudar' card", () => {
  it('from the profile: she reads the after-birth topics, writes her card, it stays after a reload, and the share sheet sends her text', async () => {
    const page = await browser.newPage({ viewport: PHONE, colorScheme: 'dark' })
    await page.addInitScript(() => localStorage.setItem('momento-mae-theme', 'dark'))
    await stubShare(page)
    const requests = watchRequests(page)
    await page.goto('/profile')
    await page.getByRole('link', { name: 'Ler e abrir o cartão' }).click()
    await page.getByRole('heading', { level: 1, name: 'Depois do parto' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/depois-do-parto')
    for (const topic of afterBirthTopics) await page.getByRole('heading', { level: 2, name: topic.title }).waitFor()
    expect(await page.getByRole('link', { name: 'Ligar para o SAMU' }).getAttribute('href')).toBe('tel:192')
    expect(await page.getByRole('link', { name: 'Ligar para o CVV' }).getAttribute('href')).toBe('tel:188')

    expect(await field(page).inputValue()).toBe(defaultHelpCardTexts.helps)
    for (const heading of ['O que você pode tirar das minhas mãos', 'O que não me dizer', 'Quando pedir ajuda e para onde ligar']) {
      await card(page).getByRole('heading', { level: 3, name: heading }).waitFor()
      expect(await field(page, heading).inputValue()).not.toBe('')
    }
    await field(page).fill(hers)
    await field(page, 'O que não me dizer').fill('')
    await page.reload()
    await page.getByRole('heading', { level: 1, name: 'Depois do parto' }).waitFor()
    await expect.poll(() => field(page).inputValue()).toBe(hers)
    expect(await field(page, 'O que não me dizer').inputValue()).toBe('')

    // By keyboard: from her last section to 'Enviar para alguém'; what leaves is one text, without the section she emptied.
    await lastField(page).focus()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await card(page).getByRole('status').getByText('Pronto. Pedir ajuda também é cuidar do bebê.').waitFor()
    const sent = helpCardText({ ...defaultHelpCardTexts, helps: hers, words: '' })
    expect(sent).toMatch(/^Como me ajudar\n\nO que me ajuda\nAmor, de madrugada/)
    expect(await shared(page)).toEqual([{ text: sent }])
    expect(await seriousViolations(page)).toEqual([])
    expect(requests.some((request) => request.includes('madrugada eu preciso') || request.includes('madrugada%20eu'))).toBe(false)

    // 'Voltar ao texto sugerido' puts the default back, and focus on the text.
    await card(page).getByRole('button', { name: 'Voltar ao texto sugerido' }).click()
    expect(await field(page).inputValue()).toBe(defaultHelpCardTexts.helps)
    expect(await field(page, 'O que não me dizer').inputValue()).toBe(defaultHelpCardTexts.words)
    expect(await field(page).evaluate((el) => el === document.activeElement)).toBe(true)
    expect(await card(page).getByRole('button', { name: 'Voltar ao texto sugerido' }).count()).toBe(0)
  })

  it('where there is no share sheet, it copies her text and says so', async () => {
    const page = await browser.newPage({ viewport: DESKTOP })
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.addInitScript(() => Object.defineProperty(navigator, 'share', { configurable: true, value: undefined }))
    await page.goto('/depois-do-parto')
    await page.getByRole('heading', { level: 1, name: 'Depois do parto' }).waitFor()
    await expect.poll(() => field(page).inputValue()).toMatch(/^Eu amo muito/)
    await field(page).fill(hers)
    await card(page).getByRole('button', { name: 'Enviar para alguém' }).click()
    await card(page).getByRole('status').getByText(/^Copiado!/).waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(helpCardText({ ...defaultHelpCardTexts, helps: hers }))
    expect(await seriousViolations(page)).toEqual([])
  })

  it('an empty card is not sent: it says what to do', async () => {
    const page = await browser.newPage({ viewport: PHONE })
    await stubShare(page)
    await page.goto('/depois-do-parto')
    await page.getByRole('heading', { level: 1, name: 'Depois do parto' }).waitFor()
    await expect.poll(() => field(page).inputValue()).toMatch(/^Eu amo muito/)
    for (const section of await card(page).getByRole('textbox').all()) await section.fill('   ')
    await card(page).getByRole('button', { name: 'Enviar para alguém' }).click()
    await card(page).getByRole('status').getByText('O cartão está vazio: escreva o que te ajuda antes de enviar.').waitFor()
    expect(await shared(page)).toEqual([])
  })

  it('a card she kept as one text, before sections, opens whole in its first section and is sent as she wrote it', async () => {
    const page = await browser.newPage({ viewport: PHONE })
    await stubShare(page)
    const before = `Como me ajudar\n\n${hers}\n\nNão me diga que é frescura.`
    await page.addInitScript((text) => {
      if (localStorage.getItem('momento-mae-help-card') === null) localStorage.setItem('momento-mae-help-card', JSON.stringify({ version: 1, text }))
    }, before)
    await page.goto('/depois-do-parto')
    await page.getByRole('heading', { level: 1, name: 'Depois do parto' }).waitFor()
    await expect.poll(() => field(page).inputValue()).toBe(`${hers}\n\nNão me diga que é frescura.`)
    for (const heading of ['O que você pode tirar das minhas mãos', 'O que não me dizer', 'Quando pedir ajuda e para onde ligar']) {
      expect(await field(page, heading).inputValue()).toBe('')
    }
    await card(page).getByRole('button', { name: 'Enviar para alguém' }).click()
    await card(page).getByRole('status').getByText('Pronto. Pedir ajuda também é cuidar do bebê.').waitFor()
    expect(await shared(page)).toEqual([{ text: `Como me ajudar\n\nO que me ajuda\n${hers}\n\nNão me diga que é frescura.` }])
  })
})
