import { cue, words, type Cue } from './pattern'
import { ADULT, CHILD, PLAY, TALKED_ABOUT } from './words'

/*
 * Violence: someone else harming or threatening her or her children: a partner, an ex, the
 * baby's father, in-laws, her own family. Hitting, pushing, strangling, threats to kill or to take
 * the children, stalking, control of phone, money, clothes, friends and family, being locked in,
 * forced sex, fear of going home. The one who acts is another adult: a child at play ("meu filho
 * me bateu brincando") is no violence.
 */

/** Blows: violence whoever of the adults gives them ("ele me bateu", "me empurrou"). */
const BLOW = words`
  bate
  bateu
  batia
  empurra
  empurrou
  empurrava
  chuta
  chutou
  chutava
  soca
  socou
  socava
  esmurrou
  esmurra
  esbofeteou
  estapeou
  estapeia
  enforca
  enforcou
  enforcava
  estrangulou
  estrangula
  esganou
  esgana
  sufoca
  sufocou
  sufocava
  agride
  agrediu
  agredia
  espanca
  espancou
  espancava
  machuca
  machucou
  machucava
  arrasta
  arrastou
  arrastava
  cuspiu
  cospe
  queimou
  estuprou
  estupra
  violentou
  bateram
  empurraram
`
/** The same acts not marked for person: another adult must be named ('ele ta me batendo'). */
const BLOWING = words`
  batendo
  bater
  empurrando
  chutando
  socando
  enforcando
  estrangulando
  sufocando
  agredindo
  agredir
  espancando
  machucando
  arrastando
  segurando
  apertando
`
/** Threats and humiliation: violence too, but also a joke ("minha mãe me ameaçou kkk"). */
const VERBAL = words`
  ameaca
  ameacou
  ameacava
  ameacando
  humilha
  humilhou
  humilhava
  humilhando
  xinga
  xingou
  xingava
  xingando
`
const KILL_THREAT = words`
  me mata
  me matar
  me matava
  me acha (onde|aonde)
  vai me achar
  me encontra (onde|aonde)
  vai me encontrar
  acabar comigo
  acaba comigo
  sumir com (as criancas|os meninos|ela|ele|o bebe|a bebe|meus filhos|minha filha|meu filho)
  tirar (as criancas|meus filhos|o bebe|a guarda|minha filha|meu filho)
  espalha\w* (minhas|as minhas|meus|umas|as) (fotos?|videos?|nudes|segredos)
  me internar
  tacar fogo
  por fogo
  botar fogo
  nao vou sair viva
  so saio (dessa casa|daqui|desta casa) morta
  vai arrombar
  quebrar minha cara
  me bater
  me dar uma surra
  me furar
  me esfaquear
`
const SAID = '(disse|falou|fala|diz|jurou|ameacou|ameaca|grita|gritou|gritando|dizendo|avisou|mandou mensagem|ligando)'
/** "meu filho de 4 anos disse que vai me matar": a child's words, not a threat (the father is an adult). */
const A_CHILD_SAID = `(?<!pai d[oa]s? (\\w+ )?)${CHILD} (de \\d+ anos )?(\\w+ ){0,1}(disse|falou|fala|diz)`
const A_CHILD_SAYS = `(?<!pai d[oa]s? (\\w+ )?)${CHILD} (de \\d+ anos )?(\\w+ ){0,1}(disse|falou|fala|diz|vai)`
const HER_BODY = '(barriga|cara|rosto|olho|cabeca|braco|perna|costas|boca|nariz|peito)'
const BLOWS_GIVEN = '(empurrao|soco|tapa|chute|surra|murro|tapas|socos|chutes|pancada|pancadas)'
const GRABBED = words`
  puxou
  puxa
  puxava
  puxando
  segurou
  segura
  segurava
  segurando
  pegou
  agarrou
  agarrando
  jogou
  joga
  jogava
  prendeu
`
const BY_THE = words`
  pelo cabelo
  pelos cabelos
  pelo braco
  pelo pescoco
  pela garganta
  contra
  na parede
  no chao
  na cama
  com forca
  a forca
`
const A_BLOW = words`
  soco
  socos
  tapa
  tapas
  murro
  murros
  chute
  chutes
  surra
  empurrao
  pontape
  cabecada
  tapa na cara
  bofetada
  cotovelada
  joelhada
`
const ON_HER = '(em mim|na minha cara|no meu rosto|na minha barriga|no meu olho|na minha cabeca)'
const TOOK_A_BLOW = '(tapa|tapas|soco|socos|murro|surra|chute|empurrao|bofetada|cintada)'
/** "apanhei da receita": beaten by a task, not a person. */
const BEATEN_BY_A_TASK = words`
  uno
  truco
  baralho
  futebol
  volei
  xadrez
  game
  receita
  bolo
  massa
  pao
  celular
  computador
  tecnologia
  matematica
  tarefa
  ap
  aplicativo
  maquina
  jogo
  videogame
`
const NECK_GRIP = words`
  apertou
  aperta
  apertava
  apertando
  apertar
  segurou
  segura
  segurava
  segurando
  pegou
  agarrou
  enforcou
  mao no
  maos no
  mao em volta do
  maos em volta do
`
const THROWN = '(prato|panela|copo|garrafa|cadeira|celular|agua quente|cafe quente)'
const BRUISES = '(roxo|roxos|hematoma|hematomas|marca (no|do) (olho|rosto|braco|pescoco))'
const BRUISED = '(olho|olhos|braco|bracos|rosto|boca) (\\w+ ){0,2}(roxo|roxos|inchado|cortada|sangrando)'
const AGAIN_OR_HIDDEN = '(falei|disse|mereci|merecia|ele|sogra|de novo|terceira vez|escondo|maquiagem|porta)'
const COVER_STORY = '(bati|cai|escorreguei|tropecei)'
const WHO_HITS_CHILDREN = '(sogra|sogro|avo|tio|tia|irmao|padrasto|madrasta|marido|pai)'
const HIT_CHILD = '(bate|bateu|batia|espanca|espancou|machucou|machuca|agride|agrediu|chutou|empurrou|sacudiu)'
/** "quando ele vir a fatura": a joke about the bill. */
const WHEN_HE_SEES = '(quando|se) (\\w+ ){0,2}(ver|souber|descobrir|vir|chegar) '
const SLURS = '(vagabunda|puta|vadia|gorda|inutil|louca|burra|lixo|piranha)'
const BROKEN = '(tudo|as coisas|os moveis|a casa|a porta|o portao|meu celular|meu telefone|o celular)'
const OUTSIDE = '(na porta|no portao|la fora|do lado de fora|aqui fora)'
const HER_PLACE = '(predio|casa|escola|trabalho|creche|loja|portao|condominio|servico)'
const FOLLOWED = '(na rua|ate|de carro|de moto|no trabalho|para todo lado|por todo lado)'
const SNOOPS = '(pega|olha|mexe|vigia|controla|vasculha|fuca|checa|confere|le|leu)'
const HER_PHONE = '(meu celular|meu telefone|minhas conversas|minhas mensagens|meu whatsap|meu insta)'
const ALL_THE_TIME = '(e le|todo dia|sempre|tudo|todas|escondido|minhas conversas|as conversas)'
const FORBIDS = '(nao me deixa|nao deixa eu|nao deixa (\\w+ ){0,2}eu|me proibe de|me proibiu de|proibe eu|proibiu eu)'
const TO_LIVE = words`
  sair
  ir
  ver
  visitar
  falar
  usar
  trabalhar
  estudar
  ter (amigas|whatsap|celular|rede)
  vestir
  por
  colocar
  mexer
  comprar
  pintar
  cortar o cabelo
  ligar
`
/** "o bebê não me deixa sair do colo", "o médico não deixa eu fazer academia": no control. */
const CARE_NOT_CONTROL =
  `( ${PLAY}|colo|mamar|chora|banheiro (\\w+ ){0,3}risos|transito|chuva|dieta|medico|resguardo|cesarea|pontos|` +
  `academia|sol|amamentando|amamentar)|${CHILD} (\\w+ ){0,2}nao (me )?deixa|celular dele|telefone dele`
const CONTROLLED = words`
  o dinheiro
  meu dinheiro
  tudo que eu
  o que eu
  com quem eu
  minhas roupas
  meu salario
  meu cartao
  tudo
  minha vida
  meus gastos
  onde eu vou
`
const WHO_CONTROLS_IT = words`
  sem (ele|o marido|meu marido) deixar
  ele deixar
  so (se|quando) ele deixa
  precis\w* (pedir|de) (autorizacao|permissao)
`
const WHERE_HE_FINDS_HER = '(cartao|salario|dinheiro|foto de onde|localizacao|onde eu (estou|to))'
const LOCKED_WHERE = '(no|na|em|dentro|para fora|fora|no quarto|em casa|no banheiro)'
const LOCKED_AS_A_GIRL = '(quando|qnd) eu era (adolescente|crianca|pequena|nova|menina)'
const OUTSIDE_AT_NIGHT = '(quintal|rua|garagem|area|varanda|chao|carro|fora)'
/** Stuck at home for a reason, or a thing kept locked ("a espingarda trancada no quarto por causa dos meninos"). */
const STUCK_FOR_A_REASON =
  '(transito|chuva|catapora|gripe|ferias|risos|brincando|virus|doente|dengue)|' +
    ' (arma|espingarda|revolver|pistola|porta|gaveta|caixa|cofre|remedios?|produtos?|' +
    'armario) (\\w+ ){0,1}(trancad\\w+|presa) '
const SEX = '(transar|ter relacao|fazer sexo|fazer coisas|fazer o que ele quer|ficar com ele)'
const AGAINST_HER_WILL = words`
  sem eu querer
  quando eu nao quero
  mesmo eu nao querendo
  a forca
  sem meu consentimento
  obrigada
`
const SEXUAL_VIOLENCE = words`
  estupr\w*
  abuso sexual
  abusou de mim
  abusa de mim
  abusando de mim
  me abusou
  me abusa
  assedio
  me assedia
  me assediou
`
const A_CHILD = '(filha|filho|menina|menino|bebe|crianca|enteada|enteado|sobrinha|sobrinho)'
const HER_REFUSAL = '(chorando|choro|falando que nao|dizendo que nao|nao querendo)'
const IN_BED = '(cama|sexo|transar|relacao|chor\\w*|forca|obriga|nao aceita nao|doi)'
const HE_IS_OUT_THERE = '(medo|dele|ele (esta |ta )?(quebrando|gritando|la fora|bebado|procurando|batendo|chegando))'
const HIDING_A_TREAT = '(chor\\w*|risos|chocolate|comer|doce|comendo)'
const HIM = '(ele|marido|ex|me mata|apanh|bat|medo|empurr|ameac)'
const FLED_WITH = '(com as criancas|com os meninos|com o bebe|com a bebe|com os \\d|de madrugada|escondida)'
/**
 * "A sogra vai me matar, queimei o feijão": a slip of hers at home, said by a woman of the family
 * or of work, is an idiom; from the man at home it stays a threat.
 */
const FOR_A_SLIP =
  '^(?!.* (ele|marido|esposo|namorado|companheiro|ex|noivo|pai d[oa]s? \\w+|padrasto) ).* (esqueci|queimei|quebrei|' +
    'perdi|atrasei|gastei|estraguei|derrubei|manchei|sujei|cortei mais|comprei mais) '

const VIOLENCE_NAMED = words`
  violencia (domestica|em casa|fisica|psicologica|sexual|contra a mulher)
  relacionamento abusivo
  relacao abusiva
  agressao
  agressor
  agredida
  espancada
  violentada
  ameacada
  lei maria da penha
  maria da penha
  boletim de ocorrencia
  delegacia da mulher
`

export const violenceCues: readonly Cue[] = [
  // blows to her
  cue('blows', 'ele me empurrou contra a parede',
    ` me ${BLOW} `, { unless: ` ${PLAY}|empurrou para frente|me empurra para frente` }),
  cue('blows', 'hoje ele bateu na minha barriga, to gravida de 5 meses',
    ` (ele|${ADULT}) (\\w+ ){0,2}(chutou|bateu|socou|chuta|bate|soca|machucou|acertou|queimou|cortou) ` +
      `(\\w+ ){0,1}(na |no )?(minha|meu) ${HER_BODY} `),
  cue('blows', 'o tapa que ele me deu ainda doi',
    ` ${BLOWS_GIVEN} (que )?(ele|ela|meu \\w+|minha \\w+) me deu `),
  cue('blows', 'me puxou pelo cabelo e me arrastou ate o quarto',
    ` me ${GRABBED} (\\w+ ){0,2}${BY_THE} `, { unless: ` ${PLAY}` }),
  cue('blows', 'ele me deu um tapa na cara',
    ` ${ADULT} (\\w+ ){0,3}me (deu|da|dava|dando) (um |uns |umas |uma )?${A_BLOW} `, { unless: ` ${PLAY}` }),
  cue('blows', 'ele me deu um tapa na cara',
    '(^| )(ontem |hoje |ai )?(ela|ele) me (deu|da|dava) ' +
      '(um |uns )?(soco|socos|tapa|tapas|murro|chute|surra|empurrao|bofetada) ',
    { unless: ` ${PLAY}|${CHILD}` }),
  cue('blows', 'ontem foi soco na minha cara',
    ` (soco|socos|tapa|tapas|murro|murros|chute|chutes) ${ON_HER} `, { unless: ` ${PLAY}|${CHILD}` }),
  cue('blows', 'levei um soco do meu ex',
    ` (levei|tomei|leva|levo|levando) (um |uns |uma )?${TOOK_A_BLOW} `, { unless: ` ${PLAY}` }),
  cue('blows', 'apanho do pai dos meus filhos',
    ' (apanho|apanhei|apanhando|apanhava|apanhar|apanhou) ',
    { soft: true, unless: `apanh\\w* (\\w+ ){0,1}(da|do|de|para|pra|no|na) ${BEATEN_BY_A_TASK}` }),
  cue('blows', 'ele apertou meu pescoço',
    ` ${NECK_GRIP} (\\w+ ){0,1}(meu|o meu) pescoco `, { unless: ` ${PLAY}|enquanto mama` }),
  cue('blows', 'ta doendo de onde ele apertou',
    ` (de onde|onde) ${ADULT} (me )?(apertou|bateu|segurou|chutou|empurrou|mordeu|beliscou) `),
  cue('blows', 'ele segurou o travesseiro na minha cara ate eu quase desmaiar',
    ' (travesseiro|almofada) (\\w+ ){0,2}(na minha cara|no meu rosto|na minha boca) '),
  cue('blows', 'meu marido me deu uma gravata e fiquei sem ar',
    ` ${ADULT} (\\w+ ){0,2}(me )?(deu|da|dava) (uma )?gravata (\\w+ ){0,4}(sem ar|fiquei|nao consegui|apertou) `),
  cue('blows', 'ele jogou agua quente em mim, queimou meu braço',
    ` (ele|${ADULT}) (jogou|tacou|atirou) (\\w+ ){0,3}${THROWN} (\\w+ ){0,2}(em mim|na minha|no meu|contra mim) `),
  cue('blows', 'to acostumada ja, ele bate e dps traz flor, normal ne',
    ` (ele|${ADULT}) (bate|bateu) (\\w+ ){0,2}(e )?(depois|dps) (traz|trouxe|pede|pediu) ` +
      `(flor|flores|desculpa|perdao|presente) `),
  cue('blows', 'tem como esconder as marca do braco? vou num batizado domingo',
    ` (esconder|escondendo|escondo|tapar|tapando|disfarcar) (\\w+ ){0,2}${BRUISES} `, { unless: ` ${PLAY}` }),
  cue('blows', 'meu namorado me empurrou da escada eu tava gravida de 6 mes',
    ' me (empurrou|empurra|jogou) (\\w+ ){0,2}(escada|escadas|da escada|na escada) '),
  cue('blows', 'so deus sabe o q eu passo dentro dessa casa. ontem foi de cinto',
    ' (foi|era|e) (de|com) (cinto|cinta|chinelo|fio|vara) '),
  cue('blows', 'olho roxo de novo 🥲 vou falar q bati na porta',
    ` ${BRUISED} (\\w+ ){0,8}${AGAIN_OR_HIDDEN} `, { unless: ` ${PLAY}|${CHILD} me ` }),
  cue('blows', 'falei pra todo mundo que cai da escada',
    ` (falei|disse|contei) (para|a) (todo mundo|ninguem|minha mae|eles) que ${COVER_STORY} `),
  cue('blows', 'meu irmao bebe e vem pra cima de mim',
    ` ${ADULT} (\\w+ ){0,3}(vem|veio|partiu|parte) para cima de mim `),
  cue('blows', 'ela nao ve ele me segurando pelo braço e me arrastando pro quarto',
    ` ${ADULT} (\\w+ ){0,3}me ${BLOWING} `, { unless: ` ${PLAY}` }),
  // blows to her children
  cue('children-hurt', 'meu marido bate nos meus filhos',
    ` ${ADULT} (\\w+ ){0,3}${HIT_CHILD} (\\w+ ){0,1}(n[oa]s?|em) ` +
      `(meu |minha |meus |minhas |nosso |nossa )?(\\w+ )?${CHILD} `),
  cue('children-hurt', 'o pai dos meninos bateu no mais velho de cinta ate sangrar',
    ` ${ADULT} (\\w+ ){0,3}(bate|bateu|batia) (\\w+ ){0,4}de (cinto|cinta|chinelo|fio|vara|pau) `),
  cue('children-hurt', 'meu marido bate nos meus filhos',
    ` ${WHO_HITS_CHILDREN} (\\w+ ){0,2}(bate|bateu|batia|espanca|espancou) (n[oa]s?|em) `),
  // threats
  cue('threat', 'ele disse que vai me matar se eu for embora',
    ` ${SAID} (que )?(\\w+ ){0,10}${KILL_THREAT} `, { unless: A_CHILD_SAID }),
  cue('threat', 'ele disse que vai me matar se eu for embora',
    ` ${ADULT} (\\w+ ){0,4}(me mata|vai me matar|quer me matar|me matava) `,
    { soft: true, unless: `${A_CHILD_SAYS}|${WHEN_HE_SEES}|${FOR_A_SLIP}` }),
  cue('threat', 'ele ta aqui na porta gritando q vai arrombar',
    ' (gritando|grita|gritou|gritava) (que )?(vai )?(entrar|arrombar|quebrar|me matar|me pegar) '),
  cue('threat', 'meu marido me xinga e me da tapa qdo fica bravo',
    ` me ${VERBAL} `, { soft: true, unless: ` ${PLAY}` }),
  cue('threat', 'ele ameaça espalhar minhas fotos',
    ` ${ADULT} (\\w+ ){0,3}(ameac\\w*|humilh\\w*|xing\\w*) `, { soft: true }),
  cue('threat', 'ele disse q a proxima vai ser em mim',
    ' (a proxima|a proxima vez) (vai ser|e) (em mim|na minha cara|eu) '),
  cue('threat', 'ele fala q ngm vai acreditar em mim',
    ' ninguem (vai|ia|vai nem) acreditar '),
  cue('threat', 'disse q sabe onde eu to morando e vai vir aqui hj',
    ' (sabe|descobriu|ja sabe) onde eu (estou|to|moro|estou morando|to morando|trabalho) ' +
      '(\\w+ ){0,4}(vai vir|vem|vai aparecer|vai me achar|hoje|aqui) '),
  cue('threat', 'ele me ameaça com faca',
    ' (com (uma )?faca|com (uma )?arma|com (um )?revolver|com (um )?facao) ',
    { requires: '(ameac\\w*|apontou|correu atras|veio para cima)' }),
  cue('threat', 'se eu uso short ele me chama de vagabunda',
    ` (me chama|me chamou|me chamando) de ${SLURS} `),
  // breaking things, shouting at the door
  cue('intimidation', 'ele grita comigo, quebra as coisas e não me deixa sair de casa',
    ` (quebrando|quebrou|quebra|quebrava) (\\w+ ){0,1}${BROKEN} `,
    { unless: `(${CHILD}|cachorro|gato) (\\w+ ){0,3}quebr|risos` }),
  cue('intimidation', 'ele ta la fora gritando e chutando o portao, to c medo',
    ' (chutando|chutou|socando|socou|soca|esmurrando) (\\w+ ){0,1}(o portao|a porta|a parede|o carro|a janela) '),
  cue('intimidation', 'ele ta aqui na porta gritando q vai arrombar',
    ' (arrombou|arrombar|arrombando|vai arrombar|forcando a porta) '),
  cue('intimidation', 'ele ta batendo na porta',
    ` ${ADULT} (\\w+ ){0,3}(gritando|gritava|gritou|esmurrando|batendo) (\\w+ ){0,4}${OUTSIDE} `),
  cue('intimidation', 'me passa uma receita de almoço rapido pq se atrasar ele fica violento',
    ' (fica|ficou|fica muito|e) (violento|agressivo|agressiva|violenta) ', { unless: ` ${CHILD} ` }),
  // stalking
  cue('stalking', 'meu ex ta rondando minha casa',
    ' (rondando|me vigiando|me vigia|me perseguindo|me persegue|perseguindo) ', { soft: true }),
  cue('stalking', 'ele ta me seguindo na rua',
    ` me (seguindo|seguiu|segue) ${FOLLOWED} `),
  cue('stalking', 'ele ta parado na frente do meu trabalho desde cedo',
    ` (parado|parada|estacionado) (\\w+ ){0,3}(na frente|em frente|na porta|na esquina) ` +
      `(d[oa] )?(meu |minha )?${HER_PLACE} `),
  cue('stalking', 'ele criou outro perfil pra me vigiar',
    ' (criou|fez|faz) (outro|outros|um novo) (numero|perfil|perfis|conta) '),
  cue('stalking', 'achei um rastreador no meu carro',
    ' (rastreador|rastreia|rastreando|localizacao em tempo real) '),
  // control: phone, money, clothes, food, friends and family
  cue('control', 'ele olha meu celular todo dia e le minhas mensagens',
    ` ${SNOOPS} (\\w+ ){0,1}${HER_PHONE} (\\w+ ){0,3}${ALL_THE_TIME} `),
  cue('control', 'ele olha meu celular todo dia e le minhas mensagens',
    ' (le|leu|lendo|olha) (todas )?(as |minhas )(conversas|mensagens) '),
  cue('control', 'ele levou meu celular e meu documento, to usando o tablet escondido',
    ' (quebrou|levou|tomou|escondeu|pegou|confiscou) (o |meu )(celular|telefone|chip) ' +
      '(\\w+ ){0,4}(para eu nao|pra eu nao|e|sem|ligar|falar|nao) '),
  cue('control', 'ele quebrou meu celular pra eu nao ligar pra ngm',
    ' (quebrou|tomou|confiscou) meu (celular|telefone|chip) '),
  cue('control', 'nao me deixa ver minhas amigas',
    ` ${FORBIDS} (\\w+ ){0,3}${TO_LIVE} `, { unless: CARE_NOT_CONTROL, soft: true }),
  cue('control', 'nao posso ir pro culto sem ele deixar',
    ` ${WHO_CONTROLS_IT} `),
  cue('control', 'ele controla todo o dinheiro',
    ` (controla|controlava|controlando) (\\w+ ){0,2}${CONTROLLED} `,
    { unless: 'controla o controle|melhor (que|do que) eu|eu gasto' }),
  cue('control', 'ele pega meu salario',
    ' (fica com|ficar com|pega|pegou|tomou|segura) (o )?meu (cartao|salario|dinheiro) '),
  cue('control', 'tenho que pedir dinheiro pra ele ate pra comprar absorvente',
    ' (tenho que|preciso) pedir dinheiro (para|a) (ele|o marido|meu marido) '),
  cue('control', 'se eu engordar ele me deixa sem dinheiro',
    ' me (deixa|deixou) sem dinheiro '),
  cue('control', 'ele escolhe minhas roupas',
    ' (escolhe|controla|rasga|rasgou|joga fora|jogou fora|queimou) (\\w+ ){0,1}(minhas|as minhas|as) roupas '),
  cue('control', 'meu namorado n deixa eu usar short, fala q é roupa de vagabunda',
    ' roupa de (vagabunda|puta|vadia|piranha) '),
  cue('control', 'meu marido controla tudo q eu como, me pesa toda semana',
    ' (me pesa toda|controla (tudo )?o que eu como) '),
  cue('control', 'cortei todas as amigas pra evitar briga com ele',
    ' (cortei|afastei|perdi) (todo mundo|todas as amigas|minhas amigas|todos) ' +
      '(\\w+ ){0,3}(para evitar|por causa dele|pra evitar|para ele nao) '),
  cue('control', 'ele n deixa eu ir no posto sozinha, entra junto na consulta',
    ' (entra|entrou) junto (\\w+ ){0,3}(consulta|medico) '),
  cue('control', 'ele entra junto na consulta e responde por mim',
    ' responde por mim '),
  cue('control', 'como eu faço pra pedir ajuda sem ele ver?',
    ' (pedir|pedindo|peco) ajuda sem (ele|o marido|meu marido) (ver|saber|descobrir) '),
  cue('control', 'ele olha tudo no meu celular',
    ' (ele|marido|meu marido|namorado) (olha|ve|le|vigia|mexe em) (tudo )?(no|o) meu (celular|telefone|whatsap|zap) '),
  cue('control', 'ele me proibiu de sair e pega meu cartao',
    ` (me )?proibiu (\\w+ ){0,4}(e|de) (falar|sair|usar|ver|trabalhar) (\\w+ ){0,12}${WHERE_HE_FINDS_HER} `),
  cue('control', 'faz 6 meses q ele n deixa eu ver minha familia',
    ' (me isola|me isolou|nao deixa eu ver (minha|meus)) '),
  cue('control', 'ele levou meu RG e meu cartão e me deixou sem nada',
    ' (levou|pegou|escondeu|guardou|tomou|ficou com|fica com|tranca|trancou|rasgou|queimou) (\\w+ ){0,3}' +
      '(meu|meus|minha|minhas) (rg|documento\\w*|passaporte\\w*|certidao|certidoes|cpf|carteira de trabalho|cartoes) ',
    { unless: `(?<!pai d[oa]s? )${CHILD} (\\w+ ){0,3}(levou|pegou|escondeu|rasgou)` }),
  cue('control', 'meu passaporte está no cofre dele e a senha mudou',
    ' (passaporte|documentos?) (\\w+ ){0,8}(cofre|trancad\\w*|escondid\\w*) ', { ask: true }),
  cue('stalking', 'ele conta os minutos que fiquei fora e confere o km do carro',
    ' (conta|confere|controla|checa|anota|mede|marca) (\\w+ ){0,3}' +
      '(os minutos|o tempo que|a hora que|o km|a quilometragem|onde eu|com quem eu|minha localizacao) ',
    { ask: true, unless: `${CHILD} ` }),
  cue('stalking', 'tenho que mandar minha localização o tempo todo',
    ' (localizacao|gps|rastreio|rastrear) (\\w+ ){0,4}(o tempo todo|sempre|obriga|exige|tenho que|toda hora) ',
    { ask: true },
  ),
  cue('weapon', 'ele deixou a arma em cima da mesa enquanto falava comigo',
    ' (arma|revolver|pistola|espingarda|faca|facao|canivete) (\\w+ ){0,10}' +
      '(em cima d[ao]|na mesa|na cama|mostrou|mostrando|exibiu|na cintura|apontou|apontando|encostou) ',
    {
      requires: '(ele|dele|marido|namorado|companheiro|disse|falou|entender|recado|ameac)',
      unless: '(cozinha|cortar|legume|carne|pao|bolo)',
    },
  ),
  cue('threat', 'a mãe dele vive dizendo que vai pedir a guarda do bebê',
    ' (vai|vou|quer|vao|ameaca|ameacou) (\\w+ ){0,2}(pedir|tirar|ficar com|tomar) ' +
      '(a guarda|meus filhos|minha filha|meu filho|o bebe|a bebe|as criancas|os meninos) ',
    { ask: true }),
  // marks told as facts
  cue('blows', 'ficou a marca dos dedos dele no meu braço',
    ' (marca|marcas|roxo|roxos|hematoma\\w*) (\\w+ ){0,4}(dos dedos|dos dedo|da mao|das maos) dele '),
  cue('blows', 'ta doendo dos dedos dele de ontem',
    ' (dedos?|dedo|mao|maos) dele (\\w+ ){0,4}(marca|marcou|roxo|ficou|doendo|de ontem) '),
  cue('blows', 'to de gola alta nesse calor por causa da marca no pescoço',
    ' (gola alta|cachecol|maquiagem|corretivo) (\\w+ ){0,8}(marca|marcas|roxo|roxa|pescoco) ',
    { ask: true, unless: 'chupao' },
  ),
  cue('blows', 'ainda doi dos empurrão que levei ontem',
    ' (empurrao|empuroes|empurroes|tapa|tapas|soco|socos|chute|chutes|murro|surra) (que )?(eu )?levei '),
  cue('blows', 'to com o lábio cortado desde a discussão de sábado',
    ' (labio|boca|olho|rosto|nariz|braco|bracos|costela|costelas) (\\w+ ){0,2}' +
      '(cortad\\w*|roxo|roxa|inchad\\w*|sangrando|quebrad\\w*|doendo) (\\w+ ){0,5}(discussao|briga|brigamos|ele) ',
    { ask: true }),
  cue('blows', 'foi a porta, digamos',
    ' (foi a porta|bati na porta|cai da escada|escorreguei),? digamos | digamos que (foi|cai|bati|escorreguei) ',
    { ask: true },
  ),
  // locked in
  cue('locked-in', 'ele me trancou em casa e levou a chave',
    ` me (trancou|tranca|trancava|prende|prendeu|prendia|trancaram) (\\w+ ){0,3}${LOCKED_WHERE} `,
    { unless: ` ${PLAY}|${LOCKED_AS_A_GIRL}` }),
  cue('locked-in', 'ele me trancou em casa e levou a chave',
    ' (leva|levou|esconde|escondeu|tirou) a chave ',
    { unless: `${CHILD} (\\w+ ){0,2}(levou|escondeu|tirou|pegou)|sem querer|risos` },
  ),
  cue('locked-in', 'ele tranca a porta quando sai pra eu nao sair',
    ' tranca a porta (quando|e) '),
  cue('locked-in', 'ele me fez dormir no quintal',
    ` (me )?(fez|faz|mandou|manda|obrigou|obriga) (eu )?dormir (no|na|do lado de fora|fora) ` +
      `(\\w+ ){0,1}${OUTSIDE_AT_NIGHT} `,
    { unless: `${PLAY}|${CHILD}` }),
  cue('locked-in', 'ele levou a chave e to presa c o bb aqui dentro',
    ' (estou |to |fico |ficamos |estamos )?(presa|presas|trancada|trancadas) ' +
      '(\\w+ ){0,4}(aqui dentro|dentro de casa|em casa|no quarto|no banheiro) ',
    { requires: '(ele|chave|trancou|tranca|marido|ex)', unless: STUCK_FOR_A_REASON }),
  cue('locked-in', 'é normal ele trancar eu e o bebê no quarto quando sai?',
    ' (trancar|tranca|trancou|trancava) (eu|a gente|nos) ', { requires: '(ele|marido|namorado|companheiro|sai|saiu)' }),
  // forced sex
  cue('sexual', 'ele me obriga a transar',
    ` (me )?(obriga|obrigou|obrigava|forca|forcou|forcava|obrigando|forcando) (\\w+ ){0,2}(a )?${SEX} `),
  cue('sexual', 'ele me obriga a transar qnd eu nao quero',
    ` (transar|sexo|relacao) (\\w+ ){0,3}${AGAINST_HER_WILL} `),
  cue('sexual', 'fui estuprada',
    ` ${SEXUAL_VIOLENCE} `),
  cue('sexual', 'meu marido diz q é obrigação minha e me força mesmo qnd eu choro',
    ` (me )?(forca|obriga|forcando|obrigando) (\\w+ ){0,6}(mesmo|ate) (quando )?eu ${HER_REFUSAL} `),
  cue('sexual', 'ele faz mesmo eu dizendo que nao',
    ' (ele )?(faz|fez|fazia) (mesmo|ate) (com )?eu (chorando|dizendo que nao|falando que nao|nao querendo) '),
  cue('sexual', 'meu marido diz q é obrigação minha e me força mesmo qnd eu choro',
    ' (obrigacao|direito) (da esposa|dele|de esposa|minha|meu) ', { requires: IN_BED }),
  cue('sexual', 'houve relações sem o meu consentimento',
    ' sem (o )?meu consentimento '),
  cue('sexual', 'ele quer transar, eu digo que ainda dói e ele não liga',
    ' (transar|sexo|relac\\w*) (\\w+ ){0,10}((eu )?(digo|falo|disse|falei) (que )?(nao|ainda doi)|(ele )?nao liga|' +
      'nao aceita) '),
  cue('sexual', 'meu padrasto entra no meu quarto quando minha mãe sai',
    ' (padrasto|tio|primo|avo|vizinho|cunhado|irmao|namorado da minha mae|marido da minha mae) (\\w+ ){0,8}' +
      '(entra|entrava|vem|vinha|deita|deitava|mexe|mexia|toca|tocava|passa a mao|pega|pegava) (\\w+ ){0,6}' +
      '(no meu quarto|na minha cama|em mim|no meu corpo|de noite|quando (minha mae|ela) (sai|dorme|trabalha)) '),
  cue('sexual', 'meu sogro passa a mao em mim',
    ' (passando|passa|passou|passava) a mao (em mim|no meu corpo|nas minhas) '),
  cue('sexual', 'meu cunhado tentou me agarrar na cozinha',
    ' (tentou|tenta|tentava) me (agarrar|beijar a forca|tocar) '),
  cue('sexual', 'hj ele me agarrou na cozinha a força',
    ' me (agarrou|agarra|apalpou|apalpa) ', { soft: true, unless: ` ${PLAY}|${CHILD}` }),
  // sexual abuse of her child (Disque 100)
  cue('sexual', 'meu cunhado abusou da minha filha de 5 anos',
    ` (abusou|abusa|abusando|abusava|abusaram|abusar|estuprou) (\\w+ ){0,1}(da|do|de) (minha |meu |nossa |` +
      `nosso )?${A_CHILD} `),
  cue('sexual', 'o tio do meu filho mexeu nele',
    ' (padrasto|tio|primo|vizinho|cunhado|namorado) (\\w+ ){0,6}(mexeu|mexe|mexia|passou a mao|passa a mao|' +
      'passava a mao) ' +
      '(nele|nela|nas partes) ',
    { soft: true, requires: A_CHILD }),
  // fear, hiding, fleeing
  cue('fear', 'to escondida no banheiro ele ta quebrando tudooo',
    ' escondida (no|na|em|com|dele) ', { requires: HE_IS_OUT_THERE, unless: HIDING_A_TREAT }),
  cue('fear', 'to com medo de voltar pra casa, ele ta bebado',
    ` medo (dele|do (meu )?${ADULT}|de (voltar|ir) para casa|de voltar|do meu marido|do meu ex|do pai d\\w+)` +
      '( |$)(?!\\w+(ar|er|ir) )'),
  cue('fear', 'to com medo de voltar pra casa, ele ta bebado',
    ' (nao posso|nao consigo|nao quero|medo de) voltar (para casa|pra casa|la)? ', { requires: HIM }),
  cue('fear', 'fugi de casa de madrugada com medo dele',
    ` (fugi|sai|saimos) de casa (\\w+ ){0,3}${FLED_WITH} `, { requires: '(ele|medo|ameac|marido|ex|bat|apanh)' }),
  cue('fear', 'to escondida na casa da vizinha ele ta la fora gritando meu nome',
    ' (dormindo|dormi|estou|fiquei) (\\w+ ){0,2}na casa da vizinha ', { requires: '(ele|medo|ameac)' }),
  cue('fear', 'nao me sinto segura em casa',
    ' (nao me sinto|nao estou|nao e) segur[oa] (em casa|com ele|perto dele|aqui) '),
  cue('fear', 'e seguro falar aqui?',
    ' e seguro falar aqui '),
  cue('fear', 'sofro violência doméstica',
    ` ${VIOLENCE_NAMED} `, { unless: TALKED_ABOUT }),
  cue('fear', 'sofro violência doméstica',
    ' (sofro|sofri|sofrendo|vitima de) (violencia|agressao|abuso) '),
  cue('fear', 'so deus sabe o q eu passo dentro dessa casa',
    ' (o que|oque) eu passo (dentro|nessa|nesta|aqui) '),
]
