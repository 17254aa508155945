import type { ChatTurn } from '../../src/contract/chat-api'
import type { CrisisKind } from '../../src/assistant/reading/intent-types'
import type { LlmConfig } from '../config'
import { completeChat, type LlmMessage } from './llm-client'
import { ownField } from './own-field'

/*
 * A second opinion on risk from the LLM, asked in parallel with its reply and within the same
 * timeout: a small JSON answer ("nivel", "tipo"). It may raise the embedded assistant's reading to
 * the question or the crisis reply, never lower it (chat-responder.ts); the replies themselves
 * stay the embedded assistant's own.
 */

export interface LlmRiskReading {
  tier: 'none' | 'asking' | 'crisis'
  kind?: CrisisKind
}

// Maps, not objects: a word the LLM writes ("constructor", "__proto__", "toString") is only ever a
// key looked up, never a property inherited from Object.prototype.
const levels = new Map<string, LlmRiskReading['tier']>([
  ['nenhum', 'none'],
  ['perguntar', 'asking'],
  ['crise', 'crisis'],
])
const kinds = new Map<string, CrisisKind>([
  ['suicidio', 'suicide'],
  ['autolesao', 'self-harm'],
  ['bebe', 'baby'],
  ['violencia', 'violence'],
])

export const riskSystemPrompt = [
  'Você avalia o risco em mensagens que mães brasileiras escrevem num app de bem-estar. Não responda a ela: só classifique.',
  'nivel "crise": ela diz, mesmo de forma indireta, que pensa em tirar a própria vida, que se machuca ou quer se machucar, que pode machucar o bebê ou já machucou, ou que alguém a machuca, ameaça, controla ou abusa dela ou de uma criança.',
  'nivel "perguntar": há um sinal desses, mas incerto (um meio, um lugar, uma despedida, uma marca no corpo, medo de si mesma), e um profissional perguntaria diretamente.',
  'nivel "nenhum": cansaço, tristeza, desabafo, piada, exagero, ficção (novela, filme, livro) ou um pedido comum.',
  'tipo: "suicidio", "autolesao", "bebe", "violencia" ou "nenhum".',
  'Responda só com JSON: {"nivel": "...", "tipo": "..."}.',
].join('\n')

/** The answer's shape, for servers that follow a JSON schema (others get the instruction above). */
export const riskResponseFormat = {
  type: 'json_schema',
  json_schema: {
    name: 'leitura_de_risco',
    strict: true,
    schema: {
      type: 'object',
      properties: {
        nivel: { type: 'string', enum: [...levels.keys()] },
        tipo: { type: 'string', enum: [...kinds.keys(), 'nenhum'] },
      },
      required: ['nivel', 'tipo'],
      additionalProperties: false,
    },
  },
}

/** Her last few messages and the new one: what she said, not what the assistant answered. */
export function riskMessages(mensagem: string, historico: readonly ChatTurn[]): LlmMessage[] {
  const earlier = historico.filter((turn) => turn.sender === 'user').slice(-3)
  const said = [...earlier.map((turn) => `Antes: ${turn.text.slice(0, 600)}`), `Agora: ${mensagem}`].join('\n')
  return [
    { role: 'system', content: riskSystemPrompt },
    { role: 'user', content: said },
  ]
}

/** The reading in an answer, read leniently (the first JSON object in it); undefined when there is none. */
export function parseRiskReading(answer: string): LlmRiskReading | undefined {
  const json = /\{[^{}]*\}/.exec(answer)?.[0]
  if (!json) return undefined
  let parsed: unknown
  try {
    parsed = JSON.parse(json)
  } catch {
    return undefined
  }
  const nivel = ownField(parsed, 'nivel')
  const tipo = ownField(parsed, 'tipo')
  const tier = typeof nivel === 'string' ? levels.get(nivel) : undefined
  if (!tier) return undefined
  const kind = typeof tipo === 'string' ? kinds.get(tipo) : undefined
  return kind ? { tier, kind } : { tier }
}

/** Asks the LLM; rejects like completeChat (timeout, network, status), resolves undefined on an unreadable answer. */
export async function readRiskWithLlm(
  config: LlmConfig,
  mensagem: string,
  historico: readonly ChatTurn[],
  { fetch }: { fetch?: typeof globalThis.fetch } = {},
): Promise<LlmRiskReading | undefined> {
  const answer = await completeChat(config, riskMessages(mensagem, historico), {
    ...(fetch && { fetch }),
    temperature: 0,
    maxTokens: 60,
    responseFormat: riskResponseFormat,
  })
  return parseRiskReading(answer)
}
