import { cue, words, type Cue } from './pattern'
import { ON_PURPOSE, TALKED_ABOUT } from './words'

/*
 * Self-harm: hurting herself on purpose, of every kind (cutting, burning, hitting, biting,
 * pinching, scratching, pulling hair, starving or not sleeping to punish herself), its objects and
 * hiding places, and relapse. The reflexive first person says who acts: "me corto", "me belisco".
 */

const BODY = words`
  pulsos?
  bracos?
  coxas?
  barriga
  pernas?
  pele
  maos?
  pescoco
  rosto
  cara
  peito
  costas
  ombros?
  dedos?
`
/** The same, said with its final r dropped ('quero me arranha'): only after a wish, where the person is clear. */
const SELF_VERB_SPOKEN = words`
  bater?
  socar?
  beliscar?
  morder?
  arranhar?
  machucar?
  ferir?
  queimar?
  cortar?
  punir?
  castigar?
  furar?
`
const SELF_VERB = words`
  batendo
  bater
  socando
  socar
  estapeando
  beliscando
  beliscar
  mordendo
  morder
  arranhando
  arranhar
  machucando
  machucado
  machucar
  ferindo
  ferido
  ferir
  queimando
  queimado
  queimar
  cortando
  cortado
  cortar
  punindo
  punir
  castigando
  castigar
  furando
  furar
`
/** "me belisco para ver se é verdade", "me bato de tanto sono": no harm meant. */
const NOT_HARM = '(para|pra) ver se (e|eh) verdade|sonhando'
const CUT_PLACE = '(pulsos?|bracos?|coxas?|barriga|pernas?|pele|pescoco)'
const THE_MARKS = '(as |os |o |a |meus |minhas )?(marcas?|cortes?|cicatrizes|feridas|machucados)'
const BLADE = '(lamina|laminas|gilete|estilete|navalha|caco de vidro|cacos de vidro)'
const CRAFT_OR_SHAVING = '(abrir|caixas?|papelao|embalagem|artesanato|depil\\w*|barbear|raspar)'
const SHARP = '(tesoura|faca|agulha|alfinete|prego|caco)'
const MEANING_TO = '(me cortar|me ferir|na pele|no braco|na coxa|de proposito|querendo me|me machucar)'
const SHARP_WITH = '(chave|faca|lamina|gilete|tesoura|caneta|agulha|unha|estilete|caco|prego)'
const MARKS = '(uns|umas|uns riscos?|umas marquinhas|marquinhas|riscos?|marcas)'
const HURTING = '(cortei|queimei|machuquei|bati|furei|ferimento|ferida|sangrando|sangue|corte)'
const BURN_ON_PURPOSE = '(queim\\w*|isqueiro|panela quente|colher quente|ferro)'
const HEAT = '(cigarro|isqueiro|vela|brasa|colher quente|ferro quente)'
const HEATED = '(colher|faca|ferro|garfo|moeda|isqueiro)'
const PRESSED = '(encosto|encostei|ponho|coloquei|passo|passei)'
/** Where she is when she hits herself, and how often: "fico me batendo", "vivo me beliscando". */
const HABIT = '(estou|fico|ando|tenho|comecei a|voltei a|eu|vivo|tipo|sempre)'
const WHEN = '(quando|toda vez|sempre|de novo|escondida|de proposito|ate)'
const SELF_PRESENT = '(bato|soco|estapeio|belisco|mordo|arranho|machuco|firo|puno|castigo|furo)'
const URGE = words`
  quero
  queria
  vontade de
  penso em
  pensando em
  pensei em
  preciso
  necessidade de
  desejo de
  coragem de
  medo de nao conseguir parar de
`
const AGAINST = '(na parede|no volante|no chao|na porta|contra|no espelho|na mesa|ate)'
const BLOW = '(soco|socos|tapa|tapas|murro|murros)'
const HER_BODY = '(cara|barriga|perna|rosto|cabeca|mim)'
const HER_OWN = '(braco|mao|labio|dedo|pulso|bochecha por dentro)'
const SCRATCH = words`
  coco
  cocar
  cocando
  arranho
  arranhar
  arranhando
  esfrego
  esfregando
  enfio as unhas
  cravo as unhas
  belisco
  beliscando
  aperto
  apertando
`
const TILL_IT_BLEEDS = words`
  ate (sangrar|sair sangue|abrir|ferir|fazer ferida|machucar|arder|ficar roxo|ficar vermelho|ficar vermelha|marcar)
  de proposito
`
/** "e aí eu corto a cebola": she cuts something. */
const CUTS_SOMETHING = '(o|a|os|as|um|uma|em|cebola|legumes|carne|frango|cabelo|unha|pao)'
const PULLING = words`
  arranco
  puxo
  arranquei
  puxei
  (estou|fico|eu|vivo|ando|comecei a|voltei a) (arrancando|puxando|arrancar|puxar)
`
const HAIR = '(meu |meus |o |os |um pouco de |uns fios de |fio por fio )?(cabelos?|cilios|sobrancelhas?|fios de cabelo)'
const HAIRDO = words`
  num coque
  em um coque
  fazer (um )?coque
  rabo de cavalo
  penteado
  escovar
  chapinha
  prender o cabelo
  trancinha
`
const DEPRIVING = words`
  (deixo|deixei) de comer
  nao (estou |to )?(comendo|bebendo agua|dormindo)
  nao bebo agua
  fico sem comer
  fiquei sem comer
  pulo (a )?refeic\w*
  sem comer
  nao como
  nao comi
  nao vou comer
  me proibi de (comer|dormir)
  fico acordada
  fiquei acordada
  vomito tudo
  vomitei tudo
  nao me deixo (comer|dormir)
`
const DEPRIVED = '(sem comer|nao comer|nao como|acordada|sem dormir|nao dormir|nao durmo|vomito)'
const PUNISHING = '(me castigo|me castigando|me castigar|me puno|me punindo|me punir|de castigo para mim)'
const SELF_HARM_NAMED = '(auto ?mutil\\w*|auto ?lesao|autolesao|auto ?agressao|self ?harm|selfharm|cutting)'

export const selfHarmCues: readonly Cue[] = [
  // cutting
  cue('cutting', 'me corto qdo ngm ta vendo',
    ' (eu )?me (corto|cortei|cortando|cortava|cortar|cortado|corte) ', { negatable: true }),
  cue('cutting', 'fiz uns cortes na coxa ontem',
    ' (cortes?|corto|cortei|cortando|cortar|marcas|cicatrizes) (\\w+ ){0,2}' +
      `(no |na |nos |nas |o |os |a |as |meu |minha |meus |minhas )${CUT_PLACE} `),
  cue('cutting', 'escondo os cortes com blusa de manga',
    ` (esconder?|escondo|escondendo|disfarcar|disfarco|tapar|tapo) (\\w+ ){0,2}${THE_MARKS} `),
  cue('cutting', 'qual lugar do corpo da pra cortar sem aparecer',
    ' (cortar|corte|me cortar) (\\w+ ){0,3}sem (aparecer|ninguem ver|marcar) '),
  cue('cutting', 'qual lugar do corpo da pra cortar sem aparecer',
    ' (lugar|parte) do corpo (\\w+ ){0,4}(cortar|corte) '),
  cue('cutting', 'tenho uma gilete guardada na bolsa',
    ` ${BLADE} `, { unless: CRAFT_OR_SHAVING }),
  cue('cutting', '🔪 no braço de novo hj, so assim alivia',
    ` ${SHARP} (\\w+ ){0,5}${MEANING_TO} `),
  cue('cutting', 'fiz de novo aquilo com a agulha',
    ' (fiz|faco|fazendo) (de novo )?(aquilo )?com (a|o) (agulha|tesoura|faca|lamina|gilete|estilete|alfinete) '),
  cue('cutting', 'aconteceu de novo, mais fundo dessa vez',
    ' mais fundo (dessa|desta) vez '),
  cue('cutting', 'risquei meu braço com a chave do carro',
    ` (risquei|risco|riscando|riscado|riscada|arranhei|marquei) ` +
      `(\\w+ ){0,3}(meu |minha |o |a |no |na )?(${BODY}|braco todo|bracos todos) (\\w+ ){0,3}(com|de) ` +
      `(a |uma |o |um )?${SHARP_WITH} `),
  cue('cutting', 'fiz uns cortes na coxa ontem',
    ` (fiz|faco|fazendo) (\\w+ ){0,1}${MARKS} (\\w+ ){0,3}(no|na|nos|nas) ${BODY} `),
  cue('cutting', 'fiz umas marquinhas de novo, nada demais',
    ' (fiz|faco) (umas )?marquinhas (de novo|outra vez) '),
  cue('cutting', 'me cortei hj',
    ' (cortei|me cortei)( de novo| hoje| ontem)?( risos| emojitriste)* $'),
  cue('cutting', '3 meses sem me machucar e hj eu recaí',
    ' (anos?|meses|dias|semanas) sem me (cortar|machucar|ferir|queimar) '),
  cue('cutting', 'comprei gilete nova hj, nao é pra depilar nao',
    ' (gilete|lamina|estilete) (\\w+ ){0,4}nao (e|era) (para|pra) (depilar|barbear|raspar|artesanato) '),
  cue('cutting', 'como faço pra cicatriz sumir rapido? meu marido nao pode ver as do braço',
    ' (cicatriz|cicatrizes|marcas) (\\w+ ){0,6}(nao pode ver|ninguem ver|esconder|sumir rapido) ' +
      '(\\w+ ){0,4}(braco|bracos|pulso|pulsos|coxa|coxas) '),
  cue('cutting', 'enfiei a agulha de costura no dedo umas vezes',
    ` (enfiei|enfio|espeto|espetei|furo|furei) (a |uma |o )?(agulha|alfinete|prego|tesoura|faca) ` +
      `(\\w+ ){0,3}(no|na|nos|nas) (meu |minha )?${BODY} `),
  cue('cutting', 'queimei a mao no fogao de proposito pra sentir dor',
    ` ${HURTING} (\\w+ ){0,8}${ON_PURPOSE} `, { raw: true }),
  // burning
  cue('burning', 'apago cigarro na pele qdo to com raiva de mim',
    ` (cigarro|isqueiro|brasa|vela) (\\w+ ){0,5}(no meu |na minha |no |na |nos |nas )${BODY} `),
  cue('burning', 'apago cigarro na pele qdo to com raiva de mim',
    ' (apag\\w*|encost\\w*) (o |um )?cigarro '),
  cue('burning', 'me queimei de proposito com o ferro',
    ` (queim\\w*|arder|pelando|fervendo|vermelha) (\\w+ ){0,10}${ON_PURPOSE} `),
  cue('burning', 'nao foi no fogao... foi de proposito c isqueiro',
    ` ${ON_PURPOSE} (\\w+ ){0,6}${BURN_ON_PURPOSE} `),
  cue('burning', 'ponho gelo na pele ate queimar, assim ngm desconfia',
    ' (gelo|agua quente|agua fervendo|ferro|chapinha) ' +
      '(\\w+ ){0,4}(ate queimar|ate arder|ate doer|ate ficar vermelha) '),
  cue('burning', 'pq eu me queimo com a colher quente qnd erro',
    ' me queimo (com|quando|toda vez|de novo|sempre) '),
  cue('burning', 'pq eu me queimo com a colher quente qnd erro',
    ` (queimei|me queimei|queimo|me queimo) com (o |a |um |uma )?${HEAT} `),
  cue('burning', 'esquento a colher no fogao e encosto no braço, me acalma',
    ` (esquento|esquentei|aqueco|aqueci) (a |o |uma |um )?${HEATED} (\\w+ ){0,5}${PRESSED} (\\w+ ){0,3}${BODY} `),
  cue('burning', 'queimei meu braco sem ser sem querer',
    ' (queimei|queimo) (\\w+ ){0,5}sem ser sem querer '),
  cue('burning', 'coloquei a mao na panela quente pra ver se passava a agonia',
    ' (segurei|segurar|seguro|ponho|coloquei|enfiei) a mao (na|no|em) (panela|fogo|chama|forno|ferro|agua) '),
  // hitting, biting, pinching, scratching herself
  cue('hitting', 'fico me batendo qdo erro',
    ` ${HABIT} me ${SELF_VERB} `, { unless: NOT_HARM }),
  cue('hitting', 'fico me batendo qdo erro',
    ` me ${SELF_VERB} ${WHEN} `, { unless: NOT_HARM }),
  cue('hitting', 'to fazendo umas coisa cmg q nao devia',
    ' (fazendo|faco|fiz) (umas |uma |algumas )?coisas? (comigo|com meu corpo|com o meu corpo) ' +
      '(que nao (devia|deveria)|ruim|ruins) '),
  cue('hitting', 'sinto alivio qnd me machuco',
    ` me ${SELF_PRESENT} `, { negatable: true }),
  cue('hitting', 'tenho vontade de me machucar',
    ` ${URGE} (\\w+ ){0,1}me (${SELF_VERB}|${SELF_VERB_SPOKEN}) `, { negatable: true }),
  cue('hitting', 'bato a cabeça na parede ate doer',
    ` (bato|batendo|bater|batia) (a |minha )?cabeca (\\w+ ){0,2}${AGAINST} `),
  cue('hitting', 'bati a cabeça na parede de raiva de mim mesma',
    ' bati (a |minha )?cabeca (na|contra a) parede '),
  cue('hitting', 'bati minha cabeça',
    ' (bati|bato) (a |minha )?(propria )?cabeca( de novo)?( risos| emojitriste)* $'),
  cue('hitting', 'bati a cabeça na parede de raiva de mim mesma',
    ' bati (a |minha )?cabeca ' +
      '(\\w+ ){0,5}(ate doer|de raiva|ate sangrar|de proposito|porque nao consegui|porque eu nao consegui) '),
  cue('hitting', 'dei uns socos na minha propria perna',
    ` (dou|dei|dando|meto|meti) (um |uns )?${BLOW} (na|no|em) (minha |meu |mim )?(propria |proprio )?${HER_BODY} `),
  cue('hitting', 'dou soco na minha barriga, odeio ela depois do parto',
    ' (tapa|tapas|socos?) na minha (propria )?(cara|barriga|cabeca) '),
  cue('hitting', 'soquei a parede de proposito ate sangrar',
    ' soquei (a|na) parede (\\w+ ){0,6}(proposito|sentir dor|ate|de raiva) '),
  cue('biting', 'mordo meu braço ate marcar',
    ` (mordo|mordi|mordendo|morder) (\\w+ ){0,1}(meu|minha|o meu|a minha) ${HER_OWN} `),
  cue('scratching', 'coço a pele ate sangrar, nao consigo parar',
    ` ${SCRATCH} (\\w+ ){0,8}${TILL_IT_BLEEDS} `),
  cue('cutting', 'fico nervosa e ai eu corto',
    ` (depois|dai|ai|entao|e) (eu )?corto( |$)(?!${CUTS_SOMETHING} )`),
  cue('scratching', 'enfio as unhas no braço qdo fico nervosa',
    ' (enfio|cravo|finco) as unhas '),
  // pulling hair
  cue('hair-pulling', 'to arrancando meu cabelo de novo, ja tem falha',
    ` ${PULLING} (\\w+ ){0,2}${HAIR} `, { unless: HAIRDO }),
  cue('hair-pulling', 'to arrancando meu cabelo, ja tem uma falha atras',
    ' (falha|falhas) (no cabelo|atras|do lado|na cabeca|no couro) '),
  // starving or not sleeping to punish herself
  cue('punishment', 'fico sem comer de proposito pq nao mereço',
    ` ${DEPRIVING} (\\w+ ){0,8}${ON_PURPOSE} `),
  cue('punishment', 'to me castigando sem comer direito',
    ` ${ON_PURPOSE} (\\w+ ){0,6}${DEPRIVED} `),
  cue('punishment', 'nao mereço comer',
    ' nao mereco (comer|dormir|descansar|ficar com nada|beber) '),
  cue('punishment', 'me proibi de dormir como castigo',
    ' me proibi de (comer|dormir|descansar|beber) '),
  cue('punishment', 'to sem beber agua o dia todo de castigo',
    ' (sem|nao) (beber|bebo|bebi|comer|como|comi) (agua|nada)? ?(\\w+ ){0,4}de castigo '),
  cue('punishment', 'vomito tudo pra me punir',
    ` ${PUNISHING} `),
  // hidden, counted, told as a fact
  cue('hidden', 'se minha mãe visse meu braço',
    ' (se|caso) (\\w+ ){0,3}(visse|vir|ver) (meu|meus|minha|minhas) (braco|bracos|pulso|pulsos|perna|pernas|coxa|' +
      'coxas) ',
    { ask: true }),
  cue('hidden', 'uso manga comprida nesse calor pra ninguém ver',
    ' (manga comprida|moletom|blusa de frio|calca comprida) (\\w+ ){0,8}(calor|verao|\\d+ graus|ninguem ver|' +
      'ninguem perceber) ',
    { ask: true, unless: '(frio|inverno|chuva|ar condicionado)' }),
  cue('hidden', 'agora faço na perna pra ninguém ver',
    ' (na|no|nas|nos) (perna|pernas|coxa|coxas|barriga|braco|bracos) (\\w+ ){0,2}(para|pra) (ninguem|ngm) (ver|' +
      'perceber) ',
    { ask: true }),
  cue('hidden', 'voltei a fazer aquilo',
    ' (voltei a fazer|fiz de novo|faco de novo) aquilo ', { ask: true }),
  cue('relapse', 'fazia meses que eu não me cortava e ontem voltei',
    ' (semanas|dias|meses|anos) (que |sem )?(eu )?(nao )?me (corto|cortar|cortava|machuco|machucava|queimo|queimava) ' +
      '(\\w+ ){0,8}(de novo|voltei|recai|ontem)( |$)'),
  cue('cutting', 'tenho cortado as pontas dos dedos com o estilete',
    ` cort\\w* (\\w+ ){0,4}${BODY} (\\w+ ){0,4}(com|c) (o |a |um |uma )?(estilete|lamina|gilete|tesoura|tesourinha|` +
      `caco|navalha) `,
    { unless: '(cebola|cozinhando|legume|carne|pao|sem querer|abobora|frango|unha|unhas)' }),
  cue('hitting', 'bati a cabeça no armário várias vezes de propósito',
    ' bati (a |minha )?cabeca (\\w+ ){0,8}(varias vezes|de proposito|ate (sangrar|doer|ficar zonza|alguem)) ',
    { raw: true },
  ),
  cue('punishment', 'meu corpo falhou, então hoje não comi nada, ele não merece',
    ' (nao comi|sem comer|nao como|nao vou comer|deixo de comer) (\\w+ ){0,8}(nao merece|nao mereco|punicao|' +
      'de castigo) '),
  // naming it, relief, relapse
  cue('naming', 'automutilação de novo',
    ` ${SELF_HARM_NAMED} `, { unless: TALKED_ABOUT }),
  cue('naming', 'a unica coisa q alivia é a dor fisica sabe',
    ' (unica coisa que|so a|so) (me )?alivia (\\w+ ){0,3}dor fisica '),
  cue('naming', 'a dor fisica alivia a dor de dentro',
    ' dor fisica (\\w+ ){0,3}(alivia|ajuda|organiza|acalma|resolve|distrai) '),
  cue('naming', 'sinto alivio qnd me machuco',
    ' (sinto )?alivio (quando|qnd|depois que) (eu )?me '),
  cue('naming', 'tenho vergonha, quem se corta e fraca?',
    ' quem se (machuca|corta|fere) ', { ask: true, unless: '(parece|segundo|coisa de quem)' }),
  cue('naming', 'vi o braco dela todo cortado',
    ' (pulso|pulsos|braco|bracos|coxa|coxas) (dela|dele) ' +
      '(\\w+ ){0,2}(todo |toda )?(cortad\\w*|riscad\\w*|marcad\\w*) '),
  cue('naming', 'minha filha esta se cortando',
    ' (ela|ele|minha \\w+|meu \\w+) (\\w+ ){0,6}(esta|ta|anda|vive) se (cortando|machucando|ferindo|queimando) '),
  cue('relapse', 'recaí hj depois de 1 ano limpa',
    ' (recai|tive uma recaida|tive recaida|\\d+ (meses|anos|dias|semanas) limpa) '),
]
