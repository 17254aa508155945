import type { BodyLoad } from '../data/library/library-types'
import { words } from './risk/pattern'

/*
 * The words that say how she is right now: where the baby is, her hands, where she is, what
 * hurts. Matched on the normal form (normalize.ts: folded, squeezed, chat spelling expanded:
 * "carrinho" is "carinho", "carro" is "caro", "c" is "com", "to" is "estou"). Each cue sits beside
 * the message it was written for; her-body-cues.test.ts holds each to it.
 */

export interface Cue {
  pattern: RegExp
  example: string
}

const cue = (source: string, example: string): Cue => ({ pattern: new RegExp(source), example })

/** What she does with the baby, done often ("de tanto segurar"). */
const HOLDING_HER_BABY = words`
  caregar
  segurar
  pegar
  ficar
  olhar
  ninar
  amamentar
`
/** A move that may hurt, said as when it hurts ("ao levantar"). */
const MOVING = words`
  agachar
  levantar
  sentar
  pegar
  amamentar
  contrair
  subir
  caregar
`

/** Something she does often, or did, not what she is doing now: blanked before the scene is read. */
export const habits: readonly Cue[] = [
  cue(' de tanto( \\w+){1,5}', 'meu pescoço dói de tanto olhar para baixo enquanto amamento'),
  cue(` (de|por) ${HOLDING_HER_BABY}( \\w+){0,4}`, 'pulso inchado de segurar ele o dia todo'),
  cue(' quando( \\w+){1,5}', 'minha lombar dói qnd fico mt tempo sentada amamentando'),
  cue(` ao ${MOVING}( \\w+){0,4}`, 'a cicatriz dói ao levantar da cama'),
  cue(' pas(o|ei) o dia( \\w+){0,3}', 'passo o dia sentada amamentando'),
  cue(' parei de( \\w+){1,2}', 'parei de amamentar semana passada'),
]

const LEFT_TO_SLEEP = words`
  dorme
  dormiu
  dormindo
  esta
  ficou
  deixei
`
const CRIB = words`
  berco
  moises
  cercadinho
  bebe conforto
`
const WITH = words`
  com
  esta com
  ficou com
`
const SOMEONE_ELSE = words`
  o pai
  a avo
  minha mae
  meu marido
  a sogra
  minha sogra
`

/** The baby is somewhere else: in the crib, the stroller, with someone. */
export const babyElsewhere = cue(
  ` ${LEFT_TO_SLEEP}( \\w+){0,2} (no|na) ${CRIB} | ${WITH} ${SOMEONE_ELSE} `,
  'ele dormiu no berço e o pai está com o mais velho',
)

const HOLDING = words`
  segurando
  ninando
  nanando
  embalando
  caregando
`
const THE_BABY = words`
  ele
  ela
  o bebe
  a bebe
  a \w+
  o \w+
`

/** The baby is on her: in her arms, on her lap, asleep on her chest. */
export const babyOnHer: readonly Cue[] = [
  cue(' (no|nos) (meu |meus )?(colo|bracos|braco) ', 'a Lia acabou de dormir no meu colo'),
  cue(' (no|sobre o) meu peito | em cima de mim | sobre mim ', 'ele está dormindo no meu peito'),
  cue(' (quer|so quer|pede) colo ', 'ele só quer colo hoje'),
  cue(` ${HOLDING} ${THE_BABY} (?!no carinho|o carinho)`, 'estou embalando a bebê há vinte minutos'),
  cue(' (balancando|ninando|embalando) (ele|ela|o bebe|a bebe)(?! conforto)', 'em pé balançando ele faz meia hora'),
  cue(' (ninando|embalando|nanando) ', 'ninando no quarto escuro'),
  cue(` (com|c) ${THE_BABY} no colo `, 'estou na cozinha com ele no colo'),
]

const FEEDING = words`
  amamentando
  amamento
  mamando
  mama(r)? e dormir
  dando (de )?mam\w*
  dando o peito
  dou de mamar
  dando mamadeira
  dando a mamadeira
`

/** She is feeding the baby now, at the breast or with a bottle. */
export const feeding = cue(` ${FEEDING} `, 'estou amamentando agora e bateu uma fome')

const CARRIER = words`
  sling
  canguru
  wrap
  caregador
  mochila de bebe
`

/** A sling, a carrier or a wrap holds the baby: her hands may be free. */
export const carrier = cue(` ${CARRIER} `, 'a bebê está no sling dormindo')

const NO_HAND_FREE = words`
  nenhuma mao
  sem (nenhuma )?mao livre
  (as |com as )?duas maos( ocupadas)?
  (os |com os )?dois bracos
  sem solta(r|la|lo)
  sem mexer os bracos
  nos (meus )?bracos
`
const ONE_HAND_FREE = words`
  (uma|1) mao (livre|so|solta|sobrando)
  so (tenho )?(uma|1) mao
  so (tenho )?a mao (direita|esquerda)
  a mao (direita|esquerda) livre
  (um|1) braco so
  so (um|1) braco
  (a )?(direita|esquerda) (esta |ta )?livre
  na outra mao
  soltar uma mao
`
const BOTH_HANDS_FREE = words`
  (as |com as )?(duas )?maos livres
  maos soltas
`

/** How many hands she has free, when she says it. */
export const handsCues: Record<0 | 1 | 2, Cue> = {
  0: cue(` ${NO_HAND_FREE} | uma mao e (\\w+ ){0,5}(com )?a outra `, 'mexendo com uma mão e a outra segurando ele'),
  1: cue(` ${ONE_HAND_FREE} `, 'ele dormiu no meu colo e só tenho uma mão livre'),
  2: cue(` ${BOTH_HANDS_FREE} `, 'estou com ele no sling e com as mãos livres'),
}

const STIRRING = words`
  mexendo
  mexer
  fazendo
  refogando
  fritando
  cozinhando
`
const IN_THE_PAN = words`
  panela
  feijao
  aroz
  mingau
  polenta
  molho
  cebola
  sopa
  papinha
`

/** At the stove, one hand stirring. */
export const stove = cue(
  ` ${STIRRING} (\\w+ ){0,2}${IN_THE_PAN} | no fogao | (esperando|espero) a agua (do \\w+ )?ferver `,
  'estou mexendo o feijão aqui',
)

const IN = words`
  no
  num
  dentro do
  do
`
const RIDE = words`
  caro
  uber
  taxi
  onibus
  busao
  metro
  trem
`

/** In a car, a bus or a taxi, seated. */
export const car = cue(
  ` ${IN} ${RIDE} | banco (de tras|do motorista|da frente) | cadeirinha(?! de (comer|alimentacao)) | estacion\\w+ `,
  'estou no uber indo pro pediatra, ele dormiu na cadeirinha',
)

const WALKING = words`
  andando
  caminhando
  caminhar
  caminhada
  paseando
  pasear
  paseio
  empurando
  subida
  ladeira
  calcadao
  quarteirao
  no parque
  na praca
`

/** On her feet and walking: with the stroller, in the park. */
export const walking = cue(` ${WALKING} `, 'saí para caminhar com o carrinho no parque')

const SITTING = words`
  sentada
  sentei
  sento
  sentadinha
`
const LYING = words`
  deitada
  deitadinha
  deitei
  deito
  recostada
  de lado na cama
  na rede
  de bariga para cima
`

/** Where she is. */
export const positionCues = {
  standing: cue(' em pe | na fila ', 'estou em pé com ela no colo'),
  sitting: cue(` ${SITTING} `, 'dando mamadeira sentada'),
  lying: cue(` ${LYING} `, 'estou deitada na cama do lado dele'),
}

const SEAT = words`
  poltrona
  no sofa
  na cadeira
  cadeira de balanco
  no banco
  no consultorio
  sala de espera
`

/** A seat, where she sits unless she says she lies on it ("deitada no sofá"). */
export const seat = cue(` ${SEAT} `, 'dando mamadeira na poltrona')

/** Sitting hurts: she can stand or lie, not sit. */
export const cannotSit = cue(
  ' (nao consigo|nao aguento|nao poso) (ficar )?(\\w+ ){0,3}sentada | doi (para|pra|ao) sentar ',
  'tive episio e ainda dói pra sentar',
)

/** She says she can use the floor, or that she cannot. */
export const floorCues = {
  allowed: cue(' (no|pelo|o) chao | tapete | tapetinho | colchonete ', 'posso deitar no chão, ele está com o pai'),
  refused: cue(
    ' (nao consigo|nao poso|sem) (\\w+ ){0,2}(deitar|descer|ir|sentar) (no|ao) chao | levantar do chao ',
    'ainda não consigo deitar no chão e levantar sozinha',
  ),
}

/** Pain, stiffness or tension, said of some part of her. */
const PAIN = words`
  dor
  dores
  doendo
  doi
  doem
  dolorid\w*
  travad\w*
  tens[oa]s?
  dur[oa]s?
  me matando
  acabad[oa]s?
  inchad[oa]
  machucad\w*
  repuxa\w*
  incomod\w*
  sensivel
  estala
  atacou
  fraco
  fraca
`
/** The belly after the birth: a scar, stitches, the pelvic floor. */
const BELLY_HEALING = words`
  diastase
  cesarea
  cesaria
  cicatriz
  pontos
  episio\w*
  asoalho
  pesado la embaixo
  escap\w* (xixi|urina)
  xixi escapa
  incontinencia
  resguardo
  parto (normal )?(faz|ha|tem) \w+ (dias|semanas)
`
/** What a jump or an impact would strain. */
const NO_IMPACT = words`
  sem (pular|pulos|impacto)
  asoalho
  pesado la embaixo
  escap\w* (xixi|urina)
  xixi escapa
  incontinencia
  resguardo
  cesarea
  cesaria
  parto (normal )?(faz|ha|tem) \w+ (dias|semanas)
`

/** What to spare: a part of her named beside a pain word, or a condition that names it by itself. */
export const painCues: Record<BodyLoad, { part?: RegExp; condition: Cue }> = {
  'lower-back': {
    part: / (lombar|costas|coluna) /,
    condition: cue(' (ciatic\\w*|cocix|coxis|hernia de disco) ', 'ciático atacou de novo'),
  },
  neck: {
    part: / (pescoco|nuca|cervical|ombros?|trapezio) /,
    condition: cue(' torcicolo ', 'acordei com torcicolo'),
  },
  wrists: {
    part: / (pulsos?|punhos?|dedao|polegar) /,
    condition: cue(' (tendinite|quervain|tunel do carpo) ', 'o médico falou que é de quervain'),
  },
  knees: {
    part: / joelhos? /,
    condition: cue(' sem agachamento ', 'um exercício de fortalecimento sem agachamento profundo'),
  },
  abdomen: {
    part: / (bariga|abdomen|abdominal) /,
    condition: cue(
      ` ${BELLY_HEALING} `,
      'fiz cesárea há três semanas',
    ),
  },
  impact: {
    condition: cue(
      ` ${NO_IMPACT} `,
      'escapou urina quando espirrei, o assoalho pélvico está fraco',
    ),
  },
}

/** A part of her named beside a pain word ("a lombar principalmente ... me matando"). */
export const painWord = new RegExp(` ${PAIN} `)
