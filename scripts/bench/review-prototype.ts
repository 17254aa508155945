// The third review's finding 3: an LLM whose risk reading names Object.prototype's keys
// (`__proto__`, `constructor`, `toString`, `valueOf`) as its level, its kind, or its fields. Each
// reading is given to two ordinary messages and to a crisis; the figures: answers that were not
// 200, and replies whose help lines changed from the same message's with a plain "nenhum" reading
// (the crisis's: a tier lowered; an ordinary message's: raised, which a reading of "crise" may do).
import type { OpenAiStub } from '../../server/llm/testing/openai-stub'

const KEYS = ['__proto__', 'constructor', 'toString', 'valueOf']
export const HOSTILE_READINGS = KEYS.flatMap((key) => [
  `{"nivel":"${key}","tipo":"nenhum"}`,
  `{"nivel":"crise","tipo":"${key}"}`,
  `{"nivel":"${key}","tipo":"${key}"}`,
  `{"${key}":"crise","tipo":"suicidio"}`,
])
const CRISIS = 'não aguento mais viver'
const MESSAGES = ['uma receita com tapioca', 'estou tão cansada hoje', CRISIS]

export interface PrototypeResult {
  requests: number
  not200: number
  lowered: number
  raised: number
}

/** The reply's tier as she sees it: the help lines it carries (none, or which). */
async function tierOf(url: string, mensagem: string): Promise<string> {
  const res = await fetch(`${url}/api/chat`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ mensagem }) })
  if (res.status !== 200) return `status ${res.status}`
  const body = (await res.json()) as { ajuda?: { rotulo: string }[] }
  return (body.ajuda ?? []).map((line) => line.rotulo).join(' | ') || 'sem linhas de ajuda'
}

/** `url` is a server whose LLM_BASE_URL is `stub`. */
export async function measurePrototypeKeys(url: string, stub: OpenAiStub): Promise<PrototypeResult> {
  stub.behave({ kind: 'answer', content: 'Resposta do modelo.' })
  stub.behaveOnRisk({ kind: 'answer', content: '{"nivel":"nenhum","tipo":"nenhum"}' })
  const plain = new Map<string, string>()
  for (const message of MESSAGES) plain.set(message, await tierOf(url, message))
  const result: PrototypeResult = { requests: 0, not200: 0, lowered: 0, raised: 0 }
  for (const reading of HOSTILE_READINGS) {
    stub.behaveOnRisk({ kind: 'answer', content: reading })
    for (const message of MESSAGES) {
      const tier = await tierOf(url, message)
      result.requests++
      if (tier.startsWith('status ')) result.not200++
      else if (tier !== plain.get(message)) result[message === CRISIS ? 'lowered' : 'raised']++
    }
  }
  return result
}
