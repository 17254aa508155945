import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startOpenAiStub, stoppedServerUrl, type OpenAiStub } from '../../server/llm/testing/openai-stub'
import { PHONE, useBrowser } from './support/browser'
import { startServer, type ProductionServer } from '../../scripts/bench/production-server'

/*
 * The assistant end to end: the built app on the real server answering with the embedded
 * assistant, and, with an LLM configured, answering with it or falling back to the embedded one
 * when it is stopped or never answers.
 */

const browser = useBrowser()

async function ask(page: Page, message: string) {
  const input = page.getByPlaceholder('Digite sua mensagem...')
  await input.fill(message)
  await input.press('Enter')
}

/** The text of the last AI bubble once `expected` shows in the conversation. */
async function replyContaining(page: Page, expected: string | RegExp) {
  const log = page.getByRole('log', { name: 'Conversa com a assistente' })
  await log.getByText(expected).first().waitFor()
  return log.textContent()
}

// Her hour is read for quiet suggestions (0–5 h, src/assistant/quiet-moment.ts): these tests are in the day.
const DAYTIME = new Date('2026-01-06T10:00:00-03:00')

describe('the embedded assistant in the chat', () => {
  it('answers a request with a matching practice, its steps and the time she has', async () => {
    const page = await browser.newPage({ viewport: PHONE })
    await page.clock.install({ time: DAYTIME })
    await page.goto('/chat')
    await ask(page, 'tenho 3 minutos, quero um alongamento pro pescoço')
    const text = await replyContaining(page, /Alongamento de pescoço \(3 minutos\)/)
    expect(text).toContain('1. ')
    expect(text).toContain('cabe nos seus 3 minutos')
  })

  it('answers a crisis with the help lines, listed with “•” as every other list of hers', async () => {
    const page = await browser.newPage({ viewport: PHONE })
    await page.goto('/chat')
    await ask(page, 'não aguento mais viver')
    const text = await replyContaining(page, /CVV: ligue 188/)
    expect(text).toContain('SAMU 192')
    expect(text).toMatch(/^• CVV: ligue 188/m)
    expect(text).not.toMatch(/^- /m)
  })
})

describe('with an LLM configured', () => {
  let llm: OpenAiStub
  let servers: ProductionServer[] = []

  beforeAll(async () => {
    llm = await startOpenAiStub({ kind: 'answer', content: 'Resposta do modelo: solte os ombros devagar.' })
  })
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()))
    servers = []
    await llm.close()
  })

  async function serverWith(env: Record<string, string>) {
    const server = await startServer({ dir: process.cwd(), env: { LLM_MODEL: 'modelo-teste', ...env } })
    servers.push(server)
    return server
  }

  it('shows the LLM’s answer', async () => {
    const server = await serverWith({ LLM_BASE_URL: llm.baseUrl })
    const page = await browser.newPage()
    await page.goto(`${server.url}/chat`)
    await ask(page, 'alongamento para os ombros')
    await replyContaining(page, 'Resposta do modelo: solte os ombros devagar.')
  })

  it('still answers, with the embedded assistant, when the LLM server is stopped', async () => {
    const server = await serverWith({ LLM_BASE_URL: await stoppedServerUrl(), LLM_TIMEOUT_MS: '2000' })
    expect(await (await fetch(`${server.url}/api/health`)).json()).toEqual({ status: 'ok', assistente: 'llm' })
    const page = await browser.newPage()
    await page.goto(`${server.url}/chat`)
    await ask(page, 'receita com tapioca')
    await replyContaining(page, /Tapioca com ovo e queijo \(\d+ minutos\)/)
  })

  it('still answers when the LLM never answers, after LLM_TIMEOUT_MS', async () => {
    const hanging = await startOpenAiStub({ kind: 'hang' })
    try {
      const server = await serverWith({ LLM_BASE_URL: hanging.baseUrl, LLM_TIMEOUT_MS: '1500' })
      const page = await browser.newPage()
      await page.clock.install({ time: DAYTIME })
      await page.goto(`${server.url}/chat`)
      await ask(page, 'uma respiração pra ansiedade')
      await replyContaining(page, /Respiração|Aterramento|Suspiro/)
      expect(hanging.seen).toHaveLength(1)
    } finally {
      await hanging.close()
    }
  })
})
