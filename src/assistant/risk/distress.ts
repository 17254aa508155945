import { cue, words, type Cue } from './pattern'
import { CHILD } from './words'

/*
 * Distress: emotional pain without a sign of risk to life or safety. Exhaustion, crying, feeling a
 * bad mother, guilt, loneliness, "não aguento mais" alone, wanting to disappear for a while, hating
 * motherhood some days, regret, anxiety, sadness after the birth, no feeling for the baby without a
 * harm thought, anger, grief, hurt from family. Her own state, in the first person.
 */

const GLAD = words`
  de tao feliz
  de felicidade
  de emocao
  emocionada
  de alegria
  feliz demais
  orgulhosa
  mas feliz
  de tao lindo
  gloria a deus
`
/** "o choro do bebê", "sem choro": the baby's crying, or none. */
const SOMEONES = '(o|esse|este|do|no|de|um|pelo|seu|dela|dele|muito|aquele|meu|nosso|com o|sem)'
const CRYING = '(choro|chorei|caio no choro|cai no choro|desabei|desabo|desabando)'
/** Moved, or crying said as a comparison ("chorei mais que no parto", "chorei igual criança"). */
const MOVED = `${GLAD}|vendo (o|um) filme|chorei (igual|que nem|como|mais que|mais do que|mais q) `
const CRY_HOW = '(estou|to|fico|fiquei|ando|vivo|passo o dia|passei o dia|comecei a|eu|sozinha|junto|escondida|e)'
const HEARTACHE = words`
  crise de choro
  lagrimas
  no na garganta
  aperto no peito
  coracao (apertado|partido|na mao|despedacado)
`
const SAD = words`
  triste
  tristeza
  tristonha
  deprimida
  depressao
  depre
  desanimo
  desanimada
  vazio
  vazia
  nuvem preta
  na bad
  numa bad
  bad total
  fundo do poco
  infeliz
  desolada
  arrasada
  magoada
  abalada
  devastada
  desesperada
  desespero
  angustia
  angustiada
  melancolia
  sem vontade de nada
  nao tenho vontade de nada
  sem alegria
`
const FEELING = '(estou|ando|me sinto|me sentindo|me sentido|sinto|fico|fiquei|sentindo)'
const LOW = words`
  mal
  pessima
  horrivel
  um lixo
  uma merda
  pior
  derrotada
  perdida
  sem rumo
  inutil
  incapaz
  insegura
  fragil
  sensivel
  dividida
  pra baixo
  para baixo
  sem valor
`
const LOST_HERSELF = words`
  que vida e essa
  se isso e vida
  nada muda
  todo dia igual
  nao fui mais eu
  nao sou mais eu
  nao me reconhe\w*
  perdi quem eu era
  nao sei mais quem eu sou
  sinto falta da minha vida
  sinto falta de quem eu era
`
const FEELING_ALONE = '(me sinto|sinto|sentindo|sentido|estou|to|tao|muito|fico|ando|vivo|completamente)'
const ALONE = '(sozinha|so|isolada|abandonada|invisivel|carente)'
const NO_SUPPORT = words`
  solidao
  ninguem (me ajuda|pergunta|liga|entende|me ve|me enxerga|percebe|me escuta|se importa|me chama)
  nao tenho (ninguem|com quem|rede de apoio|para quem|pra quem|apoio)
  sem (ninguem|rede de apoio|apoio nenhum)
  longe da (minha )?familia
  (amigas|amigos) sumiram
  (queria|quero) ter com quem
  rede de apoio
`
const BAD = '(pessima|horrivel|pior|ma|ruim|terrivel|fracassada|chata|incompetente|pela metade|merda de|bosta de)'
const A_FAILURE = words`
  fracasso
  lixo
  monstro
  estranha
  empregada
  caixa eletronico
  inutil
  nada
  pessoa ruim
  mae ruim
`
const GUILT = words`
  culpa
  culpada
  me culpo
  culpando
  falhei
  fracasso
  fracassei
  decepcion\w*
  me odeio
  vergonha de mim
  mesquinha
  atestado
`
const NOT_COPING = words`
  nao dou conta
  nao estou dando conta
  nao to dando conta
  nao sei cuidar
  fiz tudo errado
  faco tudo errado
  nao sirvo para
  todo mundo sabe mais
  sinto que (eu )?(nao sei|nao consigo|falhei)
`
/** "não aguento mais esse calor": the weather, not her life. */
const A_NUISANCE = words`
  calor
  frio
  chuva
  verao
  inverno
  comer
  pao
  dieta
  wifi
  transito
  dor
  mesma comida
  arroz
  musica
  novela
  serie
  sol
  comida
`
const AT_THE_LIMIT = words`
  no meu limite
  no limite
  por um fio
  pesado demais
  muito pesado
  esta pesado
  ta pesado
  esta osso
  ta osso
  esta foda
  ta foda
  esta dificil
  ta dificil
  muito dificil
  tao dificil
  sem chao
  cheguei no limite
  socorro
  me sufocando
  nao da mais
  nao deu
  explodir
  surtar
`
const TIRED_OF_IT = '(tudo|ser forte|ser a forte|ser eu|correr atras|ser mae|tudo e de todos|fingir)'
const ANGER = words`
  saco cheio
  de saco cheio
  raiva (de tudo|de todos|de todo mundo|de mim|o tempo todo|do meu marido)
  odio de (tudo|mim)
  tudo me irrita
  irritada com tudo
  qualquer (coisa|barulho) me (irrita|tira)
`
const WISH = '(queria|quero|vontade de|da vontade de|so queria|so quero|qria)'
const AWAY_A_WHILE = words`
  sumir
  fugir
  desaparecer
  largar tudo
  ir embora
  sair correndo
  um dia de folga
  uma folga de
  um minuto de paz
  dormir uma noite
`
/** "queria sumir pra praia": a holiday. */
const A_HOLIDAY = words`
  da rotina
  dieta
  grupo
  praia
  spa
  salao
  insta
  viagem
  ferias
  fim de semana
  feriado
  carnaval
  sitio
  chale
  sem (celular|crianca|criancas|os menor|ninguem me chamar)
  e (so )?voltar
  (no|num|nas|nos) (fim de semana|fds|feriado|ferias|carnaval|sabado|domingo)
  risos (?!mas)
  cachoeira
  serra
  o mar
  e comer
  por (umas |uns |uma |um )?(\d+|duas|dois|tres|meia) (hora|horas|h|minutos|dias)
`
const REGRET = words`
  (odeio|detesto) ser mae
  me arrependo
  arrependida
  arrependimento
  nao nasci para ser mae
  nao queria ser mae
  nao quero mais ser mae
  queria voltar no tempo
  (tenho )?inveja d(as|e)
`
const REJECTED = words`
  nao gosta de mim
  me sinto rejeitada
  rejeitada
  so quer o pai
  prefere o pai
  nao consigo amar
  nao amo (ele|ela|meu|minha)
`
const ANXIETY = words`
  crise de ansiedade
  ataque de panico
  crise de panico
  ansiedade (esta|ta) me (matando|consumindo|sufocando|enlouquecendo)
  ansiosa demais
  muito ansiosa
  ansiedade demais
  coracao (dispara|disparado|acelerado)
  medo de tudo
  checando se (ele|ela) (esta|ta) respirando
`
const LOVED_ONES = words`
  mae
  pai
  vo
  avo
  irma
  irmao
  bebe
  filho
  filha
  marido
  amiga
  gravidez
  casa
  emprego
  nenem
  vozinha
  painho
  mainha
`
/** A loss of her own: a pregnancy, a mourning she is in. */
const LOSS = '(aborto|abortei|perda gestacional|natimorto|estou de luto|ando de luto|o luto|meu luto)'
/** Someone of hers who died: "minha avó faleceu", "o enterro do meu pai" (not a character, not "quase morreu"). */
const MOURNED = '(?<!quase )(morreu|faleceu|partiu|se foi)'
const FAMILY = '(marido|namorado|companheiro|sogra|sogro|mae|familia|cunhada|ele|ela)'
const HURTS_HER = words`
  nao entende
  so reclama
  critica
  criticou
  fica falando
  faz piada
  fazem piada
  diz que eu
  disse que eu
  falou que eu
  fala que eu
  me largou
  saiu de casa
  foi morar com outra
  me trata mal
  nem percebe
  nao me ajuda
  nunca ajuda
  nem paga
  sumiu
  me odeia
  jogando na minha cara
`
const FIGHTS = words`
  brigamos
  a gente (so )?briga
  so brigamos
  vamos terminar
  vai terminar
  separacao
  me traiu
  traicao
  injusto
  injusta
`
const CALLED = '(exagerada|louca|dramatica|preguicosa|fresca|frescura|drama|mimo demais|engordei)'
const BODY_IMAGE = words`
  odeio meu corpo
  nao gosto (do meu corpo|de nada|de mim)
  me sinto (feia|gorda|horrorosa)
  nao me reconheci
  cara de cansada
`
const MONEY = words`
  aperto de dinheiro
  passando aperto
  dinheiro nao da
  divida
  dividas
  desempregad\w*
  o gas acabou
  nao sei de onde tirar
  nao sei como vou fazer
`
const NO_TIME_FOR = '(nada|mim|escovar?|tomar banho|tomar um banho|comer|respirar)'
const TIRED = words`
  cansada
  cansadissima
  cansaco
  exausta
  exaustao
  esgotada
  esgotamento
  destruida
  acabada
  moida
  um caco
  sem energia
  sem forcas
  sem dormir
  nao durmo
  nao dormi
  sobrecarregada
  sobrecarga
  estressada
  estresse
  surtando
  surtada
  aperreada
  enlouquecendo
  no automatico
  atropelada
  presa com
  sem paciencia
  irritada
  nervosa
  tensa
  ansiosa
  ansiedade
  angustia
  a mil
  nao para
  preocupada
`
/** Tired and happy: a party, a good day, a trip ahead. */
const HAPPY_TIRED =
  `${GLAD}|feliz|risos|amando|animada|valeu a pena|merecido|ansiosa (para|pela|pelo) |morta de|enxoval`

/** Pain that asks for a warm answer even beside a request ("uma receita, que hoje estou tão triste"). */
export const distressCues: readonly Cue[] = [
  // crying
  cue('crying', 'choro escondida todo dia',
    ` (?<! ${SOMEONES} )${CRYING} `, { unless: `${MOVED}|quase chorei|de rir` }),
  cue('crying', 'passei o dia chorando',
    ` ${CRY_HOW} (\\w+ )?chorando `, { unless: MOVED }),
  cue('crying', 'nao consigo parar de chorar',
    ' (vontade de|consigo parar de|nao paro de|sem parar de|vivo a) chorar '),
  cue('crying', 'to c o coraçao apertado o dia todo e n sei explicar',
    ` ${HEARTACHE} `),
  // sadness
  cue('sadness', 'to tao triste desde o parto',
    ` ${SAD} `, { unless: `${GLAD}` }),
  cue('sadness', 'ja faz 6 semana do parto e eu n consigo sentir alegria',
    ' (nao consigo|nao consigo mais) (sentir )?(alegria|ficar feliz|sentir nada) '),
  cue('sadness', 'o fim de ano me deixa mal',
    ' me (deixa|deixou|deixando) (\\w+ ){0,2}(mal|triste|para baixo|pra baixo|arrasada|acabada) '),
  cue('sadness', 'me sinto pessima',
    ` ${FEELING} (muito |tao |bem |meio |super |tri )?${LOW} `),
  cue('sadness', 'desde q voltei da maternidade n fui mais eu',
    ` ${LOST_HERSELF} `),
  cue('sadness', 'tem dia q eu so quero deitar no chao e ficar',
    ' (olhando (para )?o teto|sem conseguir fazer nada|deitar no chao|um trem apertando) '),
  // loneliness
  cue('lonely', 'me sinto muito sozinha',
    ` ${FEELING_ALONE} (\\w+ ){0,2}${ALONE} `),
  cue('lonely', 'meu marido foi embora e eu to sozinha com dois pequenos',
    ' sozinha com (tudo|os|as|ele|ela|a bebe|o bebe|tres|dois|duas|4|3|2) ',
    { unless: '(vou ficar sozinha|maratona|em paz|sossego)' }),
  cue('lonely', 'nao tenho ninguem pra conversar',
    ` ${NO_SUPPORT} `),
  cue('lonely', 'me sinto uma empregada aqui dentro, ngm me ve como pessoa',
    ' (ninguem|nem) (\\w+ ){0,2}(me enxerga|me ve como|me nota) '),
  // a bad mother, guilt, shame
  cue('guilt', 'sou uma pessima mae',
    ` ${BAD} mae `),
  cue('guilt', 'to uma mae chata e estressada',
    ' mae (ruim|horrivel|pessima|chata|pela metade|de merda|fracassada|terrivel|horrorosa) '),
  cue('guilt', 'me sinto um fracasso pq nao consigo emagrecer',
    ` (me sinto|sou|virei|me sentindo|to|estou) (um|uma) ${A_FAILURE} `),
  cue('guilt', 'me sinto culpada o tempo todo',
    ` ${GUILT} `, { unless: 'a culpa e (toda )?(dele|da|do|sua)' }),
  cue('guilt', 'minha sogra vive dizendo que eu nao sei cuidar',
    ` ${NOT_COPING} `),
  // at the limit
  cue('limit', 'nao aguento mais',
    ` nao aguento mais( |$)(?!(esse |essa |o |a |de |com )?${A_NUISANCE} )`),
  cue('limit', 'to no meu limite',
    ` ${AT_THE_LIMIT} `, { unless: `${GLAD}|risos|festa|enxoval|preco|mercado|pedindo socorro` }),
  cue('limit', 'cansei de ser forte',
    ` (cansada|cansei|exausta|farta) de ${TIRED_OF_IT} `),
  cue('limit', 'sinto raiva do meu marido ate qnd ele respira',
    ` ${ANGER} `),
  // wanting to disappear for a while, regret, hating it some days
  cue('escape', 'queria fugir de tudo por uns dias',
    ` ${WISH} (\\w+ ){0,2}${AWAY_A_WHILE} `, { unless: A_HOLIDAY }),
  cue('regret', 'me arrependo de ter tido filho',
    ` ${REGRET} `),
  cue('regret', 'nao sinto amor pelo meu bebe',
    ' nao sinto (aquele |o |nenhum |um )?(amor|nada|vinculo|conexao|carinho) '),
  cue('regret', 'minha filha prefere o pai e eu me sinto rejeitada',
    ` ${REJECTED} `),
  // anxiety that hurts
  cue('anxiety', 'ansiosa demais, coração disparado',
    ` ${ANXIETY} `),
  // grief and loss
  cue('grief', 'perdi minha mae mes passado',
    ` (perdi|perdemos) (minha |meu |o |um |a |uma )?${LOVED_ONES} `),
  // A baby lost is a grief of her own body and life: the CVV comes with it (distress-reply.ts).
  cue('loss', 'tive um aborto espontaneo',
    ` ${LOSS} `),
  cue('grief', 'minha avó faleceu semana passada',
    ` (minha|meu|nossa|nosso) (\\w+ ){0,2}${MOURNED} `),
  cue('grief', 'hoje faz um ano da minha vó',
    ' faz (\\d+|um|dois|tres) (anos?|meses|semanas) (que |da |do )(morte d[ao] |partida d[ao] )?(minha|meu) (vo|vou|' +
      'avo|mae|pai|irma|irmao|filh[oa]|bebe) '),
  cue('grief', 'a saudade da minha vó bateu forte hoje',
    ' saudade d[ao] (minha |meu )?(vo|vou|avo|mae|mainha|pai|painho|irma|irmao|filh[oa]|bebe|' +
      '\\w+) (\\w+ ){0,3}(bateu|forte|doi|aperta) ',
    { unless: '(viagem|ferias|praia|baile|festa|role|comida)' }),
  cue('grief', 'hoje foi o enterro do meu pai',
    ' (enterro|velorio|falecimento|missa de setimo dia) d[oa] (minha|meu|nossa|nosso) '),
  // hurt from the family
  cue('family', 'meu marido nao entende nada',
    ` ${FAMILY} (\\w+ ){0,4}${HURTS_HER} `),
  cue('family', 'meu namorado e eu so brigamos agr, acho q a gnt vai terminar',
    ` ${FIGHTS} `),
  cue('family', 'e ainda falou q eu sou exagerada',
    ` (falou|disse|diz|fala|chamou|acha) (que )?(eu )?(sou|to|estou)? ?${CALLED} `),
  cue('family', 'so queria q meu marido dissesse obrigado uma vez na vida',
    ' so queria que (meu marido|ele|alguem) '),
  // body, money
  cue('body', 'odeio meu corpo dps do parto, n consigo nem me olhar',
    ` ${BODY_IMAGE} `),
  cue('money', 'marido desempregado, contas atrasando, e eu de licença',
    ` ${MONEY} `),
  cue('sleepless', 'faz 11 meses q nao durmo mais q 3 horas seguidas',
    ' (faz|ha|a) \\d+ (meses|noites|dias|semanas) (que )?(nao|sem) (durmo|dormir|sei o que e) '),
  cue('sleepless', 'n tenho tempo nem pra escova os dente',
    ` (nao tenho tempo|sem tempo) (nem )?para ${NO_TIME_FOR} `),
]

/** Tiredness and stress: warm when she asks for nothing else, the content she asked for when she does. */
export const strainCues: readonly Cue[] = [
  cue('tired', 'to muito estressada hj',
    ` ${TIRED} `, { unless: HAPPY_TIRED }),
  cue('tired', 'meu bebe nao dorme direito',
    ` (${CHILD}|ele|ela) (\\w+ ){0,3}nao (dorme|para de chorar) `),
]
