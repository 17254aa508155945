import { words } from './pattern'

/*
 * Word classes shared by the risk cues, in plain spelling (pattern.ts compiles them). They say who
 * acts and on whom: her ("me", first-person verbs), a child, or another adult.
 */

/** A child of hers, by any name she uses. */
export const CHILD = words`
  bebes?
  bebezinh[oa]s?
  nenenzinh[oa]
  filh[oa]s?
  filhot[ea]s?
  criancas?
  criancinhas?
  menin[oa]s?
  moleques?
  pia
  piazinho
  guri
  guria
  gurizinho
  cacula
  net[oa]s?
  entead[oa]s?
  pequen[oa]
  pequenininh[oa]
  mais velh[oa]
  mais nov[oa]
  do meio
  recem nascid[oa]
  gemeos
  gemeas
  bebezao
`

/** "ele", "ela" or a child noun: the one she may hurt. */
export const CHILD_OR_PRONOUN = words`
  ele
  ela
  nele
  nela
  dele
  dela
  o ${CHILD}
  a ${CHILD}
  meu ${CHILD}
  minha ${CHILD}
  ese ${CHILD}
  esa ${CHILD}
  ${CHILD}
`

/** The father of her children, however she names them ("pai dos meus filhos", "pai da bebe"). */
const CHILDS_FATHER =
  String.raw`pai d[oa]s? (meus |minhas |\w+ )?(filh[oa]s?|bebes?|menin[oa]s?|criancas?|guri|pia|piazinho)`

/** Another adult who may hurt her: a partner, an ex, family, in-laws. */
export const ADULT = words`
  ele
  marido
  esposo
  companheiro
  namorado
  noivo
  ficante
  ex
  ex marido
  ex namorado
  ex companheiro
  ${CHILDS_FATHER}
  pai dele
  pai dela
  sogr[oa]
  cunhad[oa]
  padrasto
  madrasta
  irmao
  meu pai
  minha mae
  tio
  primo
  vizinho
  patrao
  homem
`

/** Words that show a child at play or a baby's own doing ("brincando de luta", "mamando"). */
export const PLAY = words`
  brincando
  brincadeira
  brincar
  lutinha
  de luta
  jogando bola
  mamando
  dormindo
  pedindo mais
  colherzinha
  papinha
  dentinho
  fase
  grudad[oa]
  sem querer
  policia
  video game
  videogame
  12 anos
  \d anos
`

/**
 * The subject of a talk, a class, a training, a study, the news or a child's question, told as
 * such: a crisis named there is no crisis of hers, unless she says it is ("me identifiquei", "eu
 * também penso"). An exception (`unless`) for the cues that only name a crisis.
 */
export const TALKED_ABOUT = `^(?! .*(eu (penso|pensei|quero|queria|tentei|tambem|tb|ja)|me identifiquei|comigo|penso nisso|pensando nisso|minha vez|me corto|me cortei|me machuco|tentei|apanho|me bate|me bateu) ).* ${words`
  palestras?
  treinamentos?
  capacitacao
  formacao
  curso
  aulas?
  seminario
  setembro amarelo
  podcast
  roda de conversa
  trabalho (sobre|de escola|da escola|da faculdade|da facul)
  estudando
  estudo sobre
  estagio
  live
  o tema
  falaram (de|sobre)
  falou (de|sobre)
  perguntou o que e
  como explico
  atendi
  reportagem
  noticia
  documentario
`} `

/** Purpose: what turns an accident into self-harm ("não foi acidente", "pra me punir"). */
export const ON_PURPOSE = words`
  de proposito
  nao foi acidente
  nao foi sem querer
  foi eu que fiz
  fui eu que fiz
  eu que fiz
  para me punir
  me punir
  castigo
  me castig\w*
  para sentir
  para aliviar
  alivia
  queria sentir dor
  de raiva de mim
  odio de mim
  nao mereco
  punicao
  nao merece
`
