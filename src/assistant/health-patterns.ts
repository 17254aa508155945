import { words } from './risk/pattern'

/*
 * Health questions (medicines, doses, symptoms, a baby's fever): the assistant points to a
 * professional and never gives a dose. Written in the normal form of normalize.ts (folded,
 * squeezed: "poso", "tose", "presao"; spaces as word boundaries).
 */

const P = (source: string) => new RegExp(source)

/** One kind of health question, with a message it was written for: a test holds it to it. */
export interface HealthQuestion {
  example: string
  pattern: RegExp
}

const question = (example: string, source: string): HealthQuestion => ({ example, pattern: P(source) })

const MEDICINE = words`
  remedio\w*
  medicamento\w*
  medicacao
  medicacoes
  dose
  doses
  dosagem
  comprimido\w*
  capsula\w*
  xarope
  pomada
  antibiotico\w*
  dipirona
  paracetamol
  ibuprofeno
  tylenol
  novalgina
  buscopan
  dorflex
  neosaldina
  aspirina
  antialergico\w*
  anti alergico
  antinflamatorio\w*
  anti inflamatorio\w*
  antidepresivo\w*
  ansiolitico\w*
  rivotril
  clonazepam
  sertralina
  fluoxetina
  escitalopram
  anticoncepcional
  pilula
  domperidona
  simeticona
  luftal
  vacina\w*
  suplemento\w*
  polivitaminico
  sulfato feroso
  acido folico
  vitamina d
  vitamina b 12
  fero
`

const SYMPTOM = words`
  febre
  febril
  sintoma\w*
  diagnostico
  sangramento
  sangrando
  sangue
  hemoragia
  infecao
  infecionad\w*
  infecionou
  inflamad\w*
  inflamacao
  mastite
  convulsao
  convulsionou
  desmai\w*
  vomit\w*
  golf\w*
  diareia
  constipad\w*
  prisao de ventre
  manchas
  mancha vermelha
  tontura
  tonta
  falta de ar
  dor no peito
  dor de cabeca
  enxaqueca
  presao alta
  presao baixa
  colica\w*
  icteri\w*
  amarelinho
  amarelado
  engasg\w*
  tose
  toses
  tosir
  tosindo
  tosiu
  cataro
  gripe
  gripad\w*
  resfriad\w*
  dor de ouvido
  otite
  dor de garganta
  nariz entupido
  asadura
  brotoeja
  sapinho
  refluxo
  queimadura
  ponto\w* da cesarea
  pontos inflamad\w*
  leite empedrado
  empedrou
  empedrad\w*
  curativo\w*
  pus
  bico rachado
  bico ferido
  fisura
  depresao
  depresiva
  depresivo
  baby blues
  psiquiatra
  caroco
  nodulo
  corimento
  candidiase
  hemoroida\w*
  incontinencia
  escape de xixi
  sangrament\w*
`

/** Pregnant, breastfeeding, postpartum: where a medicine needs a professional's word. */
const NURSING = words`
  amamentando
  amamentacao
  gravida
  gestante
  gravidez
  pos parto
  resguardo
  dando de mamar
  dando o peito
  de leite
  no leite
  com o bebe mamando
`
const AILMENT = '(dor|febre|gripe|tose|colica|enjo|dormir|ansiedade|cabeca)'
const TAKE = '(tomo|poso tomar|devo tomar|tomar|dar|dou|poso dar|devo dar)'
/** A baby's or a child's warning signs. */
const BABY_SIGNS = words`
  nao (mama|para de vomitar|para de tosir|faz coco|faz xixi|respira bem)
  quente
  molinho
  rox\w*
  caiu(?! no sono)
  bateu a cabeca
  engoliu
  alergia
  alergica
  alergico
`
const PAIN_HOW = words`
  forte
  fortes
  muito forte
  que nao pasa
  ha dias
  de dias
  no corte
  na cicatriz
  nos pontos
  na bariga depois do parto
  no peito
  para amamentar
  ao amamentar
`
const IS_IT_NORMAL_TO = '(sangr\\w*|dor|doer|sentir|inchad\\w*|febre|bebe|leite|menstrua\\w*|corimento)'
const WOUND_SIGNS = '(vermelh\\w*|doendo|doi|inchad\\w*|abriu|abrindo|quente|sangr\\w*|inflam\\w*)'
const INJURED = '(dedo|mao|pe|tornozelo|joelho|perna|braco)'
const AFTER_BIRTH = '(depois|apos) (do parto|da ces\\w*)'

/** A symptom named in passing ("a cólica do bebê tá me deixando louca, uma respiração?"). */
export const symptomPattern = P(` ${SYMPTOM} `)

/** A health question: a medicine, a dose, "posso tomar…?", "é normal…?", a baby's warning signs. */
export const healthQuestions: readonly HealthQuestion[] = [
  question('posso tomar ibuprofeno?', ` ${MEDICINE} `),
  question('é 10 ml de xarope mesmo?', ' \\d+ ?(mg|ml|gotas|miligramas|mililitros) '),
  question('quantos ml de leite o bebê de 3 meses toma?',
    ' quant[oa]s? (gotas|ml|mg|mililitros|miligramas|comprimidos) '),
  question('quanto de leite ela deve mamar?',
    ' quanto (de )?(leite|formula) (\\w+ ){0,4}(toma|tomar|mama|mamar|deve) '),
  question('posso beber café amamentando?',
    ` (poso|pode|devo|e seguro|faz mal) (tomar|usar|beber|pasar) (\\w+ ){0,4}${NURSING}`),
  question('o que eu tomo pra dor de cabeça?',
    ` (o que|oque|qual|que) (eu )?${TAKE} (para|contra) (a |o )?${AILMENT}`),
  question('qual antialérgico posso dar pra minha filha de 2 anos?',
    ' (poso|pode|devo) dar (\\w+ ){0,3}(para|ao|a) (o |a |meu |minha )?(bebe|filho|filha|crianca) '),
  question('meu bebê não para de tossir', ` (bebe|filho|filha|crianca) (\\w+ ){0,4}${BABY_SIGNS}`),
  question('dor na cicatriz da cesarea com 2 meses, é normal?', ` (dor|dores) ${PAIN_HOW}`),
  question('sertralina passa pro leite? minha medica receitou',
    ' (pediatra|ginecologista|obstetra|medico|medica) (dise|falou|pasou|receitou) '),
  question('é normal sentir dor no peito amamentando?',
    ` (e normal|iso e normal|sera que e normal) (\\w+ ){0,5}${IS_IT_NORMAL_TO}`),
  question('o bebê golfou e ficou roxinho, é normal?',
    ` ${SYMPTOM} (\\w+ ){0,6}(e normal|iso e normal|o que (eu )?faco|devo me preocupar) `),
  question('to com inchaço nas pernas depois do parto',
    ' (inchad\\w*|inchaco) (nas pernas|nos pes|no rosto|nos pontos|na cicatriz)'),
  question('minha cicatriz da cesárea tá vermelha e doendo', ` (cicatriz|pontos|corte) (\\w+ ){0,4}${WOUND_SIGNS} `),
  question('cortei o dedo cortando cebola, como faço curativo?',
    ` (cortei|queimei|torci|quebrei) (o |a |meu |minha )?${INJURED} `),
  question('qnto tempo depois da cesaria posso fazer abdominal?',
    ' (quanto tempo|quando) (\\w+ ){0,2}(depois|apos) (do parto|da ces\\w*|do part\\w*) '),
  question('posso correr depois do parto?', ` (poso|pode|devo) (\\w+ ){0,4}${AFTER_BIRTH} `),
  question('posso beber café amamentando?',
    ' (pode|poso|faz mal|e seguro|liberad\\w*) ' +
      '(\\w+ ){0,2}(na |durante a |durante o )?(amamentacao|amamentando|gravidez|gestacao|resguardo) '),
  question('quando posso voltar a correr depois do parto?',
    ' (quando|quanto tempo depois) (\\w+ ){0,4}(poso voltar|pode voltar|liberad\\w*) (\\w+ ){0,3}(depois|apos) ' +
      '(do parto|da cesarea|do part)'),
]

export const healthQuestionPatterns: readonly RegExp[] = healthQuestions.map(({ pattern }) => pattern)

/** Names the words that show the question is about her mind, so the reply adds the CVV. */
export const mentalHealthPattern = P(
  ` ${words`
    depresao
    depresiva
    depresivo
    baby blues
    psiquiatra
    psicologo\w*
    psicologa\w*
    terapia
    terapeuta
    ansiolitico\w*
    antidepresivo\w*
    rivotril
    clonazepam
    sertralina
    fluoxetina
    escitalopram
    crise de panico
    crise de ansiedade
  `} `,
)

/** A baby or child is the subject: the reply names the pediatrician first. */
export const babyHealthPattern = P(' (bebe|bebes|filho|filha|filhos|crianca|criancas|recem nascido|pediatra) ')
