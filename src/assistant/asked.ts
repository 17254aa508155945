import type { ChatTurn } from '../contract/chat-api'
import type { CrisisKind } from './reading/intent-types'
import { readAnswer, type Answer } from './risk/answer'
import { questions } from './safety-replies'

/*
 * The assistant's own question in the conversation: the replies it sent come back in `historico`,
 * so the question is found there by its words, with no state kept anywhere else; this works the
 * same on the server and in the browser without a connection.
 */

export interface AskedQuestion {
  kind: CrisisKind
  /** It is the last turn: her new message answers it. */
  pending: boolean
  /** Her answer, when she already gave one. */
  answer?: Answer
  /** What she wrote before it: what she asked, to go back to after a clear no. */
  before?: string
}

const kinds = Object.keys(questions) as CrisisKind[]
const kindAsked = (text: string) => kinds.find((kind) => text.includes(questions[kind]))

/** The most recent question the assistant asked in this conversation, if any. */
export function askedQuestion(historico: readonly ChatTurn[]): AskedQuestion | undefined {
  for (let index = historico.length - 1; index >= 0; index--) {
    const turn = historico[index]!
    const kind = turn.sender === 'ai' ? kindAsked(turn.text) : undefined
    if (!kind) continue
    const next = historico.slice(index + 1).find((later) => later.sender === 'user')
    const before = historico.slice(0, index).reverse().find((earlier) => earlier.sender === 'user')
    return {
      kind,
      pending: index === historico.length - 1,
      ...(next && { answer: readAnswer(next.text) }),
      ...(before && { before: before.text }),
    }
  }
  return undefined
}
