import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'
import { createResponder } from '../../server/chat/chat-responder'
import { createAssistant } from '../../src/assistant/assistant'
import { developmentHalf } from '../../evaluation/blind-set'
import { evalSet } from '../../evaluation/eval-set'
import { extraCases } from '../../evaluation/extra-cases'
import type { ChatReply, ChatTurn } from '../../src/contract/chat-api'
import { useBrowser } from './support/browser'

const browser = useBrowser()

interface Question {
  mensagem: string
  historico: ChatTurn[]
}

/**
 * The assistant the app runs without a connection (src/api/answer-offline.ts), bundled for the
 * browser (esbuild refuses a Node API there) and run in Chromium, against the server's own
 * responder with no LLM: every message of the evaluation sets gets the same reply, help lines and
 * the assistant's questions included. How fast it answers is a benchmark's to say, not a test's
 * (its figure would follow the machine's load): `npm run eval:assistant` prints its p95.
 */
describe('the assistant in the browser answers as the server does', () => {
  it('on every message of the evaluation sets, conversations included', async () => {
    // The server's responder as POST /api/chat runs it with no LLM configured.
    const respond = createResponder({ assistant: createAssistant(), llm: undefined })
    const questions: Question[] = [...evalSet, ...extraCases].map(({ message }) => ({ mensagem: message, historico: [] }))
    for (const { message, history = [] } of developmentHalf) {
      // Her earlier messages with the server's replies to them, as the app would send them.
      const historico: ChatTurn[] = []
      for (const earlier of history) {
        const { resposta } = await respond({ mensagem: earlier, historico: [...historico] })
        historico.push({ sender: 'user', text: earlier }, { sender: 'ai', text: resposta })
      }
      questions.push({ mensagem: message, historico })
    }
    const server: ChatReply[] = []
    for (const question of questions) server.push(await respond(question))

    const { outputFiles } = await build({
      entryPoints: ['src/api/answer-offline.ts'],
      bundle: true,
      platform: 'browser',
      format: 'iife',
      globalName: 'offlineAssistant',
      target: 'es2022',
      write: false,
      logLevel: 'silent',
    })
    const page = await browser.newPage()
    await page.setContent('<!doctype html><title>assistente</title>')
    await page.addScriptTag({ content: outputFiles[0]!.text })
    const inBrowser = await page.evaluate((all) => {
      const { answerOffline } = (globalThis as unknown as { offlineAssistant: { answerOffline: (q: unknown) => unknown } }).offlineAssistant
      return all.map((question) => answerOffline(question))
    }, questions)

    expect(questions.length).toBeGreaterThan(1000)
    expect(inBrowser).toEqual(server)
    expect(server.filter((reply) => reply.ajuda?.some((line) => 'tel' in line && line.tel === '188')).length).toBeGreaterThan(20)
    // Over a thousand messages answered twice, on a machine shared by several builds.
  }, 120_000)
})
