import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { ChatReply } from '../../src/contract/chat-api'
import { library } from '../../src/data/library/library'
import { seriousViolations } from './support/axe'
import { DESKTOP, PHONE, useBrowser } from './support/browser'

const browser = useBrowser()
const TUESDAY = new Date('2026-01-06T09:00:00-03:00')

const journal = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('momento-mae-journal') ?? '{"entries":[]}').entries as object[])

/** Asks the real server, and returns what it answered and the reply as she sees it. */
async function ask(page: Page, message: string) {
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/chat'))
  await page.getByRole('textbox', { name: 'Mensagem para a assistente' }).fill(message)
  await page.getByRole('button', { name: 'Enviar mensagem' }).click()
  const reply = (await (await answered).json()) as ChatReply
  const bubble = page.getByRole('log', { name: 'Conversa com a assistente' }).getByRole('listitem').filter({ hasText: reply.resposta.slice(0, 40) })
  await bubble.waitFor()
  return { reply, bubble }
}

describe("the chat's suggestions can be done", () => {
  it.each([
    ['375 px, dark', PHONE, 'dark'],
    ['1280 px, light', DESKTOP, 'light'],
  ] as const)('%s: a reply about a stretch offers “Fazer agora”, which runs that stretch to the celebration and the journal', async (_n, viewport, colorScheme) => {
    const page = await browser.newPage({ viewport, colorScheme })
    await page.addInitScript((mode) => localStorage.setItem('momento-mae-theme', mode), colorScheme)
    await page.clock.install({ time: TUESDAY })
    await page.goto('/chat')
    await page.getByRole('heading', { level: 1, name: 'Chat com Assistente IA' }).waitFor()

    const { reply, bubble } = await ask(page, 'quero fazer um alongamento pro pescoço')
    const entry = library.find((candidate) => candidate.id === reply.atividade?.id)
    expect(entry?.kind).toBe('exercise')
    expect(reply.resposta).toContain(entry!.title)
    const minutes = entry!.minutes === 1 ? '1 minuto' : `${entry!.minutes} minutos`
    const doIt = bubble.getByRole('button', { name: `Fazer agora: ${entry!.title}, ${minutes}` })
    await doIt.waitFor()
    expect(await seriousViolations(page)).toEqual([])
    expect((await doIt.boundingBox())!.height).toBeGreaterThanOrEqual(44)

    await doIt.click()
    const player = page.getByRole('dialog', { name: entry!.title })
    await player.getByRole('button', { name: 'Começar' }).click()
    await player.getByText(entry!.steps[0]!, { exact: true }).waitFor()
    await page.clock.runFor(entry!.minutes * 60_000)
    await page.getByRole('dialog', { name: 'Parabéns!' }).waitFor()
    expect(await journal(page)).toEqual([
      expect.objectContaining({ activityId: entry!.id, type: 'exercise', minutes: entry!.minutes, startedFrom: 'chat' }),
    ])
  })

  it('back pain with the baby in her arms: the stretch needs no floor and no free hand, says so, and “Fazer agora” plays it (issue 37, finding 8)', async () => {
    const page = await browser.newPage({ viewport: PHONE })
    await page.clock.install({ time: TUESDAY })
    await page.goto('/chat')
    await page.getByRole('heading', { level: 1, name: 'Chat com Assistente IA' }).waitFor()

    const { reply, bubble } = await ask(page, 'minha lombar dói, tô com ele no colo, tem alongamento pra lombar?')
    const entry = library.find((candidate) => candidate.id === reply.atividade?.id)
    expect(entry?.kind).toBe('exercise')
    expect(entry?.body).toMatchObject({ floor: false, hands: 0 })
    expect(await bubble.innerText()).toMatch(/^Dá para fazer .*com o bebê no colo, sem soltá-lo/m)

    const minutes = entry!.minutes === 1 ? '1 minuto' : `${entry!.minutes} minutos`
    await bubble.getByRole('button', { name: `Fazer agora: ${entry!.title}, ${minutes}` }).click()
    const player = page.getByRole('dialog', { name: entry!.title })
    await player.getByRole('button', { name: 'Começar' }).click()
    await player.getByText(entry!.steps[0]!, { exact: true }).waitFor()
    await page.clock.runFor(entry!.minutes * 60_000)
    await page.getByRole('dialog', { name: 'Parabéns!' }).waitFor()
    expect(await journal(page)).toEqual([expect.objectContaining({ activityId: entry!.id, type: 'exercise', startedFrom: 'chat' })])
  })

  it('a crisis reply offers nothing to do, only the help lines', async () => {
    const page = await browser.newPage({ viewport: PHONE })
    await page.goto('/chat')
    await page.getByRole('heading', { level: 1, name: 'Chat com Assistente IA' }).waitFor()
    const { reply, bubble } = await ask(page, 'quero dormir e nunca mais acordar')
    expect(reply.atividade).toBeUndefined()
    await bubble.getByRole('link', { name: /188/ }).first().waitFor()
    expect(await bubble.getByRole('button', { name: /^Fazer agora/ }).count()).toBe(0)
  })
})
