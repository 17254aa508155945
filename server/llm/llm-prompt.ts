import type { ChatTurn } from '../../src/contract/chat-api'
import type { IndexedEntry } from '../../src/assistant/library-index'
import { MAX_MESSAGE_CHARS } from '../../src/contract/chat-api'
import type { LlmMessage } from './llm-client'
import { withoutTags, type Work } from './without-tags'

/** Bounds on what goes to the LLM: the last few turns, each cut short. */
export const HISTORY_TURNS = 8
export const HISTORY_TURN_CHARS = 600

export const systemPrompt = [
  'Você é a assistente do Momento Mãe, um app de bem-estar e autocuidado para mães brasileiras, muitas vezes cansadas e com pouco tempo.',
  'Responda sempre em português do Brasil, com carinho e sem julgamentos, de forma curta (até 120 palavras) e prática.',
  'Seu escopo: exercícios rápidos e alongamentos, respirações e meditações guiadas, receitas saudáveis e práticas, e bem-estar no dia a dia da mãe. Para outros assuntos, diga com gentileza que não pode ajudar com isso e ofereça uma dessas opções.',
  'Nunca indique remédios, doses, suplementos, chás medicinais ou diagnósticos, nem dietas para emagrecer. Para qualquer dúvida de saúde, dela ou do bebê, oriente procurar um profissional: pediatra, médico ou médica, a UBS; em emergência, SAMU 192.',
  'Se ela falar em se machucar, em tirar a própria vida, em machucar o bebê ou em violência, acolha e indique o CVV (188, 24 horas, gratuito, ou cvv.org.br), o SAMU 192 e o CAPS; em caso de violência, também o Ligue 180 e o 190.',
  'Respeite o tempo que ela disser que tem: não sugira nada mais longo.',
  'Baseie-se no conteúdo da biblioteca do app abaixo; não invente exercícios arriscados. No pós-parto, lembre que dor é sinal para parar e que exercícios de barriga pedem liberação médica.',
  'Escreva em texto simples, sem Markdown e sem HTML; passos como lista numerada (1., 2., 3.).',
].join('\n')

function describe(entry: IndexedEntry): string {
  return [
    `- ${entry.title} (${entry.minutes} min): ${entry.summary}`,
    entry.ingredients?.length ? `  Ingredientes: ${entry.ingredients.join('; ')}.` : undefined,
    `  Passos: ${entry.steps.map((step, index) => `${index + 1}. ${step}`).join(' ')}`,
    entry.cautions?.length ? `  Cuidados: ${entry.cautions.join(' ')}` : undefined,
  ]
    .filter((line) => line !== undefined)
    .join('\n')
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`
}

/** System prompt grounded on the retrieved entries, the recent turns, then her message. */
export function buildMessages({
  mensagem,
  historico,
  entries,
  minutes,
  body,
}: {
  mensagem: string
  historico: readonly ChatTurn[]
  entries: readonly IndexedEntry[]
  minutes: number | undefined
  /** How she said she is, and whether the entries fit it (src/assistant/body-note.ts). */
  body?: string | undefined
}): LlmMessage[] {
  const grounding = [
    entries.length > 0 ? `Conteúdo da biblioteca do app que combina com a mensagem:\n${entries.map(describe).join('\n')}` : undefined,
    minutes !== undefined ? `Ela disse que tem ${minutes} minutos.` : undefined,
    body,
  ].filter((part) => part !== undefined)
  const system = [systemPrompt, ...grounding].join('\n\n')
  const turns: LlmMessage[] = historico.slice(-HISTORY_TURNS).map((turn) => ({
    role: turn.sender === 'user' ? 'user' : 'assistant',
    content: clip(turn.text, HISTORY_TURN_CHARS),
  }))
  return [{ role: 'system', content: system }, ...turns, { role: 'user', content: mensagem }]
}

/** A dose or a medicine amount in an answer sends the caller back to the embedded assistant. */
const dosePattern = /\b\d+([.,]\d+)?\s?(mg|mcg|µg|ml|gotas?|comprimidos?|c[áa]psulas?|ui)\b/i

/**
 * Plain text as the app shows it: tags and Markdown marks removed; undefined when it must not be
 * shown. Cut first, to what the app sends back as historico next time, so no pass below sees
 * more than MAX_MESSAGE_CHARS characters whatever the LLM sent.
 */
export function cleanAnswer(answer: string, work?: Work): string | undefined {
  const text = withoutTags(clip(answer, MAX_MESSAGE_CHARS), work)
    .replace(/\*\*|__|`/g, '')
    .replace(/^#+\s*/gm, '')
    .trim()
  if (text === '' || dosePattern.test(text)) return undefined
  return text
}
