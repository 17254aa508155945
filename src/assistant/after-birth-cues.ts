import type { AfterBirthTopicId } from '../data/after-birth'
import { words } from './risk/pattern'

/*
 * The words of a question about the weeks after the birth: baby blues, postpartum depression,
 * the signs, where to go, what the people near her can do. Matched on the normal form
 * (normalize.ts: folded, squeezed, so "depressão" is "depresao"); each beside the message it was
 * written for (after-birth-intent.test.ts holds each to it).
 */

export interface AfterBirthCue {
  pattern: RegExp
  example: string
}

const cue = (source: string, example: string): AfterBirthCue => ({ pattern: new RegExp(source), example })

const AFTER_BIRTH = words`
  pos parto
  puerperi\w*
  depois do parto
  depois que (o bebe|a bebe|ele|ela) nasceu
  resguardo
  recem nascido
`
const DEPRESSION = words`
  depresao
  depresiva
  deprimida
`
const BLUES = words`
  baby blues
  blues
  tristeza materna
  tristeza (do )?pos parto
  melancolia (do )?pos parto
`
/** Someone near her who may help. */
const NEAR_HER = words`
  marido
  companheir[oa]
  namorad[oa]
  esposo
  esposa
  parceir[oa]
  pai do bebe
  familia
  minha mae
  sogra
  amig[oa]
  irma
`
const TO_HELP = words`
  ajudar
  apoiar
  fazer
  entender
`
const HOW_CAN = words`
  poso
  podemos
  ajudo
  apoio
  ajudar
  apoiar
`
/** The woman they ask how to help. */
const HER = words`
  esposa
  mulher
  filha
  irma
  amiga
  nora
  companheira
  namorada
  mae
`

/** What the question is about: baby blues, or a depression after the birth. */
export const subjects = {
  blues: cue(` ${BLUES} `, 'o que é baby blues?'),
  depression: cue(
    ` ${DEPRESSION} (\\w+ ){0,2}${AFTER_BIRTH} | ${AFTER_BIRTH} (\\w+ ){0,3}${DEPRESSION} ` +
      '| dp | psicose (pos parto|puerperal) ',
    'quais os sinais da depressão pós-parto?',
  ),
  /** The people near her, asking or asked about, after the birth. */
  family: cue(
    ` ${NEAR_HER} (\\w+ ){0,6}${TO_HELP} | como ${HOW_CAN} (\\w+ ){0,3}(minha |a |uma )?${HER} `,
    'como meu marido pode me ajudar no pós-parto?',
  ),
  /** A word of the weeks after the birth, for the family question to be about them. */
  afterBirth: cue(` ${AFTER_BIRTH} | (parto|nasceu|blues|depresao) `, 'como ajudar minha esposa no resguardo?'),
}

const DIFFERENCE = words`
  diferenca
  diferente
  distinguir
  como sei se e
  e (baby )?blues ou
`
const SIGNS = words`
  sinais
  sintomas
  como (eu )?(saber|sei|identificar|perceber|reconhecer|vou saber)
  quando (procurar|pedir|buscar)
  e grave
  me preocupar
  quanto tempo dura
  pasa sozinh\w*
`
const WHERE = words`
  onde
  quem procurar
  sus
  ubs
  posto
  caps
  psicolog\w*
  atendimento
  tratamento
  tratar
  tem cura
  consulta
`

/** What she wants to know, topic by topic, in the order the reply answers. */
export const topicCues: readonly [AfterBirthTopicId, AfterBirthCue][] = [
  ['diferenca', cue(` ${DIFFERENCE} `, 'qual a diferença entre baby blues e depressão pós-parto?')],
  ['sinais', cue(` ${SIGNS} `, 'como saber se é depressão pós-parto?')],
  ['onde-buscar-ajuda', cue(` ${WHERE} `, 'onde procurar ajuda pra depressão pós parto pelo sus?')],
  ['quem-esta-perto', subjects.family],
]

const ASKING = words`
  o que
  oque
  que e
  qual
  quais
  como
  onde
  quando
  quem
  sera
  existe
  tem tratamento
  me explica
  me fala
  explica
  queria saber
  quero saber
  duvida
`

/** She asks, rather than tells: the reply informs a question, the safety net hears a feeling. */
export const asking = new RegExp(` ${ASKING} `)
