import { isFor, type BodyArea } from './body-areas'
import type { IndexedEntry } from './library-index'
import { words } from './risk/pattern'

/*
 * The warm reply to distress: it names what she feels, offers one small thing she can do now (a
 * real entry of the library, named, with its first steps), says that the CVV also listens to
 * anyone who needs to talk (not for tiredness alone), and, when the sadness has lasted weeks since
 * the birth, suggests her UBS or doctor. Fixed sentences chosen by what was found, so the same
 * message gets the same reply.
 */

/** What she feels, named once, in the order the concepts are most telling. */
const feelings: readonly [string, string][] = [
  ['grief', 'Sinto muito pela sua perda. O luto precisa de espaço, e de colo também.'],
  ['loss', 'Sinto muito pela sua perda. O luto precisa de espaço, e de colo também.'],
  ['regret', 'Ter dias em que a maternidade pesa, ou em que o amor não vem como nos filmes, não faz de você uma mãe ruim. Muitas mães sentem isso e não contam.'],
  ['guilt', 'Essa culpa toda mostra o quanto você se importa. Você não precisa ser perfeita para ser uma boa mãe.'],
  ['lonely', 'Sentir-se sozinha pesa demais, ainda mais cuidando de alguém o dia inteiro.'],
  ['crying', 'Chorar assim cansa muito, e faz sentido: você está carregando muita coisa.'],
  ['sadness', 'Sinto muito que você esteja se sentindo assim. O que você sente importa.'],
  ['anxiety', 'A ansiedade aperta o corpo todo, e dá para aliviar um pouco agora.'],
  ['limit', 'Parece que você chegou no seu limite. Isso não é fraqueza: é sinal de que está carregando peso demais.'],
  ['escape', 'Querer sumir um pouco é um pedido de descanso, e você merece um.'],
  ['family', 'Ouvir isso de quem está perto machuca, e o que você sente tem razão de ser.'],
  ['body', 'Seu corpo passou por muita coisa. Você merece olhar para ele com mais gentileza.'],
  ['money', 'Aperto de dinheiro tira o sono de qualquer pessoa. Você não precisa carregar isso sozinha.'],
  ['sleepless', 'Tanto tempo sem descanso pesa no corpo e no coração.'],
  ['model', 'Obrigada por me contar como você está. O que você sente importa, e você não precisa dar conta de tudo sozinha.'],
  ['tired', 'Tanto cansaço assim pesa no corpo e no coração.'],
]

/**
 * The practice to offer when she asked for nothing: by what she feels, from the library, the first
 * she can do. At her limit, the pause for anger only when she names anger (choose-entry.ts), else a
 * calm breath: "não aguento mais" is no anger she named.
 */
export const practiceFor: readonly [string, string][] = [
  ['anxiety', 'respiracao-expiracao-longa'],
  ['limit', 'pausa-para-raiva'],
  ['limit', 'suspiro-fisiologico'],
  ['sleepless', 'relaxamento-para-dormir'],
  ['tired', 'suspiro-fisiologico'],
  ['escape', 'pausa-de-tres-minutos'],
  ['', 'autocompaixao'],
]

const cvv = 'O CVV também escuta qualquer pessoa que precise conversar: ligue 188 (24 horas, gratuito) ou converse pelo chat em cvv.org.br.'
const ubs =
  'Se essa tristeza já dura duas semanas ou mais desde o parto, conte para a sua UBS ou para o seu médico ou médica: isso tem cuidado e tratamento, e você não precisa esperar passar.'
const health = 'Sobre a saúde, sua ou do bebê, quem orienta é um profissional: seu médico ou médica, o pediatra ou a UBS.'

/**
 * Pain beyond tiredness ("distress:crying", a baby lost, or the learned model's "distress:model"):
 * the CVV is offered. Tiredness or stress alone ("strain:tired"), and the grief of someone's death
 * told with nothing else, get the warm words and the small practice: the grief of a grandmother
 * of 94 is no crisis line's.
 */
export const feelsPain = (concepts: readonly string[]) => concepts.some((concept) => concept.startsWith('distress:') && concept !== 'distress:grief')

/** The birth, told as what came after it ("desde que nasceu", "seis semanas do parto"). */
const AFTER_THE_BIRTH = words`
  parto
  nasceu
  nascimento
  nascer
  puerperio
  pos parto
  resguardo
  maternidade
  nasceram
`
/** The birth, named after the weeks ("há semanas, desde o parto"). */
const THE_BIRTH = words`
  parto
  nasceu
  nascimento
  puerperio
  pos parto
  resguardo
  maternidade
`
const WEEKS = words`
  semana
  semanas
  mes
  meses
  desde
`

/** Sadness that has lasted weeks since the birth ("já faz 6 semanas do parto e não sinto alegria"). */
export const postpartumWeeks = new RegExp(
  ` ${AFTER_THE_BIRTH}( |$)(.* )?${WEEKS}|${WEEKS} (.* )?${THE_BIRTH} | depresao | nuvem preta `,
)

export function distressReply({
  concepts,
  entry,
  content,
  postpartum,
  area,
  aboutHealth,
}: {
  /** The concepts found ("distress:crying", "strain:tired"). */
  concepts: readonly string[]
  /** The one small thing to do now. */
  entry: IndexedEntry | undefined
  /** The reply to what she asked for, when she asked for something: it takes the place of the entry. */
  content?: string | undefined
  postpartum: boolean
  aboutHealth: boolean
  /** The part of her body she named, if any: the practice says it is for it. */
  area?: BodyArea | undefined
}): string {
  const named = concepts.map((concept) => concept.split(':')[1])
  const feeling = feelings.find(([concept]) => named.includes(concept))?.[1] ?? feelings[feelings.length - 1]![1]
  const blocks: string[][] = [[feeling]]
  if (content) blocks.push([content])
  else if (entry) {
    const intro = area && isFor(entry, area) ? `Uma coisa pequena para ${area.label}, se quiser agora:` : 'Uma coisa pequena que você pode fazer agora, se quiser:'
    const steps = entry.steps.slice(0, 6).map((step, index) => `${index + 1}. ${step}`)
    blocks.push([intro, `${entry.title} (${entry.minutes === 1 ? '1 minuto' : `${entry.minutes} minutos`}). ${entry.summary}`], steps)
  }
  if (feelsPain(concepts)) blocks.push([cvv])
  if (postpartum) blocks.push([ubs])
  else if (aboutHealth) blocks.push([health])
  blocks.push(['Estou aqui se quiser contar mais ou pedir outra ideia.'])
  return blocks.map((block) => block.join('\n')).join('\n\n')
}
