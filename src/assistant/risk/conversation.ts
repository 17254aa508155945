import type { CrisisKind } from '../intent-types'
import { readRiskText, riskText, type RiskReading } from './detect'
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
function earlierCrisisOf(turns: readonly string[]): CrisisKind | undefined {
  for (let index = turns.length - 1; index >= 0; index--) {
    const reading = readRiskText(joined(turns.slice(Math.max(0, index - CONTEXT_TURNS), index + 1)))
    if (reading.crisisKind) return reading.crisisKind
  }
  return undefined
}

/**
 * Reads her new message with the conversation behind it. `plainRequest`: the caller found an
 * everyday request or a thank-you in it (the conversation does not turn that into a crisis).
 */
export function readConversation(
  earlier: readonly string[],
  message: string,
  { plainRequest }: { plainRequest: boolean },
): ConversationReading {
  const text = riskText(message)
  const alone = readRiskText(text)
  const earlierCrisis = earlierCrisisOf(earlier)
  const memory = earlierCrisis ? { earlierCrisis } : {}
  if (alone.tier === 'crisis' || earlier.length === 0) return { ...alone, ...memory }
  if (plainRequest || step.test(text)) return { ...alone, ...memory }
  const recent = earlier.slice(-CONTEXT_TURNS)
  const together = readRiskText(joined([...recent, message]))
  if (together.crisisKind) return { ...together, ...memory }
  const before = readRiskText(joined(recent))
  if (alone.tier === 'none' && before.tier === 'distress') return { ...before, ...memory }
  return { ...alone, ...memory }
}
