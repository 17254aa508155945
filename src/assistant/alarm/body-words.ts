import { words } from '../risk/pattern'
import { CHILD } from '../risk/words'

/*
 * Word classes the danger signs share, in plain spelling (risk/pattern.ts compiles them): who is
 * ill, what may be swallowed, what says it is serious.
 */

/** A baby or child in sight: a child noun, or "ele", "ela" as mothers name the baby. */
export const A_CHILD = ` (${CHILD.slice(1, -1)}|ele|ela|dele|dela|nele|nela|meu pequeno|minha pequena|\\d+ (m|mes|meses|dias|semanas) ) `

/** A baby under three months: her age in days or weeks, one or two months, newborn. */
export const UNDER_THREE_MONTHS = words`
  \d+ dias
  (1|2|3|4|5|6|7|8|9|10|11|12) semanas?
  (uma|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|onze|doze) semanas?
  (1|2|um|dois) mes(es)?
  (1|2|um|dois) mes e
  mes e meio
  recem nascid[oa]
  recem nascido
  nasceu (ha|faz|semana|ontem|anteontem|hoje)
  primeira semana
  primeiro mes
  (1|2|3|4|5|6|7|8|9|10|11|12) sem
  dois meses
  um mesinho
  (1|2) m
  \d+ d
  de dias
`

/** A fever, however she says it. */
export const FEVER = words`
  febre\w*
  febril
  ardendo
  pelando
  queimando
  fervendo
  quente
  quentinh[oa]
  3[89]( \d)?( graus)?
  40( \d)?( graus)?
  temperatura alta
  calafrios?
  tremendo de frio
  tremedeira de frio
`

/** She says there is no fever: "sem febre", "não tenho febre". */
export const NO_FEVER = ' (sem|nao tem|nao teve|nao tenho|nao estou com|nao esta com|nem|nada de|zero) (febre|febrinha) '

/** A medicine: taken by a child it needs care when it was not given (swallowed, found, too much). */
export const MEDICINE = words`
  remedios?
  remedinho
  medicamentos?
  comprimidos?
  compridos?
  pilulas?
  capsulas?
  cartela
  gotas?
  gotinhas?
  xarope
  vidro de \w+
  frasco\w*
  dipirona
  paracetamol
  ibuprofeno
  rivotril
  clonazepam
  diazepam
  calmante
  anticoncepcional
  vitamina de adulto
  sulfato ferroso
`

/** Things a child may swallow or drink that need care whenever swallowed: batteries, products, alcohol. */
export const HARMFUL_THING = words`
  baterias?
  bateriazinhas?
  pilhas?
  pilhinhas?
  botao
  imas?
  imazinh[oa]s?
  magnetos?
  moedas?
  moedinhas?
  agua sanitaria
  candida
  qboa
  cloro
  alvejante
  desinfetante
  soda
  detergente
  sabao
  amaciante
  desengordurante
  limpa forno
  multiuso
  produtos? de limpeza
  veneno
  raticida
  chumbinho
  inseticida
  mata barata
  baygon
  formicida
  querosene
  gasolina
  thiner
  tiner
  solvente
  alcool
  cachaca
  pinga
  cerveja
  vinho
  vodka
  bebida alcoolica
  enxaguante
  enxaguatorio
  listerine
  antisseptico
  perfume
  acetona
  removedor
  esmalte
  naftalina
  cigarro
  bituca
  pods?
  capsulas? de (sabao|lava roupa)
  bolinhas? de gel
  pecinhas?
  tampinha
  prego
  parafuso
  brinco
  alfinete
  grampo
  anel
`

/** Verbs of swallowing, drinking, eating or putting in the mouth, said of the child. */
export const SWALLOWED = words`
  engoli\w*
  engulio
  engoliu
  ingeriu
  ingeriram
  comeu
  bebeu
  tomou
  tomaram
  mastigou
  chupou
  lambeu
  mamou
  levou (a|na) boca
  (colocou|botou|enfiou|pos|meteu) n[ao] boca
  na boca
  tava na boca
  estava na boca
  pegou e engoliu
  sumiu (a|o|uma|um)
  acho que engoliu
  cheiro de \w+ na boca
  boca com cheiro
`
