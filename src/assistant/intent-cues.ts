import type { Intent } from './reading/intent-types'
import { words } from './risk/pattern'

/*
 * The words that tell what she asks for, in plain Portuguese; intent.ts sends them through the
 * same normal form, stemmer and synonyms as her message. An activity word ("alongamento",
 * "receita") says what she wants to do and weighs more than a context word ("costas", "sono",
 * "banana"), which only says what it is about.
 */

export type ContentIntent = Extract<Intent, 'exercise' | 'meditation' | 'recipe'>

/** A list written one word a line. */
const wordList = (lines: string): readonly string[] => lines.trim().split(/\s*\n\s*/)

export const activityWords: Record<ContentIntent, readonly string[]> = {
  exercise: wordList(`
    exercício
    exercitar
    alongamento
    alongar
    treino
    treinar
    malhar
    yoga
    ioga
    pilates
    ginástica
    musculação
    agachamento
    prancha
    flexão
    abdominal
    caminhada
    caminhar
    dançar
    dança
    fortalecer
    fortalecimento
    mexer
    movimentar
    kegel
    suar
  `),
  meditation: wordList(`
    meditação
    meditar
    respiração
    respirar
    mindfulness
    relaxamento
    relaxar
    acalmar
    visualização
    aterramento
    escaneamento
    desacelerar
    pausa
    descansar
    suspiro
    scan
    desestressar
    consciente
    gratidão
  `),
  recipe: wordList(`
    receita
    receitinha
    comer
    comida
    cozinhar
    lanche
    lanchinho
    petisco
    almoço
    almoçar
    jantar
    janta
    refeição
    prato
    marmita
    sobremesa
    preparar
    chá
  `),
}

export const contextWords: Record<ContentIntent, readonly string[]> = {
  exercise: wordList(`
    costas
    lombar
    coluna
    pescoço
    ombros
    quadril
    glúteos
    pernas
    braços
    abdômen
    barriga
    punhos
    postura
    pélvico
    assoalho
    diástase
    travada
    dolorida
    rigidez
    corpo
    músculos
    cardio
    academia
    preguiça
    sedentária
    energia
    disposição
    torcicolo
    ciático
    panturrilha
    joelho
    peito
    forma
    condicionamento
    dor
  `),
  meditation: wordList(`
    ansiedade
    nervosa
    estresse
    tensão
    calma
    paz
    sono
    dormir
    insônia
    raiva
    irritada
    sobrecarregada
    cansaço
    exausta
    tristeza
    culpa
    chorar
    choro
    angústia
    pânico
    mente
    pensamentos
    cabeça
    foco
    concentração
    gratidão
    autocompaixão
    paciência
    surtar
    surtando
    respiro
    fôlego
    tranquila
    silêncio
    acelerada
    agitada
    sumir
    fugir
    férias
    folga
    descanso
    gritei
    péssima
    louca
  `),
  recipe: wordList(`
    fome
    café
    manhã
    banana
    aveia
    ovo
    tapioca
    cuscuz
    feijão
    arroz
    iogurte
    frango
    legumes
    salada
    fruta
    frutas
    vitamina
    smoothie
    sopa
    panqueca
    omelete
    sanduíche
    pão
    queijo
    abacate
    amendoim
    macarrão
    sardinha
    pipoca
    mingau
    saudável
    nutritivo
    ingredientes
    cozinha
    doce
    salgado
    crepioca
    batata
    cenoura
    grão
    chia
    leite
    água
    hidratação
    fogão
    forno
    micro
    geladeira
    proteína
    fibra
    gostoso
    delícia
    vegana
    vegetariana
    glúten
    lactose
  `),
}

const P = (source: string) => new RegExp(source)

const ACHE = '(dor|dores|doendo|doi|tensa|tenso|tensos|travad\\w*|dura|duro)'
const BODY_PART = '(costas|lombar|pescoco|ombros?|coluna|quadril|pernas?|bracos?|punhos?|pulsos?)'
const ACHING = words`
  doem
  doi
  doendo
  me matando
  acabad\w*
  travad\w*
  dolorid\w*
  tens\w*
  dur[oa]
  curvad\w*
  pesad\w*
`

/** Phrases that name a subject by themselves, matched on the normal form. */
export const contentPhrases: Record<ContentIntent, readonly RegExp[]> = {
  exercise: [
    // "dor nas costas"
    P(` ${ACHE} (n[oa]s? |d[oa]s? |de |em )?${BODY_PART} `),
    // "meu pescoço tá travado"
    P(` (costas|lombar|pescoco|ombros?|coluna|quadril|pernas?|bracos?|punhos?|pulsos?|pes) (\\w+ ){0,3}${ACHING} `),
    // "preciso mexer o corpo"
    / mexer o corpo /,
    // "relaxar o pescoço", "soltar os ombros": a stretch for that part
    P(
      ' (relaxar|soltar|alongar|aliviar|destravar) (o |a |os |as |meu |minha |meus |minhas )?' +
        '(pescoco|ombros?|costas|lombar|coluna|pernas?|bracos?|quadril|punhos?|pulsos?) ',
    ),
    // "quero perder a barriga"
    / (perder|tirar|sumir com) (a |esa )?bariga /,
  ],
  meditation: [
    // "um momento só meu"
    / (momento|tempo|tempinho|pausa|minutos?) (so )?(meu|minha|para mim) /,
    // "cabeça a mil"
    / cabeca (cheia|a mil|nao para) /,
    // "não consigo dormir"
    / (nao consigo|dificuldade para|dificuldade de) (dormir|relaxar|pegar no sono) /,
    // "queria um respiro"
    / (preciso|quero|queria) (de )?(um|uma) (respiro|paz|pausa|tempo para mim|calma) /,
    // "não pego no sono"
    / (pegar|pego) no sono /,
    // "um exercício de respiração", "exercício respiratório": a breathing, not an exercise
    / exercicios? (de )?respira\w* /,
  ],
  recipe: [
    // "bate a mistura ou só mexe?"
    / (bate|bater|mexe|mexer) (a |o |as |os )?(mistura|masa|creme|ovos|claras|bolo) /,
    // "um café da manhã rápido"
    / cafe da manha /,
    // "o que eu como agora?"
    / (o que|oque) (eu )?(como|comer|fazer para comer|cozinho) /,
    // "algo pra matar a fome"
    / mata(r)? a fome /,
    // "algo pra comer com uma mão só"
    / uma mao (so|livre)? /,
  ],
}

/** Phrases that hint at a subject, weighing as much as a context word. */
export const contextPhrases: Record<ContentIntent, readonly RegExp[]> = {
  exercise: [],
  // "esse trabalho tá me matando": overload, a stress pause
  meditation: [/ (esta|estao|anda|andam|vai) me (matando|enlouquecendo|deixando louca|esgotando|sugando) /],
  recipe: [],
}

const HELLO = words`
  oi
  oie
  ola
  opa
  hey
  hi
  helo
  salve
  eai
  e ai
  fala
  bom dia
  boa tarde
  boa noite
  tudo bem
  tudo bom
  como vai
  como voce esta
`
const THANKS = words`
  obrigada
  valeu
  gratidao
  agradeco
  ajudou
  ajudou muito
  amei
  adorei
  gostei
  perfeito
  otimo
  maravilha
  que bom
  show
  top
  deu certo
  funcionou
  foi otimo
  me senti melhor
  brigadinha
`
const HOW_IT_WORKS = words`
  como funciona
  para que serve
  quais (sao )?(as )?(suas )?(opcoes|funcoes)
  o que (eu )?poso (te )?(perguntar|pedir)
  me ajuda com o que
  menu
  opcoes
`

/** Social messages: only when she asks for nothing else. */
export const socialPatterns: Record<Extract<Intent, 'greeting' | 'thanks' | 'capabilities'>, readonly RegExp[]> = {
  // "oi, tudo bem?"
  greeting: [P(`^ ${HELLO} `), / (bom dia|boa tarde|boa noite|tudo bem|tudo bom|prazer) /],
  // "obrigada, ajudou muito"
  thanks: [P(` ${THANKS} `)],
  capabilities: [
    // "o que você sabe fazer?"
    / (o que|oque|que) (voce )?(faz|sabe fazer|pode fazer|consegue fazer|sabe|oferece) /,
    // "como você pode me ajudar?"
    / (como|em que|no que|com o que) (voce )?(pode|consegue|podera) (me )?ajudar /,
    // "quem é você?"
    / (quem e voce|quem voce e|voce e (um robo|uma ia|uma pesoa|humana|de verdade|real)|o que e voce) /,
    // "como funciona?"
    P(` ${HOW_IT_WORKS} `),
  ],
}

const A_BEING = '(um robo|uma ia|uma pesoa|gente|maquina|humana|de verdade|real|inteligencia artificial)'

/** About the assistant itself, even when content words appear ("tem receita aí ou só exercício?"). */
export const aboutAssistantPattern = P(
  [
    ' (ou so|ou apenas) (exercicio|receita|meditac|respirac)\\w* ',
    ' (quais|que tipo de) (coisas|asuntos|temas) (eu )?(poso|da para|consigo) (te )?(perguntar|pedir|falar) ',
    ` voce e ${A_BEING} `,
    ' para que serve (ese |este |o |a )?(chat|ap|aplicativo|asistente) ',
    ' (o que|oque) (da para|eu poso|poso|consigo) fazer aqui ',
    ' (com )?(que tipo de|quais tipos de) (coisa|coisas|ajuda|asunto|asuntos) ',
  ].join('|'),
)

/** Chat about her day with a laugh, not a request: "me mata de rir quando ela dança". */
export const amusedPattern = / (mor\w*|mat\w*) (de|do) (rir|risada|vergonha|coracao|susto|fofura|orgulho) /

const OFF_TOPIC = words`
  quanto custa
  preco
  comprar
  loja
  marca
  previsao do tempo
  vai chover
  futebol
  jogo d[oa]
  campeonato
  placar
  escreve
  escrever
  redacao
  poema
  email
  planilha
  boleto
  segunda via
  conta de luz
  capital d[aeo]
  quem foi
  quem ganhou
  presidente
  eleicao
  politica
  senha
  aplicativo de
  serie
  filme para
  novela
  horoscopo
  signo
  e normal
  iso e normal
  sera que e normal
  livro
  celular
  operadora
  internet
  traduz\w*
  ingles
  dormir (o|a) (bebe|filho|filha)
  (bebe|filho|filha) dormir
`

/** Subjects the assistant does not cover; they keep a stray word from passing for a request ("quanto custa?"). */
export const offTopicPattern = P(` ${OFF_TOPIC} `)

const ASKING = words`
  quero
  queria
  gostaria
  preciso
  precisava
  me (da|de|pasa|manda|mande|ensina|ensine|sugere|sugira|indica|indique|mostra|mostre)
  tem (alguma|algum|outra|outro|uma|um)
  outra
  outro
  mais uma
  mais um
  sugest\w*
  sugere
  sugira
  como (faco|fazer|poso)
  pode
  poderia
  qual
  quais
  ideia
  dica
`

/**
 * A request that names no subject: "algo para fazer de olho fechado?", "alguma coisa rápida?"
 * (intent.ts: a small practice when she also says how she is or how long she has).
 */
export const pausePattern = P(
  ' (algo|alguma coisa|o que (eu )?(poso|da para|consigo)) (\\w+ ){0,4}' +
    '(fazer|funcione|rapid[oa]|rapidinh[oa]|para mim|suave|discreto|sem solta\\w*) ',
)

/** She asks for something: then content wins over a greeting or a thank-you ("me passa uma receita"). */
export const requestPattern = P(` ${ASKING} `)
