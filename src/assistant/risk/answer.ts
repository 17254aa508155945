import { normalize } from '../reading/normalize'
import { rx, words } from './pattern'

/*
 * Her answer to the assistant's direct question ("Você está pensando em tirar a própria vida?").
 * Anything that is not a clear no counts as yes when it carries doubt: "não sei", "às vezes",
 * "acho que sim" are how people say yes to this question (docs/product.md, Safety). A message that
 * is neither, a change of subject, is read as what it is, and the help stays in sight.
 */

export type Answer = 'yes' | 'no' | 'unclear'

/** Doubt anywhere in the answer is a yes: "não… às vezes", "sei lá". */
const DOUBT = words`
  nao sei
  sei la
  as vezes
  talvez
  mais ou menos
  um pouco
  acho que sim
  acho que estou
  acho que tenho
  pode ser
  de vez em quando
  quase
`
const doubt = rx(` ${DOUBT} `)

/** A clear no, at the start: "não", "nunca", "tô bem", "nada disso". */
const NO = words`
  nao
  nunca
  jamais
  negativo
  de jeito nenhum
  claro que nao
  nada disso
  nem pensar
  deus me livre
  imagina
  que isso
  estou bem
  estou tranquila
  estou segura
  esta tudo bem
  tudo bem
  nada
  nenhum
  nenhuma
`
const no = rx(`^ ${NO}( |$)`)

/** A yes, at the start: "sim", "uhum", "tô" alone, "tenho medo", "já". */
const YES = words`
  sim
  s
  si
  ss
  uhum
  umhum
  hum hum
  aham
  ahan
  isso
  exato
  verdade
  infelizmente
  com certeza
  claro
  estou $
  estou (sim|pensando|com medo|com vontade)
  tenho $
  tenho (sim|pensado|vontade|medo)
  ja $
  ja (sim|pensei|machuquei|tentei|fiz)
  e $
  e sim
  quero $
  quero sim
  queria $
  emojitriste
`
const yes = rx(`^ ${YES}( |$)`)

/** A thumbs-up or a tick, which the normal form drops with the other emojis. */
const thumbsUp = /^\s*(👍|✅|☑️|👌)/u

export function readAnswer(message: string): Answer {
  const text = normalize(message)
  if (thumbsUp.test(message) || doubt.test(text)) return 'yes'
  if (no.test(text)) return 'no'
  return yes.test(text) ? 'yes' : 'unclear'
}
