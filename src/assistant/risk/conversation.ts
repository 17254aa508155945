import type { CrisisKind } from '../reading/intent-types'
import { readRiskText as appReadRiskText, riskText, type RiskReader } from './detect'
import type { Reason, RiskReading } from './reasons'
import { words } from './pattern'

/*
 * The conversation's memory of a crisis. Her earlier messages (the user turns of `historico`) are
 * read as she wrote them; a crisis among them stays known (`earlierCrisis`, so the help lines stay
 * in sight), and a message that only makes sense after it ("e se eu fizer hoje", "voltou, tá mais
 * forte") is read in that light. A message that plainly takes a step or asks for something
 * ("liguei, minha irmã tá vindo, me passa uma respiração") is read by itself.
 */

export interface ConversationReading extends RiskReading {
  earlierCrisis?: CrisisKind
}

/** How many of her earlier messages are read together with the new one. */
const CONTEXT_TURNS = 2

/** She is taking a step: calling, on her way to help, somewhere safe, thanking. */
const step = new RegExp(
  ` ${words`
    liguei
    vou ligar
    ja liguei
    marquei
    agendei
    estou segura
    ja estou segura
    estou na casa d\w+
    (esta|estao) vindo
    chamei
    pedi ajuda
    fiz o boletim
    pedi a medida
    fui na delegacia
    conversei com
    falei com
    obrigada por
    vou procurar
    vou no caps
    fui no caps
    estou melhor
    um pouco melhor
  `} `,
)

function joined(turns: readonly string[]): string {
  return ` ${turns.map((turn) => riskText(turn).trim()).join(' ')} `
}

/** The most recent crisis among her earlier messages, each read with the ones just before it. */
function earlierCrisisOf(turns: readonly string[], readRiskText: RiskReader['readRiskText']): CrisisKind | undefined {
  for (let index = turns.length - 1; index >= 0; index--) {
    const reading = readRiskText(joined(turns.slice(Math.max(0, index - CONTEXT_TURNS), index + 1)))
    if (reading.tier === 'crisis') return reading.crisisKind
  }
  return undefined
}

/** Raised by the learned model alone, no cue behind it. */
export const modelOnly = ({ concepts }: Pick<RiskReading, 'concepts'>) => concepts.every((concept) => concept.endsWith(':model'))

/**
 * An everyday request that only the learned model, no cue, reads as a crisis ("um alongamento que
 * não force o pulso"): the body's and the day's words, which the model confuses with a crisis's.
 * It asks instead of giving the crisis reply; her answer decides.
 */
const asRequest = (reading: RiskReading): RiskReading =>
  reading.tier === 'crisis' && modelOnly(reading) ? because({ ...reading, tier: 'asking' }, { rule: 'request-asks' }) : reading

/** A reading with one more rule behind it. */
const because = (reading: RiskReading, ...more: Reason[]): RiskReading => ({
  ...reading,
  reasons: [...reading.reasons, ...more],
})

/**
 * A request for an activity that names her body's need ("minha lombar dói, tô com ele no colo,
 * tem alongamento?"), which only the learned model, in its question band, reads as a possible
 * crisis: when the rest of her message, without her body's words (`withoutBody`), raises no
 * question, the body's words were the model's worry, and her request is answered. The model's
 * crisis band still asks (asRequest), any cue still counts, and a worry in the rest still asks
 * ("um alongamento pro pescoço travado e nem sei se vou tá aqui semana que vem").
 */
function asBodyRequest(text: string, read: RiskReading, withoutBody: (text: string) => string, readRiskText: RiskReader['readRiskText']): RiskReading {
  if (read.tier !== 'asking' || !modelOnly(read)) return asRequest(read)
  const rest = readRiskText(withoutBody(text))
  return weight[rest.tier] < weight.asking ? because(rest, { rule: 'body-words' }) : read
}

/** How much a reading asks of the reply: the crisis reply, a question, a warm word, nothing. */
const weight = { crisis: 3, asking: 2, distress: 1, none: 0 } as const

/**
 * Reads her new message with the conversation behind it. `plainRequest`: the caller found an
 * everyday request or a thank-you in it (the conversation does not turn that into a crisis).
 * `withoutBody`: given when she asks for an activity and names her body's need or pain: her
 * words without it (her-body.ts).
 */
export function readConversation(
  earlier: readonly string[],
  message: string,
  { plainRequest, withoutBody }: { plainRequest: boolean; withoutBody?: (text: string) => string },
  readRiskText: RiskReader['readRiskText'] = appReadRiskText,
): ConversationReading {
  const text = riskText(message)
  const read = readRiskText(text)
  const alone = withoutBody
    ? asBodyRequest(text, read, withoutBody, readRiskText)
    : plainRequest
      ? asRequest(read)
      : read
  const earlierCrisis = earlierCrisisOf(earlier, readRiskText)
  const remembering = (reading: RiskReading, ...more: Reason[]): ConversationReading =>
    earlierCrisis ? { ...because(reading, ...more, { rule: 'earlier-crisis', detail: earlierCrisis }), earlierCrisis } : because(reading, ...more)
  if (alone.tier === 'crisis' || earlier.length === 0) return remembering(alone)
  // A step after a crisis ("tô na casa da minha mãe") is no new risk unless a cue says so.
  if (step.test(text) && earlierCrisis && alone.tier === 'asking' && modelOnly(alone)) {
    return remembering({ tier: 'none', strain: false, concepts: [], reasons: alone.reasons }, { rule: 'step-after-crisis' })
  }
  if (plainRequest || step.test(text)) return remembering(alone)
  const recent = earlier.slice(-CONTEXT_TURNS)
  const together = readRiskText(joined([...recent, message]))
  if (together.tier === 'crisis') return remembering(together, { rule: 'read-with-earlier', detail: `${recent.length + 1} mensagens` })
  const before = readRiskText(joined(recent))
  // A question is asked once: when the earlier turns alone asked it, her answer is read elsewhere.
  if (together.tier === 'asking' && weight[before.tier] < weight.asking && weight[alone.tier] < weight.asking) {
    return remembering(together, { rule: 'read-with-earlier', detail: `${recent.length + 1} mensagens` })
  }
  if (alone.tier === 'none' && before.tier === 'distress') return remembering(before, { rule: 'earlier-distress' })
  return remembering(alone)
}
