import type { AfterBirthTopicId } from '../data/after-birth'

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

const AFTER_BIRTH = '(pos parto|puerperi\\w*|depois do parto|depois que (o bebe|a bebe|ele|ela) nasceu|resguardo|recem nascido)'
const DEPRESSION = '(depresao|depresiva|deprimida)'

/** What the question is about: baby blues, or a depression after the birth. */
export const subjects = {
  blues: cue(' (baby blues|blues|tristeza materna|tristeza (do )?pos parto|melancolia (do )?pos parto) ', 'o que é baby blues?'),
  depression: cue(
    ` ${DEPRESSION} (\\w+ ){0,2}${AFTER_BIRTH} | ${AFTER_BIRTH} (\\w+ ){0,3}${DEPRESSION} | dp | psicose (pos parto|puerperal) `,
    'quais os sinais da depressão pós-parto?',
  ),
  /** The people near her, asking or asked about, after the birth. */
  family: cue(
    ' (marido|companheir[oa]|namorad[oa]|esposo|esposa|parceir[oa]|pai do bebe|familia|minha mae|sogra|amig[oa]|irma) (\\w+ ){0,6}(ajudar|apoiar|fazer|entender) | como (poso|podemos|ajudo|apoio|ajudar|apoiar) (\\w+ ){0,3}(minha |a |uma )?(esposa|mulher|filha|irma|amiga|nora|companheira|namorada|mae) ',
    'como meu marido pode me ajudar no pós-parto?',
  ),
  /** A word of the weeks after the birth, for the family question to be about them. */
  afterBirth: cue(` ${AFTER_BIRTH} | (parto|nasceu|blues|depresao) `, 'como ajudar minha esposa no resguardo?'),
}

/** What she wants to know, topic by topic, in the order the reply answers. */
export const topicCues: readonly [AfterBirthTopicId, AfterBirthCue][] = [
  ['diferenca', cue(' (diferenca|diferente|distinguir|como sei se e|e (baby )?blues ou) ', 'qual a diferença entre baby blues e depressão pós-parto?')],
  ['sinais', cue(' (sinais|sintomas|como (eu )?(saber|sei|identificar|perceber|reconhecer|vou saber)|quando (procurar|pedir|buscar)|e grave|me preocupar|quanto tempo dura|pasa sozinh\\w*) ', 'como saber se é depressão pós-parto?')],
  ['onde-buscar-ajuda', cue(' (onde|quem procurar|sus|ubs|posto|caps|psicolog\\w*|atendimento|tratamento|tratar|tem cura|consulta) ', 'onde procurar ajuda pra depressão pós parto pelo sus?')],
  ['quem-esta-perto', subjects.family],
]

/** She asks, rather than tells: the reply informs a question, the safety net hears a feeling. */
export const asking = / (o que|oque|que e|qual|quais|como|onde|quando|quem|sera|existe|tem tratamento|me explica|me fala|explica|queria saber|quero saber|duvida) /
