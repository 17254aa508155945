import { rx, words } from './pattern'
import { CHILD } from './words'

/*
 * Everyday words a crisis also uses, blanked before the cues run: "morrendo de rir", "matar a
 * saudade", "corda de pular", "ponte de glúteo", "meu filho me bateu brincando", and what an
 * ellipsis takes back ("quero sumir... pro spa"). The text still holds the "reticencias" token
 * of normalize(…, { keepEllipsis: true }); it is removed after these.
 */

/** One everyday phrase, with a message it was written for: a test holds the idiom to it. */
export interface Idiom {
  example: string
  /** Global: every occurrence is blanked. */
  pattern: RegExp
}

const idiom = (example: string, source: string): Idiom => ({ example, pattern: new RegExp(rx(source).source, 'g') })

/** "morrendo de rir", "morta de cansaço": what she is dying of. */
const DYING_OF = words`
  rir
  risada
  cansaco
  cansada
  sono
  fome
  sede
  saudade
  saudades
  vergonha
  calor
  frio
  tedio
  inveja
  preguica
  vontade
  amor
  curiosidade
  ciume
  ciumes
  raiva
  dor
  trabalhar
  trabalho
  estudar
  chorar
  felicidade
  alegria
  orgulho
  pena
  fofura
  ansiedade
  estresse
  cosquinha
  susto
  emocao
`
const A_FUNNY_THING = '(esse video|o video|esse meme|essa piada|essa cena|esse filme)'
/** "matar a saudade", "matar a fome", "matar a barriga" (at the gym). */
const A_LONGING = words`
  saudade
  saudades
  fome
  sede
  curiosidade
  vontade
  larica
  barriga
  barriguinha
  gordura
  pochete
  celulite
  flacidez
`
/** "matar a aula", "matei o bolo", "matar o tempo": a task or a treat finished. */
const A_TASK = words`
  receita
  aula
  tempo
  questao
  prova
  charada
  trabalho
  serie
  jogo
  partida
  conta
  leao
  tarefa
  louca
  roupa
  pilha
  lista
  hora
  bolo
  pudim
  pizza
  torta
  lasanha
  panela
  marmita
  aula
`
const KILLING_HERSELF_AT = words`
  trabalhar
  trabalho
  estudar
  rir
  risada
  susto
  vergonha
  orgulho
  coracao
  raiva
  limpar
  faxina\w*
  cozinhar
  correr
  cansaco
  fazer
  tanto
  academia
  treino
  cozinha
`
/** "essa dieta tá me matando", "a calça tá me apertando". */
const A_NUISANCE = words`
  dieta
  calor
  frio
  trabalho
  rotina
  novela
  semana
  dor
  costas
  yoga
  treino
  sol
  colica
  coluna
  lombar
  pescoco
  calca
  legging
  roupa
`
const A_PEST = words`
  barata
  baratas
  mosquito
  mosquitos
  formiga
  formigas
  aranha
  pernilongo
  pernilongos
  mosca
  moscas
  piolho
  piolhos
  bicho
  bichos
  rato
`
/** "me joguei no sofá", "me jogo na festa". */
const A_SOFT_LANDING = words`
  cama
  sofa
  colchao
  rede
  piscina
  festa
  balada
  pista
  forro
  carnaval
  role
  comida
  doce
  brigadeiro
  trabalho
  projeto
  estudos
  academia
  agua da piscina
  festa junina
  mar de bolinhas
`
/** "afogada em trabalho", "afogar as mágoas". */
const A_FLOOD = words`
  trabalho
  roupa
  louca
  tarefa
  tarefas
  magoa
  magoas
  divida
  dividas
  boleto
  boletos
  problemas
  relatorio
  relatorios
  fralda
  fraldas
  emails
  papel
  roupas
`
const WATER = '(agua|mar|rio|piscina|banheira|lago|represa|banho)'
/** "sumir do grupo", "sumir pro salão". */
const ONLINE_OR_OUT = words`
  grupo
  insta
  instagram
  redes
  rede social
  face
  facebook
  whatsap
  salao
  praia
  spa
  shopping
  esse cabelo
  essa barriga
  essa dieta
  essa pochete
  casa um pouco
  faculdade
`
const A_GETAWAY = '(praia|spa|salao|shopping|casa da minha mae|roca|interior|bahia|fazenda|sitio)'
/** "acabar com essa barriga", "acabei com o bolo". */
const THE_BELLY_OR_THE_CAKE = words`
  barriga
  barriguinha
  gordura
  celulite
  preguica
  bagunca
  dieta
  saudade
  fome
  pochete
  geladeira
  dispensa
  estoque
  bolo
  chocolate
  pizza
  ansiedade do dia
`
const FOOD = words`
  cebola
  cebolas
  abobora
  tomate
  legumes
  frango
  carne
  franja
  cabelo
  cabelos
  unha
  unhas
  papel
  carboidrato
  carboidratos
  acucar
  doce
  doces
  gluten
  gastos
  lactose
  frituras
  fritura
  pao
`
const A_BUMP = words`
  dedinho
  dedo
  pe
  joelho
  canela
  carro
  cotovelo
  quadril
  testa na porta
  cabeca na porta do armario
  cabeca no armario
`
const IN_THE_KITCHEN = words`
  no forno
  no fogao
  na panela
  com oleo
  no ferro
  a mao no
  o dedo
  o arroz
  o feijao
  o bolo
  a comida
`
const SHAKEN_THING = '(tapete|toalha|lencol|roupa|garrafa|mamadeira|chocalho|edredom)'
/** Who is not a child at play ("o pai dos meus filhos me bateu" is no idiom). */
const AN_ADULT_OF = '(?<!(?:pai|avo|tio|padrasto|sogro|irmao) d[oa]s? (?:meus? |minhas? |nossos? |nossas? )?)'
const A_CHILDS_BLOW = words`
  bate
  bateu
  batia
  batendo
  chuta
  chutou
  chutando
  soca
  socou
  empurra
  empurrou
  morde
  mordeu
  belisca
  beliscou
  arranha
  arranhou
  puxa
  puxou
  deu um soco
  deu um chute
  deu um tapa
  deu uns tapas
  deu uma mordida
  machuca
  machucou
  prendeu
  trancou
`
/** "às vezes me bate uma tristeza": a feeling that comes. */
const A_FEELING = words`
  tristeza
  culpa
  saudade
  cansaco
  sono
  desanimo
  angustia
  ansiedade
  fome
  preguica
  solidao
  bad
  desespero
  nostalgia
  choro
  raiva
  inseguranca
  larica
`
const A_WEEKDAY_PLAN = words`
  semana
  amanha
  segunda
  terca
  quarta
  quinta
  sexta
  sabado
  domingo
  viagem
  festa
  escola
  creche
  mudanca
  aniversario
  dia
  manha
  noite
  jantar
  almoco
`
const A_TREAT = '(chocolate|cafe|acucar|doce|brigadeiro|fofura|paciencia|amor|\\w+ para mae)'
/** What an ellipsis may take back: "quero sumir... pro spa". */
const TAKEN_BACK = words`
  sumir
  desaparecer
  acabar com tudo
  desistir de tudo
  parar de existir
  largar tudo
  morrer
  me matar
  ir embora
  fui embora
  vou embora
  me jogar
`
/** …unless she says she means it: "quero sumir... de vez". */
const MEANT = '(so que nao|ou nao|ou sim|serio|de verdade|para sempre|de vez|mesmo)'

/** The idioms, each with a message it was written for, in the normal form. */
export const idioms: readonly Idiom[] = [
  // dying of laughter, of tiredness, of shame
  idiom('to morrendo de rir com esse video kkkk',
    ` (mor\\w*|quase morri|estou morta) (de|do) ${DYING_OF}`),
  idiom('morri com o video do meu filho dançando quadrilha 😂😂',
    ` (morri|morro|morrendo|morrer) (com|de) ${A_FUNNY_THING}`),
  idiom('se eu tomar mais um cafe eu morro kkk',
    ' (morri|morro|morreu) (de rir|de vergonha|de susto|risos)'),
  idiom('quero morrer abraçada nesse travesseiro novo kkk',
    ' morrer? (abracad\\w*|comendo|feliz|de tanto comer|de tanto rir)'),
  idiom('kkkkk morri c esse video',
    ' risos morri '),
  idiom('hj to morta viva, plantao de 24h, me passa uma receita de 10 min',
    ' (morta|morto) viva '),
  idiom('se eu tomar mais um cafe eu morro kkk',
    ' se eu (\\w+ ){1,5}mais (um|uma) (\\w+ ){0,4}eu (morro|me jogo|me mato|surto|enlouqueco)'),
  idiom('se eu tomar mais um cafe eu morro kkk',
    ' eu morro risos'),
  // killing time, hunger, longing
  idiom('vou matar a saudade da minha mae',
    ` mat\\w* (a |minha |as |essa |esta |de |o |essa |aquela )?${A_LONGING}`),
  idiom('quero um molho de pimenta daqueles q matam, receita?',
    ` mat\\w* (essa |esta |a |o |esse |este |um |uma )?${A_TASK}`),
  idiom('essa menina me mata de rir com as caretas',
    ` (me|se|te) mat\\w* (de|do|na|no) ${KILLING_HERSELF_AT}`),
  idiom('a bebe ta me matando de fofura hj 🥹',
    ' (esta|ta|vai|estao|tao|anda|andam|me) (me )?matando (de|com) (fofura|saudade|rir|risada|orgulho|amor|vergonha)'),
  idiom('essa menina me mata de rir com as caretas',
    ' me mata (um pouquinho|aos poucos|de (rir|fofura|orgulho|saudade|vergonha|susto|preocupacao|raiva))'),
  idiom('essa novela ta de matar, a vilã é demais',
    ' de matar '),
  idiom('essa dieta ta me matando kkk',
    ` ${A_NUISANCE} (\\w+ ){0,3}(esta|ta|vai|tao|estao|anda)? ?me (matando|esganando|sufocando|apertando)`),
  idiom('preciso matar os mosquitos do quarto do bebe',
    ` mat\\w* (a |o |uma |um |as |os |essa |esse )?${A_PEST}`),
  idiom('essa aranha da cozinha ou eu mato ela ou ela me mata',
    ' ou eu mato ela ou ela me mata '),
  idiom('matei um pote de sorvete inteiro',
    ' mat\\w* (\\w+ ){0,2}(pote|potinho|caixa|barra|pacote|lata|balde) (\\w+ ){0,1}(de|do|da) \\w+'),
  idiom('dei um tiro no pé comprando fralda do tamanho errado',
    ' (dar|dei|dou|da) um tiro no pe'),
  idiom('vou dar um tiro nesse despertador',
    ' um tiro (nes|naque)\\w* \\w+'),
  idiom('vou cometer um crime se não achar a tesoura',
    ' cometer um crime'),
  idiom('minha sócia disse que eu tô morta pro escritório',
    ' (morta|morto) (para|pro) (o |a )?(escritorio|trabalho|mundo|empresa|grupo|firma)'),
  idiom('quase me enforquei de raiva com o varal',
    ' quase me (enforquei|matei|joguei|afoguei)'),
  idiom('achei que ia morrer no parto, mas deu tudo certo',
    ' (pensei|achei|jurei) que (eu )?(ia|iria|fosse) morrer'),
  idiom('to morta, fechei o caixa agora',
    ' estou mort[ao] '),
  idiom('quero sumir pra ubatuba e só voltar em março',
    ' (sumir|fugir) (para|pra) \\w+ e (so )?voltar'),
  idiom('tem uns cortes bons pra cabelo cacheado?',
    ' (uns |um )?cortes? (bom|bons|de cabelo|para cabelo)'),
  idiom('estou literally dying of cold',
    ' dying (of|from) \\w+'),
  // throwing herself on the sofa, into the party; drowning in work
  idiom('me joguei no sofa e nao levanto mais',
    ` me (jog\\w*|atir\\w*) (na|no|nos|nas|em|do|da) ${A_SOFT_LANDING}`),
  idiom('to afogada em trabalho, algo rapido pra almoço?',
    ` (afog\\w*|afogando) (em|no|na|nas|nos|de) ${A_FLOOD}`),
  idiom('vou afogar as magoas num açai de 700ml hj',
    ' afogar as magoas '),
  idiom('vou me afogar em chocolate hj',
    ` (me )?afog\\w* (em|no|na|nos|nas) (?!${WATER} )\\w+`),
  idiom('engoli um monte de sapo hj no trampo, qro uma meditação pra raiva',
    ' engol\\w* (um monte de )?sapo'),
  // disappearing from a group, to the spa
  idiom('vou deixar as crianças com a avó e sumir pro salão kkk',
    ` (sumir|sumi|sumo|desaparecer|desaparecida|desaparecido) (do|da|de|dos|das|para o|para a|no|na|com) ` +
      `${ONLINE_OR_OUT}`),
  idiom('vou deixar as crianças com a avó e sumir pro salão kkk',
    ` (sumir|desaparecer|fugir) (para|pra) (a |o )?${A_GETAWAY}`),
  // sleeping till Monday
  idiom('vontade de dormir e nao acordar ate segunda kkk',
    ' (nao acordar|acordar) (ate|so) (segunda|amanha|meio dia|o meio dia|\\d+|as|de tarde|o almoco)'),
  idiom('qria hibernar ate ela fazer 2 anos kkk',
    ' hibern\\w* '),
  // ending a belly, a diet, the fridge
  idiom('quero acabar com essa barriga',
    ` (acabar|acabei|acaba) com ` +
      `(essa |esta |a |minha |o |meu |tudo que tinha |tudo que tem |tudo da )?${THE_BELLY_OR_THE_CAKE}`),
  idiom('acabei com tudo q tinha na geladeira kkk so sobrou ovo',
    ' acabei com tudo '),
  idiom('minha vida acabou kkkk o enzo aprendeu a abrir gaveta',
    ' minha vida acabou risos'),
  // a rope to skip, a glute bridge, a knife for the pumpkin
  idiom('to com a corda toda hj kkk',
    ' corda (de pular|toda|bamba)'),
  idiom('pular corda emagrece?',
    ' (pular|pulo|pulando) corda '),
  idiom('to com a corda toda hj kkk',
    ' com a corda toda '),
  idiom('a corda do varal arrebentou com as fraldas',
    ' corda do varal'),
  idiom('to com a corda no pescoço com esse prazo do relatório',
    ' (estou|ando|vivo|fico) com a corda no pescoco'),
  idiom('overdose de brigadeiro no aniversário',
    ' overdose de (?!(remedio\\w*|comprimido\\w*|pilula\\w*|rivotril|clonazepam|calmante\\w*|insulina|dipirona|paracetamol) )\\w+'),
  idiom('ponte de gluteo pode no pos parto?',
    ' ponte (de|para|pra) (gluteo|gluteos|lombar|quadril)'),
  idiom('comprei uma faca nova e cortei o dedo kkk',
    ' (faca|facas) (cega|boa|de cozinha|de pao|afiada|para cortar|nova) '),
  idiom('enfiar a faca na abobora pra corta é um sufoco, tem jeito mais facil?',
    ' (enfiar|enfio|passar) a faca (n|em)\\w* (abobora|carne|bolo|pao|melancia|queijo)'),
  idiom('cortei o cabelo dele sozinha e ficou torto kkk',
    ` cort\\w* (a |o |as |os |uma |um )?${FOOD}`),
  idiom('me cortei com papel abrindo a correspondencia',
    ' (me |se )?cort\\w* (com|no|na|c) (papel|folha|lata|cortador|ralador)'),
  idiom('me cortaram da festa da firma pq to de licença kkk',
    ' me cortaram '),
  idiom('me cortei com o alicate fazendo a unha',
    ' (me )?cortei (com|c) (o |a )?(alicate|cortador de unha)'),
  idiom('cortei meu cabelo sozinha de madrugada',
    ' cort\\w* (meu|minha|meus) (cabelo|cabelos|franja|unha|unhas)'),
  idiom('gilete pra depilar pode no pos parto?',
    ' (gilete|lamina|laminas) (para|de) (depilar|depilacao|barbear|raspar)'),
  // everyday bumps and burns
  idiom('bati a cabeça no armario de novo, sou muito desastrada kkk',
    ` bati (o |a |meu |minha )?${A_BUMP}`),
  idiom('me queimei no forno tirando o bolo',
    ` (me queimei|queimei|queimando) (\\w+ ){0,2}${IN_THE_KITCHEN}`),
  idiom('me castiguei na academia hj, que treino',
    ' me castig\\w* (na|no) (academia|treino|dieta|esteira)'),
  idiom('me castiguei na academia hj, perna queimando 🔥',
    ' (perna|pernas|gluteo|coxa|musculo|musculos) (\\w+ ){0,1}queimando'),
  idiom('vou arrancar os cabelos com essa birra kkk',
    ' (vou )?arran(c|q)\\w* os cabelos'),
  idiom('arranquei todas as ervas daninha do quintal e to toda arranhada',
    ' arran(c|q)\\w* (todas )?(as |os )?(ervas|mato|matinho|erva daninha|ervas daninhas)'),
  idiom('arranquei todas as ervas daninha do quintal e to toda arranhada',
    ' (toda|todo) arranhad[oa] '),
  idiom('sacudi o tapete e achei a chupeta',
    ` (sacudi|sacudir|sacudo) (o |a )?${SHAKEN_THING}`),
  idiom('joguei ele pro alto na brincadeira e ele riu',
    ' jog\\w* (\\w+ ){0,3}(para o alto|pro alto)'),
  idiom('hj me enforquei com o cordao do cracha na porta do elevador kkk',
    ' me enforquei (com|no|c) (o )?(cordao|cracha|colar|cachecol|fio)'),
  // someone will "kill" her when they see the bill
  idiom('meu marido vai me matar qnd ver a fatura kkk',
    ' (me matava|vai me matar|me mata) (se|quando) (\\w+ ){0,3}(chegasse tarde|ver|souber|descobrir|vir) ' +
      '(\\w+ ){0,8}risos'),
  // a child at play, a baby's own doing ("meu filho me bateu brincando", "o bebê me chuta")
  idiom('a bebe me arranhou toda com essas unhas',
    ` ${AN_ADULT_OF}${CHILD} (de \\d+ anos |de \\d+ meses )?(\\w+ ){0,3}me ${A_CHILDS_BLOW}`),
  idiom('o bebe me chuta a noite toda',
    ' (o |a |meu |minha )?(bebe|bebezinho|nenem) (\\w+ ){0,3}me ' +
      '(bate|bateu|chuta|chutou|soca|socou|deu um soco|deu um chute|deu um tapa|morde|mordeu)'),
  // a feeling that comes ("às vezes me bate uma tristeza")
  idiom('me bate uma tristeza as vezes',
    ` me (bate|bateu|batia|batendo|da|deu) (uma |um |aquela |aquele |a |o |muita |muito |de novo )?${A_FEELING}`),
  // a back asking for help, the floor to hide in
  idiom('minha coluna tá pedindo socorro',
    ' (coluna|costas|lombar|pes|joelho|joelhos|pescoco|corpo) (\\w+ ){0,2}pedindo socorro'),
  idiom('queria abrir um buraco e sumir de vergonha',
    ' (abrir|cavar) um buraco e (sumir|me enfiar|entrar)'),
  // a kitchen fear, not self-harm
  idiom('tenho medo de me cortar com a faca nova',
    ' (medo de|cuidado para nao|(?<!(anos?|meses|dias|semanas) )sem) me (cortar|machucar|queimar|ferir) '),
  // a joke, a game, a book title, an internet plan
  idiom('essa é minha ultima mensagem hj pq a bateria ta acabando, amanha volto',
    ' (ultima mensagem|se eu nao aparecer mais) (\\w+ ){0,14}(volto|voltar|amanha|ferias)'),
  idiom('cuida dele por mim 10 min enquanto tomo banho',
    ' (cuida|cuide) (\\w+ ){0,3}por mim (\\d+|um pouco|rapidinho|enquanto|so|hoje|um minuto|uns minutos|minutos)'),
  idiom('deixei tudo organizado pra semana, marmitas prontas',
    ' deixei (tudo|td) (organizado|organizadinho|arrumado|pronto|certo|ajeitado) ' +
      `(para (a |o )?${A_WEEKDAY_PLAN}|(\\w+ ){0,2}(marmita\\w*|uniforme|mochila|roupa|lanche))`),
  idiom('nao tenho mais saida ou faço lasanha ou pizza kkk',
    ' nao tenho (mais )?saida (ou|senao) '),
  idiom('qual a dose letal de chocolate pra mae de 3? pq acho q ja passei kkkk',
    ` dose letal de ${A_TREAT}`),
  idiom('ja tentei uma vez fazer pao e deu errado',
    ' ja (tentei|fiz) (\\d+|uma|duas|tres|varias) vez\\w* (essa|esse|a|o|fazer|de fazer) '),
  // an ellipsis that takes it back: "quero acabar com tudo... que tem de açúcar"
  idiom('quero parar de existir... nas redes sociais',
    ` ${TAKEN_BACK} reticencias (?!${MEANT} )`),
]

/** The idioms' patterns, in the normal form. */
export const everydayIdioms: readonly RegExp[] = idioms.map(({ pattern }) => pattern)

function blanked(text: string): string {
  let result = text
  for (const idiom of everydayIdioms) result = result.replace(idiom, ' ')
  return result
}

/** The last text blanked: the cues and the learned model read the same message, one after the other. */
let last = { text: '', blanked: '' }

/** The text with the everyday idioms blanked, and the ellipsis marks gone. */
export function withoutIdioms(text: string): string {
  if (last.text === text) return last.blanked
  // Twice: a blanked idiom can reveal another ("morta de cansaço, matando a saudade"); a pass
  // that blanked nothing would find nothing the second time.
  const once = blanked(text)
  const result = (once === text ? once : blanked(once)).replace(/ reticencias /g, ' ').replace(/ +/g, ' ')
  last = { text, blanked: result }
  return result
}
