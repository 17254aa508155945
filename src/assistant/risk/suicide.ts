import { cue, words, type Cue } from './pattern'
import { TALKED_ABOUT } from './words'

/*
 * Suicide: wanting to die or not to exist, wanting it all to end, being a burden, no way out,
 * farewells, methods and means, plans and times, past attempts, asking what is lethal.
 */

const WANT = words`
  quero
  queria
  quera
  queira
  vontade de
  penso em
  pensando em
  pensei em
  pensado em
  penso muito em
  desejo
  preferia
  prefiro
  so queria
  gostaria de
  seria bom
  seria mais facil
  pronta para
  hora de
  planejando
  plano para
  ideia de
  querendo
  pensamento de
  pensamentos de
  sonho em
  rezo para
  pedindo a deus para
  peco a deus para
`
const PILLS = words`
  remedios?
  comprimidos?
  pilulas?
  capsulas?
  cartelas?
  caixinhas?
  frascos?
  rivotril
  clonazepam
  amitriptilina
  sertralina
  fluoxetina
  tarja preta
  calmantes?
  soniferos?
`
/** A health question about medicines, not a plan: "posso tomar dois de uma vez?" */
const PILL_QUESTION = [
  '(posso|pode|podia|devo|seria seguro|e seguro) (tomar|dar)',
  'faz mal',
  'por dia',
  'de \\d+ em \\d+',
  'ou divido',
  'receitou',
  'pediatra',
  'medico passou',
  'psiquiatra passou',
].join('|')
const HIGH = words`
  ponte
  janela
  predio
  sacada
  viaduto
  laje
  terraco
  telhado
  varanda
  penhasco
  passarela
  marquise
  \d+ andar
  andar alto
  parapeito
`
const VEHICLE = '(onibus|carro|caminhao|trem|metro|moto|carreta)'
const DYING = '(morrer?|morresse|morrendo|morrido)'
const DEAD = '(morta|morto|enterrada|debaixo da terra)'
const THINKING_OF_DYING = words`
  morrer?
  morresse
  me matar
  suicidio
  nao existir
  sumir de vez
  acabar com tudo
  tirar minha vida
`
/** "se eu morresse", "quando eu não estiver mais aqui". */
const IF_I_WERE_GONE = words`
  morrer?
  morresse
  sumir
  sumisse
  for embora
  partir
  nao (estiver|estivesse|tiver|tivesse|existir|existisse|acordar|acordasse)( mais)?
`
/** …who would miss her, or be better off. */
const MISSED = words`
  ninguem
  sentir?
  falta
  perceber
  notar
  lembrar
  melhor
  aliviad\w*
  cuida
  fala para
`
/** "não existir nas redes" is no wish to die. */
const ONLINE = '(nas?|nos?|em) (redes|insta\\w*|internet|grupo|face\\w*|whatsap)'
const TIRED_OF = '(cansada|cansei|exausta|farta|cheia|desisti)'
/** "cansada de viver a base de café": what follows makes it a manner of living. */
const A_WAY_OF_LIVING = '(de|a base de|so de|com|nessa|nesse|em|na|no)'
const LIFE = words`
  viver
  existir
  estar aqui
  ficar aqui
  esta aqui
  estar viva
  esta vida
  essa vida
  a vida
  minha vida
`
/** "não aguento mais essa vida corrida": a kind of life, not life. */
const A_KIND_OF_LIFE = words`
  corrida
  de
  sem
  com
  louca
  agitada
  puxada
  cansativa
  dupla
  assim de
  nessa
  nesse
  neste
  nesta
  em
  na
  no
`
const NOT_TO_EXIST = words`
  nao
  parar de
  deixar de
  cansada de
  cansei de
  queria nao
  quero nao
  vontade de nao
  so queria nao
  como seria se eu nao
`
const WISHING = words`
  rezo
  peco
  pedindo
  queria
  quero
  tomara
  torco
  torcendo
  seria bom
  desejo
  sonho
`
const THE_DEAD = '(morreu|faleceu|morte|partiu|enterro|ceu|luto|perdi)'
/** "ele vai me matar" is a threat to her (violence.ts), not her wish. */
const SOMEONE_ELSE_WILL = words`
  vai
  vao
  ia
  iam
  quer
  querem
  ameacou
  ameaca
  ameacando
  disse que
  falou que
  diz que
  fala que
  vem
`
const ENDING = '(acabar?|terminar|dar fim|dar um fim|por um fim)'
const THE_PAIN = words`
  tudo
  isso
  isto
  esta dor
  essa dor
  tudo de vez
  esse sofrimento
  este sofrimento
  essa dor toda
  minha dor
`
const FOREVER = words`
  para sempre
  de vez
  deste mundo
  desse mundo
  do mundo
  da face da terra
  e nunca mais voltar
  sem volta
  de um jeito que nao (tivesse|tenha) (mais )?volta
`
const THEM = '(voces|todos|todo mundo|eles|minha familia|ninguem)'
const NO_WAY_OUT = words`
  saida
  esperanca
  futuro
  sentido
  motivo para viver
  razao para viver
  vontade de viver
`
/** A last message: not "a última mensagem de hoje". */
const NOT_THE_LAST = '(de hoje|hoje|do dia|da noite|antes de|porque|sobre)'
/** A letter to the children for when they grow up, a farewell to colleagues: no goodbye to life. */
const EVERYDAY_LETTER = words`
  crescer
  aniversario
  papai noel
  dia das maes
  escola
  quando (ele|ela) (for|tiver) maior
  chefe
  empresa
  emprego
  trabalho
  colegas
  turma
  professora
`
const WORK = '(chefe|empresa|emprego|trabalho|colegas|turma|escola|professora)'
const EVERYDAY_GOODBYE = words`
  aeroporto
  rodoviaria
  viage\w*
  viajou
  viajar
  festa
  escola
  creche
  formatura
  mudou
  mudanca
  ferias
  licenca
  chefe
  empresa
  emprego
  trabalho
  colegas
  turma
`
const LOVED_ONE = '(marido|irma|irmao|mae|pai|filh\\w*|familia|filhos|esposo|companheiro)'
/** A note to buy nappies: an errand, not a farewell. */
const ERRAND_NOTE = words`
  crescer
  aniversario
  papai noel
  dia das maes
  escola
  quando (ele|ela) (for|tiver) maior
  viagem
  viajar
  voltar
  mercado
  comprar
  buscar
  pegar
  lembrar
  levar
  pagar
  ligar
  trazer
  avisar
  avisando
`
const READY = '(organizado|organizadinho|arrumado|pronto|certo|resolvido|ajeitado|encaminhado)'
const ROPE_PLACE = '(armario|quarto|aqui|pescoco|viga|teto|ventilador|arvore|garagem|pronta|amarrada|no banheiro)'
const HANGING = '(me enforcar|enforcar me|me enforco|me enforquei|me pendurar|forca no pescoco)'
const JUMPING = '(pular?|pulo|pulasse|me jog(ar?|o|ase)|me atirar|me atiro|saltar)'
const LOOKING_DOWN = '(nao quero descer|pensando em pular|olhando para baixo|vontade de pular|so pensando)'
const ONLY_A_JUMP = '(era so pular|so pular|olhando para baixo|pensando em pular|vontade de pular)'
const IS_IT_LETHAL = '(doi|mata|morre|sobrevive|e fatal|da para morrer)'
const SWALLOWING = '(tomar?|tomo|tomei|tomando|engolir?|engoli|juntar?|juntei|juntando)'
const A_LOT = '(um monte|uma porrada|uma penca|varias cartelas|muitos|muitas|muito|monte)'
const AT_HAND = '(na mao|aqui|do meu lado|ao meu lado|separad\\w*|na cama|guardad\\w*)'
const LETHAL = words`
  perigoso
  letal
  fatal
  para nao acordar
  nao acordar mais
  overdose
  para morrer
  morrer dormindo
  mata uma pessoa
  matar uma pessoa
`
const WAYS = '(jeitos?|formas?|maneiras?|metodos?|modos?)'
const TO_DIE = '(morrer|me matar|nao acordar|acabar com tudo|desligar da vida|sumir de vez)'
const KILLS = '(mata|matam|pode matar|e letal|e fatal)'
/** "me afogar no trabalho" is an idiom (idioms.ts); in water it is not. */
const WATER = '(agua|mar|rio|piscina|banheira|lago|represa|banho)'
const OPEN_WATER = '(no mar|no rio|na represa|no lago)'
const NO_RETURN = '(dar mais pe|nao voltar|ate sumir|ninguem|nunca mais|ir indo|afundar|perceber)'
const GUN = '(arma|revolver|pistola|espingarda|40|ponto 40|garrucha|trinta e oito|38)'
const GUN_AT_HAND =
  '(do meu marido|em casa|carregada|na gaveta|na mao|na cabeca|atirar|me matar|do lado da cama|na cabeceira|' +
    'debaixo do travesseiro|no criado mudo|na bolsa|ao meu lado|perto de mim)'
/** "hoje é o dia do bolo" is a day of something. */
const A_DAY_OF = '(de|da|do|das|dos|primeir\\w*|que|em que|dela|dele|ponto|virgula|vou|para|pra)'
const DECIDED = '(ja decidi|ja esta decidido|esta decidido|ja estou decidida|estou decidida|tomei a decisao)'
/** "já decidi o cardápio": a decision about something. */
const DECIDED_ON = words`
  que
  de
  vou
  comecar
  o
  a
  qual
  onde
  meu
  minha
  pelo
  pela
  entre
  se
  nao
  \w+ar
  \w+er
  \w+ir
`
const WHEN_THEY_SLEEP = '(dormir|dormirem|sair|sairem|estiverem|tiverem)'
const GONE_FOR_GOOD = words`
  sumir
  sumisse
  morrer
  morresse
  acabar com tudo
  de vez
  partir
  ir embora
  nao existir
  melhor sem mim
`
const ATTEMPTED = '(me matar|suicidio|tirar|acabar|me enforcar|pular|tomar)'
/** "já tentei uma vez fazer pão": an everyday try. */
const TRIED_SOMETHING = words`
  fazer
  essa
  esse
  a
  o
  de
  com
  uma
  um
  com
  isso
  tudo
  dar
  deixar
  colocar
  por
  dormir
  ninar
  amamentar
  \w+ar
  \w+er
  \w+ir
`
const THIS_TIME = '(consigo|vai dar certo|nao falho|faco direito|e para valer|e de verdade)'

/** Gas at home: the bottle, the stove; with the windows, a thought, a time alone. */
const GAS = '(gas|botijao|fogao a gas|fogao de botijao)'
const GAS_THOUGHT = words`
  janela
  janelas
  fech\w*
  pensando
  pensei
  penso
  garagem
  dormir
  ligado
  aberto
  vazando
  nisso
  a tarde toda
  a noite toda
  cheiro
  sozinha
  vao para
  sem acender
`
/** The gas of a chore: it ran out, it costs, it cooks. */
const GAS_CHORE = words`
  acabou
  acabando
  trocar
  troca
  comprar
  compra
  preco
  caro
  receita
  cozinhar
  assar
  esquentar
  ferver
  panela
  forno
  conta
  pagar
  entregador
`
const WATCHING =
  '(olhando (a agua|o rio|o mar|para baixo|o movimento|os carros)|fiquei (\\w+ ){0,4}(la|ali) (\\w+ ){0,4}olhando)'
const TRAFFIC = '(caminhao|carreta|onibus|trem|metro|carros)'
const KEPT = '(contando|contei|separei|separando|guardei|guardando|nao descartei|deixei guardad\\w*)'
const AN_ADULT = '(um|uma) (adulto|adulta|pessoa|mulher) '
/** Not here later: "não sei se semana que vem eu ainda estou aqui". */
const STILL_HERE = '(ainda )?(estou|estarei|vou estar|vou continuar) (aqui|viva)'
const FOLLOW = '(ficar|morar|encontrar|me encontrar|estar|descansar)'
const THE_DEAD_ONE = words`
  ela
  ele
  minha mae
  meu pai
  mainha
  painho
  mamae
  papai
  minha filha
  meu filho
  meu bebe
  minha bebe
  minha avo
  minha vo
  meu avo
  meu marido
  minha irma
  meu irmao
`
const MOURNED = words`
  morreu
  faleceu
  partiu
  se foi
  ela foi
  ele foi
  ceu
  luto
  saudade
  enterro
  velorio
  perdi
  anjinho
  ja faz \w+ anos?
`
const WHEN = words`
  amanha
  hoje
  essa noite
  esta noite
  cedo
  domingo
  segunda
  terca
  quarta
  quinta
  sexta
  sabado
  de manha
  \d+ horas
  fim de semana
`
/** English as she mixes it in; the normal form reads "to" as "tô" (estou). */
const ENGLISH = words`
  kill myself
  end my life
  want (to|estou) die
  wanna die
  suicidal
  dont want (to|estou) live
  end it all
`

export const suicideCues: readonly Cue[] = [
  // death and not existing
  cue('death-wish', 'tenho pensado em morrer quase todo dia',
    ` ${WANT} (\\w+ ){0,2}${DYING} `, { negatable: true, soft: true }),
  cue('death-wish', 'tenho pensado em morrer quase todo dia',
    ` pens\\w* (\\w+ ){0,2}em ${THINKING_OF_DYING} `, { negatable: true }),
  cue('death-wish', 'eu so queria estar morta',
    ` (quero|queria|preferia|prefiro|melhor|seria melhor) (\\w+ ){0,2}(estar|ficar|ser|eu) ${DEAD} `),
  cue('death-wish', 'queria ter morrido no parto',
    ' (queria|quero|devia|deveria) ter morrido '),
  cue('death-wish', 'eu so queria estar morta',
    ` (queria|quero|so queria|preferia) (\\w+ ){0,1}(esta|estar|ficar|tar) ${DEAD} `),
  cue('death-wish', 'se eu morresse amanha ninguem ia sentir falta',
    ` (se|quando|caso) eu ${IF_I_WERE_GONE}( aqui)? (\\w+ ){0,8}${MISSED} `, { soft: true }),
  cue('death-wish', 'se eu morresse amanha ninguem ia sentir falta',
    ' ninguem (\\w+ ){0,2}(ia|iria|vai|ira|vao|iam) (\\w+ ){0,2}(sentir?|notar|perceber|ligar|lembrar|dar falta) ' +
      '(\\w+ ){0,5}(falta|de mim|morrer?|morresse|sumir|sumisse|eu)( |$)(?!(do|da|dos|das|de um|de uma) )',
    { soft: true }),
  cue('not-existing', 'todo mundo seria mais feliz se eu nao existisse',
    ` ${NOT_TO_EXIST} (mais )?(existir|existisse) (?!${ONLINE} )`),
  cue('not-existing', 'cansei de viver desse jeito',
    ` ${TIRED_OF} (\\w+ ){0,3}de (viver|existir|estar viva)( |$)(?!${A_WAY_OF_LIVING} )`),
  cue('not-existing', 'nao quero mais viver mds',
    ` nao (quero|queria|aguento|consigo|suporto) mais ${LIFE}( |$)(?!${A_KIND_OF_LIFE} )`),
  cue('not-existing', 'vou desistir da vida',
    ' (desistir|desisti|desistindo|vou desistir) (da vida|de viver|de mim|de tudo de vez) '),
  cue('not-existing', 'queria nao ter nascido',
    ' queria nao ter nascido '),
  cue('not-existing', 'qro ir embora dessa vida',
    ' (quero|queria|vou) (ir|partir) embora (desta|dessa|da) vida '),
  cue('not-existing', 'queria só dar um off permanente na vida',
    ' (desligar|dar um off|apertar o off|botao de off) (\\w+ ){0,2}(da vida|na vida|permanente|para sempre|de vez) '),
  cue('not-existing', 'so queria ir embora deste mundo',
    ' (so )?(quero|queria) (ir|partir) (embora )?(deste|desse|do|para outro) mundo '),
  cue('no-waking', 'queria dormir e nao acordar nunca mais',
    ' (dormir?|dormi|deitar) e (nunca mais|nao|nao mais) (acordar?|acordasse) '),
  cue('no-waking', 'nao quero acordar amanha',
    ' (nao|nunca mais) (quero|queria) (mais )?acordar '),
  cue('no-waking', 'seria mais fácil se eu não existisse',
    ' (seria|bem|muito) (mais facil|melhor) se eu nao (acordasse|acordar|existisse|estivesse aqui) '),
  cue('no-waking', 'queria nao acordar mais',
    ' (queria|quero|melhor) nao acordar (mais|amanha|nunca mais) '),
  cue('no-waking', 'nao quero acordar amanha',
    ' nao quero acordar (amanha|mais|nunca) '),
  cue('no-waking', 'queria dormir pra sempre',
    ` ${WANT} (\\w+ ){0,2}(dormir|descansar|apagar) (para sempre|eternamente|de vez|e nunca mais) `),
  cue('no-waking', 'qria fechar os olhos e n abrir nunca mais',
    ' fechar os olhos? e nao (abrir|acordar) (mais|nunca mais) '),
  cue('accident-wish', 'rezo pra sofrer um acidente e acabar logo',
    ` ${WISHING} (\\w+ ){0,6}(ter|sofrer|acontecer|aconteca|tivesse|sofresse) (um|algum) acidente `),
  cue('accident-wish', 'qria q um onibus me pegasse na volta do mercado',
    ` (um|o|a) ${VEHICLE} me (pegase|pegasse|pegar|atropelase|atropelasse|atropelar|acertasse) `),
  cue('accident-wish', 'qria ser atropelada',
    ` ${WANT} (\\w+ ){0,1}(ser|ter sido) atropelad\\w* `),
  cue('join-the-dead', 'quero ir junto com minha mae, desde q ela morreu nao vejo graça',
    ' (ir|quero ir|querendo ir|vontade de ir|queria ir|vou) junto ' +
      '(com )?(ele|ela|dele|dela|do meu|da minha|com (o |a )?(meu|minha) \\w+) ',
    { requires: THE_DEAD }),
  cue('suicide-words', 'ja tentei me matar uma vez',
    ` (suicid\\w*|(?<! ${SOMEONE_ELSE_WILL} )me matar|me mato|matar me|me suicidar|` +
      'tirar (a |minha |a minha )?(propria )?vida|acabar com (a |minha |a minha )?(propria )?vida|dar fim (a|na) ' +
        '(minha )?vida|por fim (a|na) (minha )?vida) ',
    {
      negatable: true,
      unless: `(sobre|estudo|caso|tc|aula|artigo|palestra|paciente|prevencao|` +
        `setembro amarelo) (\\w+ ){0,3}(ideacao )?suicid|` +
        `${TALKED_ABOUT}`,
    }),
  cue('suicide-words', 'acho que vou me matar',
    ' (vou|vo) me matar ', { soft: true }),
  // wanting it all to end
  cue('ending', 'qria morre logo e acabar cm isso',
    ` ${ENDING} (logo )?(com )?${THE_PAIN} `, { negatable: true }),
  cue('ending', 'so queria q tudo acabasse logo',
    ' (queria|quero|so queria|so quero|desejo) (que )?(tudo|isso|isto|a vida|essa dor|minha vida) ' +
      '(acabase|acabasse|terminasse|parasse|acabe|termine|pare|sumisse|acabar|parar) '),
  cue('ending', 'to c a gilete na mao e n eh pra me cortar, eh pra acabar',
    ' e para acabar '),
  cue('ending', 'qria sumir pra sempre e nunca mais voltar',
    ` (sumir?|desaparecer?) (\\w+ ){0,2}${FOREVER} `),
  cue('ending', 'vontade de largar os dois aqui e ir embora pra sempre',
    ' (ir embora|sair|partir|fosse embora|for embora) ' +
      '(\\w+ ){0,2}(para sempre|deste mundo|desse mundo|do mundo|e nunca mais voltar|sem volta) '),
  // a burden
  cue('burden', 'sou um peso na vida de todo mundo',
    ' (sou|me sinto|virei|so sou|eu sou) (um|uma) (peso|fardo|estorvo|atraso de vida) '),
  cue('burden', 'meus filhos iam ficar melhor sem mim',
    ' (melhor|melhores|aliviad\\w*|mais felizes|felizes|em paz|respirar aliviad\\w*) sem mim '),
  cue('burden', 'todo mundo seria mais feliz se eu nao existisse',
    ' (seria|ficaria|estaria|iam ficar|iam estar|vao ficar|ficariam|estariam) (\\w+ ){0,2}(melhor|mais feliz\\w*) ' +
      '(\\w+ ){0,4}se eu (nao (estivesse|existisse|tivesse)|sumisse|morresse|fosse embora) '),
  cue('burden', 'eu so atrapalho todo mundo',
    ' so (atrapalho|dou trabalho|sirvo de peso) '),
  cue('burden', 'acho q vou parar de ser um problema pra vcs hj',
    ` (parar de|deixar de) (ser|dar) (um )?(problema|peso|fardo|trabalho|estorvo) (para|a) ${THEM} `),
  // no way out
  cue('hopeless', 'nao vejo saida pra minha vida',
    ` (nao vejo|nao tenho|nao ha|nao encontro|perdi (a|o)) (mais )?(nenhuma |nenhum |um )?${NO_WAY_OUT}` +
      '( |$)(?!de (emergencia|incendio|casa|\\w+ar) )'),
  cue('hopeless', 'nao tem mais esperança pra mim',
    ' (nao tem|sem) (mais )?(nenhuma )?(saida|esperanca) '),
  cue('hopeless', 'n vejo saida nenhuma, n tem jeito pra mim n',
    ' nao (tem|ha|vejo) (mais )?jeito (para mim|nenhum) '),
  cue('hopeless', 'nao vejo outro jeito alem de acabar com minha vida',
    ' nao vejo outro jeito '),
  cue('hopeless', 'pra que eu vou continuar se nada muda',
    ' (para|por) que ' +
      '(eu )?(vou |devo )?(continuar|viver|seguir em frente|seguir vivendo|acordar amanha)' +
      '( |$)(?!\\w+(ando|endo|indo) )'),
  cue('hopeless', 'me da um motivo pra continuar',
    ' me (da|de|diz|fala) um motivo (para )?(continuar|viver|seguir|acordar|levantar) '),
  cue('hopeless', 'minha vida nao tem sentido nenhum',
    ' (vida|minha vida) (perdeu|nao tem|nao faz|sem) (mais )?(o )?sentido '),
  cue('hopeless', 'nao vejo mais sentido em nada, queria que tudo acabasse',
    ' nao vejo (mais )?sentido (em nada|na vida|em viver|em continuar) '),
  cue('hopeless', 'a vida nao vale mais a pena',
    ' (vida|viver) nao vale (mais )?a pena '),
  cue('hopeless', 'deus me leva 🙏💔',
    ' (deus|jesus) me (leva|leve|levasse) '),
  cue('hopeless', 'nada vai melhorar, eu sei, entao pra q continuar tentando',
    ' nada (vai|nunca vai|vai nunca) melhorar (\\w+ ){0,4}(para que|por que) (continuar|seguir|tentar) '),
  // said without the words: formal, veiled, in another language
  cue('veiled', 'acho que está na hora de eu descansar de verdade',
    ' (hora|momento) de (eu )?descansar (\\w+ ){0,2}(de verdade|de vez|para sempre|em paz) ', { ask: true }),
  cue('veiled', 'nao sei se semana que vem eu ainda to aqui',
    ` (nao sei se|se) (\\w+ ){0,4}${STILL_HERE} `,
    { ask: true, unless: '(hospital|uti|internad\\w*|cidade|emprego|trabalho|casa da)' },
  ),
  cue('veiled', 'nao vou precisar disso por muito tempo',
    ' (nao|nunca) (vou|vai|irei) precisar (\\w+ ){0,3}(por muito tempo|mais) ', { ask: true }),
  cue('veiled', 'depois de sexta não terei mais nada para resolver',
    ' depois d[eoa] (\\w+ ){0,3}(eu )?(nao|nunca) (terei|tenho|vou ter|preciso|vou precisar) mais ', { ask: true }),
  cue('veiled', 'depois disso não terei mais compromissos',
    ' nao terei mais (compromissos|nada|que) ', { ask: true }),
  cue('veiled', 'quero deixar uma lembrança boa pra eles antes de domingo',
    ' (deixar|deixo) (uma |alguma )?(lembranca|memoria) (boa )?',
    { ask: true, requires: '(ultima|depois|nao (vou|preciso)|antes de|quando eu)' },
  ),
  cue('veiled', 'quero fazer algo especial porque é a última vez',
    ' (porque|pois|que) (e|sera) a ultima (vez|coisa) ', { ask: true }),
  cue('veiled', 'Senhor, se for da tua vontade, me recolhe essa noite',
    ' (senhor|deus|jesus|papai do ceu) (\\w+ ){0,8}me (recolhe|recolha|leva|leve|levar|busca|buscar|chama|chamar|' +
      'tira daqui) ',
    { ask: true }),
  cue('veiled', 'estou planejando meu próprio velório',
    ' (planejando|planejei|organizando|organizei|escolhi) (\\w+ ){0,2}(meu |o meu )?(proprio )?(velorio|enterro|' +
      'funeral) '),
  cue('veiled', 'queria partir de repente, sem sofrer',
    ' (queria|quero) (ir|partir|morrer|ir embora) (\\w+ ){0,5}(sem sofrer|sem dor|de repente) ', { ask: true }),
  cue('veiled', 'não aguento mais carregar essa vida',
    ' (carregar|levar|aguentar|segurar) (esta|essa|a minha|minha) vida ',
    { ask: true, requires: '(nao|cansada|cansei)' },
  ),
  cue('veiled', 'minha ausência seria melhor para a minha filha',
    ' (minha )?(ausencia|falta|partida) (\\w+ ){0,4}(seria|sera|faria|e) (melhor|bem|um alivio) '),
  cue('veiled', 'deixei uma mensagem programada explicando tudo',
    ' (mensagem|carta|bilhete|email|e mail|audio|video) (\\w+ ){0,2}(programad\\w*|agendad\\w*) ', { ask: true }),
  cue('veiled', 'sinto que estou chegando perto daquele lugar de novo',
    ' (perto|chegando) (\\w+ ){0,2}daquele lugar ', { ask: true }),
  cue('veiled', 'I just want to die',
    ` ${ENGLISH} `),
  // following someone who died
  cue('join-the-dead', 'queria ir ficar com minha mãe, ja faz dois anos que ela se foi',
    ` (ir|quero ir|queria ir|vou|quero|queria) ${FOLLOW} (junto )?com ${THE_DEAD_ONE} `,
    { ask: true, requires: MOURNED },
  ),
  // "de vez", with a time
  cue('plan', 'amanhã cedo eu resolvo isso de uma vez',
    ' resolv\\w* (isso |tudo |essa situacao |minha vida |o problema )?(de uma vez|de vez) ',
    { ask: true, requires: WHEN },
  ),
  cue('plan', 'Deus me perdoe pelo que vou fazer',
    ' deus me perdoe (\\w+ ){0,3}(pelo que|o que|por isso) (vou|eu vou) fazer ', { ask: true }),
  cue('attempt', 'eu tentei uma vez, anos atrás, ninguém sabe',
    ' (eu )?tentei uma vez ',
    { ask: true, requires: '(morreu|tentativa|hospital|remedio|de novo|perto|ninguem sabe|anos)' },
  ),
  // farewells and last messages
  cue('farewell', 'essa é minha ultima mensagem, obrigada por tudo',
    ` (ultima|ultimo) (mensagem|vez que (falo|escrevo)|conversa|recado|despedida)( aqui)?( |$)(?!${NOT_THE_LAST} )`),
  cue('farewell', 'ja escrevi uma carta pros meus filhos',
    ' (ja )?(escrevi|deixei) (a|uma|as) cartas? (para|de) ', { unless: EVERYDAY_LETTER }),
  cue('farewell', 'escrevi uma carta de despedida',
    ' carta de despedida ', { unless: WORK }),
  cue('farewell', 'me despedi da minha mae hj sem ela perceber',
    ' (me despedi|me despedir|vim me despedir|so queria me despedir|me despedindo) ', { unless: EVERYDAY_GOODBYE }),
  cue('farewell', 'cuida dos meninos por mim ta',
    ' (cuida|cuide|cuidem|cuidar) ' +
      '(bem )?(dele|dela|deles|delas|da \\w+|do \\w+|das \\w+|dos \\w+)( e (da|do) \\w+)? (\\w+ ){0,2}por mim ',
    { unless: '(congresso|viagem|viajar|trabalho|plantao|consulta|salao|mercado|minutos|horas|enquanto|semana)' }),
  cue('farewell', 'se alguem ler isso, fala pra minha mae que eu amo ela',
    ' fala para (minha|meu) (\\w+ ){1,2}(cuidar|que eu (amo|amava)) '),
  cue('farewell', 'se alguem ler isso, fala pra minha mae que eu amo ela',
    ' se alguem ler (isso|isto) '),
  cue('farewell', 'Quero deixar registrado que eu amo meus filhos',
    ' (quero|queria) deixar registrado '),
  cue('farewell', 'eu amo meus filhos, a culpa não é deles',
    ' a culpa nao e (deles|de ninguem) '),
  cue('farewell', 'deixei tudo organizado pra quando eu nao estiver mais aqui',
    ` deixei (tudo|td) ${READY} `,
    {
      ask: true,
      unless: '(salao|viagem|viajar|roupinha|mamadeira|fralda|lista|marmita|mala|malinha|bolsa|uci|maternidade|alta|' +
        'cuidar d)',
    },
  ),
  cue('farewell', 'deixei tudo organizado pra quando eu nao estiver mais aqui',
    ' (para|pra) quando eu nao (estiver|tiver|for) mais '),
  cue('farewell', 'deixei tudo organizado pra quando eu nao estiver mais aqui',
    ' quando eu (partir|me for|nao estiver mais aqui) '),
  cue('farewell', 'se eu nao aparecer mais, cuida deles',
    ' se eu nao aparecer mais '),
  cue('farewell', 'desculpa por tudo. tchau',
    ' (adeus|desculpa por tudo|desculpem por tudo|me perdoa por tudo|me perdoem por tudo|perdao por tudo)' +
      '( a todos| gente| todo mundo| pessoal| mundo)?( tchau| emojitriste| adeus)* $'),
  cue('farewell', 'deixei um bilhete pro meu marido na mesa',
    ` (deixei|escrevi|e) (um|uma) (bilhete|carta) (para|pro) (o |a )?(meu|minha) (\\w+ ){0,1}${LOVED_ONE} `,
    { unless: ERRAND_NOTE }),
  cue('farewell', 'finalmente tive coragem',
    ' (finalmente )?tive coragem( |$)(?!(de|para|e) )'),
  cue('farewell', 'ja fiz meu testamento',
    ' (fiz|escrevi|deixei) (o |meu )?testamento ', { soft: true }),
  // methods and means
  cue('rope', 'comprei uma corda e deixei no armario',
    ` corda (\\w+ ){0,3}${ROPE_PLACE} `, { unless: '(pular|exercicio|varal|brinquedo|brincar)' }),
  cue('rope', 'comprei uma corda e deixei no armario',
    ' (comprei|peguei|estou com|achei|escondi) (uma|a) corda '),
  cue('rope', 'penso em me enforcar',
    ` ${HANGING} `, { soft: true }),
  cue('height', 'to pensando em pular da janela do predio',
    ` ${JUMPING} (\\w+ ){0,2}(da|de|do|dessa|desse|pela|no alto d\\w+) (\\w+ ){0,2}${HIGH} `, { soft: true }),
  cue('height', 'vou me jogar na frente do onibus',
    ` (me jog(ar?|o)|me atirar|pular) (\\w+ ){0,1}(na frente|debaixo) d\\w+ ${VEHICLE} `),
  cue('height', 'cada vez mais penso em parar o carro e pular',
    ' (parar|paro) o carro e (pular|me jogar) '),
  cue('height', 'to sentada no parapeito',
    ' (sentada|sentei|de pe|em pe|subi|em cima) (\\w+ ){0,4}(parapeito|beirada) '),
  cue('height', 'to sentada no parapeito da janela do 9 andar so pensando',
    ' (sentada|sentei|subi|em pe|de pe) (\\w+ ){0,4}(janela|sacada|telhado|laje|ponte|muro|terraco) ' +
      '(\\w+ ){0,6}(andar|alto|pensando|pular|descer|sem tela|olhando para baixo) '),
  cue('height', 'to sentada no parapeito da janela do 9 andar so pensando',
    ` (terraco|telhado|laje|cobertura|ponte|viaduto|parapeito) (\\w+ ){0,10}${LOOKING_DOWN} `),
  cue('height', 'na janela do quarto fico sentada nela de madrugada',
    ' (janela|sacada|parapeito|varanda) (\\w+ ){0,14}(sentada|sentei|subi|de pe|em pe) (nela|nele|ali|la|em cima) '),
  cue('height', 'qual altura precisa pra uma queda ser fatal',
    ' qual (a )?altura (\\w+ ){0,5}(fatal|morrer|mata|precisa|para cair|para pular|queda) '),
  cue('height', 'qual altura precisa pra uma queda ser fatal',
    ' queda (\\w+ ){0,2}(fatal|mata|matar) '),
  cue('height', 'mata se jogar do predio?',
    ` ${IS_IT_LETHAL}( muito)? (\\w+ ){0,2}(cair|pular|se jogar|me jogar) (\\w+ ){0,3}(do|da|de) (\\w+ ){0,1}${HIGH} `),
  cue('height', 'to na passarela da avenida brasil olhando pra baixo faz meia hora',
    ` ${HIGH} (\\w+ ){0,10}${ONLY_A_JUMP} `),
  cue('height', 'vou me jogar',
    ' (vou|vo|quero|queria) me (jogar|atirar)( agora| hoje| de vez)? $', { soft: true }),
  cue('height', 'ja escolhi a ponte, amanha cedo',
    ` (ja )?escolhi (a|o) ${HIGH} `),
  cue('pills', 'vou tomar todos os remedios da caixa de uma vez',
    ` ${SWALLOWING} (\\w+ ){0,2}(todos|todas|tudo) (os |as |esses |essas )?(meus |minhas |seus |dela |dele )?(\\w+ )?` +
      '(remedios?|comprimidos?|pilulas?|capsulas?) ',
    { unless: PILL_QUESTION }),
  cue('pills', 'to com a cartela toda na mao',
    ' (cartela|caixa|caixinha|vidro|frasco|pote) (\\w+ ){0,3}(toda|inteira|inteiro|todinha) '),
  cue('pills', 'vou tomar todos os remedios da caixa de uma vez',
    ` (todos|todas|tudo|um monte|muitos|muitas) (\\w+ ){0,2}${PILLS} ` +
      `(\\w+ ){0,6}(de uma vez|de uma so vez|junto|juntos) `,
    { unless: PILL_QUESTION }),
  cue('pills', 'vou tomar todos os remedios da caixa de uma vez',
    ` (tomar?|tomo|tomei|engolir?|engoli) (\\w+ ){0,4}${PILLS} (\\w+ ){0,6}de uma vez (?!ou )`,
    { unless: PILL_QUESTION }),
  cue('pills', 'tomei um monte de remedio agora pouco e to com medo',
    ` (tomei|tomar?|engoli|engolir?|tomo|tomando|tomasse) (\\w+ ){0,2}${A_LOT} de ${PILLS} `,
    { unless: PILL_QUESTION }),
  cue('pills', 'to com a cartela toda na mao',
    ` (com|estou com) (os|as|a|o|uns|umas|todos os|todas as) ${PILLS} (\\w+ ){0,2}${AT_HAND} `,
    { unless: PILL_QUESTION }),
  cue('pills', 'to juntando os remedio q sobra todo mes, ja tenho bastante',
    ` (juntei|juntando|escondi|escondendo) (\\w+ ){0,3}${PILLS} `, { unless: PILL_QUESTION }),
  cue('pills', 'tomei uma overdose de remedio',
    ' overdose '),
  cue('lethality', 'quantos comprimidos de clonazepam precisa pra nao acordar',
    ` (quant[oa]s?|qual|quanto tempo|tem como) (\\w+ ){0,8}${LETHAL} `, { soft: true }),
  cue('lethality', 'tem como morrer dormindo se tomar mto remedio junto? pergunta seria',
    ' morrer (\\w+ ){0,2}(dormindo|sem dor) (\\w+ ){0,3}(se|com|tomar|tomando) '),
  cue('lethality', 'fiquei a madrugada pesquisando jeitos de morrer sem dor',
    ` ${WAYS} (\\w+ ){0,3}(de|para) ${TO_DIE} `),
  cue('lethality', 'remedio q mata rapido?',
    ` (${PILLS}|gas de cozinha|gas|veneno|agua sanitaria|soda) ` +
      `(que )?${KILLS}( rapido| sem dor| mesmo| uma pessoa| alguem| adulto)? $`),
  cue('lethality', 'remedio q mata rapido?',
    ` (${PILLS}|gas de cozinha|veneno|agua sanitaria) (que )?(mata|matam) (rapido|sem dor|uma pessoa|alguem|adulto) `),
  cue('poison', 'comprei chumbinho',
    ' (chumbinho|veneno de rato|veneno para rato|formicida|soda caustica) ',
    // Killing pests undoes it, never the pest's name alone: "veneno de rato" is the means itself.
    // Killing pests, or keeping or throwing away the poison out of the children's reach, undoes it,
    // never the pest's name alone: "veneno de rato" is the means itself.
    {
      unless: ' (matar|mato|matei|acabar com|contra|espalhar|espalhei|colocar|coloquei|botar|botei|por|pus) (os |' +
        'as |o |a |uns |umas )?(ratos?|ratazanas?|baratas?|pragas?|cupim|cupins|formigas?|carrapatos?)|' +
        'quintal|cozinha da escola| (onde|como) (guardo|guardar|deixo|deixar) |' +
        ' longe (d[oa]s? |de )(criancas?|menin[oa]s?|bebes?|mininu|filh[oa]s?|crianca) | joguei fora |' +
        '(?<! nao e| nao eh| nao foi| nao sao) (para|pra) (os|o) ratos? | os ratos? (esta|estao|ta|tao) comendo ',
    },
  ),
  cue('poison', 'penso em tomar veneno',
    ' (tomar|beber|tomei|bebi|tomo) (\\w+ ){0,1}(veneno|agua sanitaria) '),
  cue('drowning', 'vou me afogar',
    ` (me afogar|me afogo|afogar me)( |$)(?!(em|no|na|nos|nas|de) (?!${WATER}))`),
  cue('drowning', 'qto tempo leva pra uma pessoa se afogar',
    ' (pessoa|alguem|gente|quanto tempo) (\\w+ ){0,4}se afogar '),
  cue('drowning', 'penso em entrar no mar e ir indo ate n dar mais pe',
    ` (entrar|entro|vou entrar) (\\w+ ){0,1}${OPEN_WATER} e (ir|continuar|seguir) (andando|indo|em frente) `),
  cue('drowning', 'penso em entrar no mar e ir ate nao dar mais pe',
    ` (entrar|entrase|entrasse|andar|ir) (\\w+ ){0,3}(no mar|no rio|na represa|no lago|na agua) ` +
      `(\\w+ ){0,8}${NO_RETURN} `),
  cue('gas', 'fico pensando em deixar o gas ligado e dormir',
    ' (abrir|ligar|deixar) o gas (\\w+ ){0,3}(morrer|dormir|fechar|janelas fechadas) '),
  cue('gas', 'fiquei olhando o botao do gas aberto um tempao hj, sem acender',
    ' gas (\\w+ ){0,2}(aberto|ligado) (\\w+ ){0,4}(sem acender|um tempao|pensando|janela fechada|janelas fechadas) '),
  cue('weapon', 'meu pai tem uma arma em casa e eu fico pensando nela toda hora',
    ` ${GUN} (\\w+ ){0,4}${GUN_AT_HAND} `),
  cue('weapon', 'tem uma arma do lado da cama e nao e pra protecao',
    ` (${GUN}|faca|facao|navalha|canivete) (\\w+ ){0,8}(nao e|nao eh|e nao|nem e) (so )?(para|pra) (protecao|defesa|` +
      `seguranca|me proteger|me defender) `),
  cue('weapon', 'deixei a faca guardada debaixo do colchao, pra quando eu precisar',
    ' (faca|facao|navalha|canivete|gilete|lamina) (\\w+ ){0,2}(guardada|escondida) (\\w+ ){0,6}(para|pra) (quando|' +
      'mim|eu|usar|a hora|o dia) '),
  cue('passive-wish', 'as vezes queria sumir e nao voltar mais',
    ' (queria|quero|vontade de|so queria|so quero|penso em|pensando em) (sumir|desaparecer) (e )?(nao voltar|' +
      'nunca mais voltar|nao voltar mais|para sempre|do mundo|de tudo|e nunca mais) ',
    { ask: true }),
  cue('passive-wish', 'as vezes queria sumir',
    ' (as vezes|tem hora que|tem dias que|de vez em quando|so) (eu )?(queria|quero|tenho vontade de|' +
      'da vontade de) (sumir|desaparecer|nao existir)( |$)(?!(para|pra|um pouco|uns dias|por um|por uma|numa|no|' +
      'na) )',
    { ask: true }),
  cue('passive-wish', 'queria dormir e nao acordar mais',
    ' (queria|quero|vontade de|so queria|so quero|penso em) dormir (e )?(nao acordar|nunca mais acordar|para sempre|' +
      'e nao acordar mais)( |$)(?!(ate|so) )',
    { ask: true }),
  cue('weapon', 'queria me dar um tiro',
    ' (me dar|dar) um tiro( |$)(?!(no pe|nes\\w+|naque\\w+|no (celular|despertador|computador|alarme)|(num|no|numa|' +
      'na|em um|em uma) (cavalo|egua|boi|vaca|porco|cachoro|cobra|onca|bicho|animal|alvo|lata)) )'),
  cue('vehicle', 'vou jogar o carro contra um poste',
    ' (jogar|joguei|jogo) o carro (\\w+ ){0,3}(contra|no|na|da|de|em|para fora) '),
  // means and places without a verb: she names them and the assistant asks
  cue('gas', 'o botijão novo chegou e a janela da cozinha fecha bem',
    ` ${GAS} `, { ask: true, requires: GAS_THOUGHT, unless: GAS_CHORE }),
  cue('gas', 'quanto tempo leva com o carro ligado na garagem fechada',
    ' carro (\\w+ ){0,2}ligado (\\w+ ){0,6}garagem '),
  cue('height', 'parei na ponte e fiquei um tempão lá olhando a água',
    ` (ponte|viaduto|passarela|beira do rio|represa|janela|sacada|laje|terraco|penhasco) (\\w+ ){0,10}${WATCHING} `,
    { ask: true },
  ),
  cue('traffic', 'fico parada no ponto quando o caminhão passa, pensando',
    ` ${TRAFFIC} (\\w+ ){0,6}(passar|passa|passando|vindo) (\\w+ ){0,6}(pensando|pensei|penso|vontade|so um passo|` +
      `so dar um passo) `,
    { ask: true }),
  cue('traffic', 'às vezes penso em atravessar a avenida sem olhar',
    ' (atravessar|atravesso|atravessei) (\\w+ ){0,4}(sem olhar|na frente d\\w+) ', { ask: true }),
  cue('pills', 'a caixa de clonazepam está cheia, guardada',
    ` (caixa|cartela|frasco|vidro|pote)s? (de \\w+ )?(\\w+ ){0,2}(esta|ta|estao|tao) (cheia|cheio|inteira|inteiro|` +
      `guardad\\w*|escondid\\w*) `,
    {
      ask: true,
      requires: `${PILLS}|clonazepam|rivotril|diazepam|fluoxetina|sertralina|zolpidem|paracetamol|dipirona`,
      unless: 'vencid|farmacia|descart|validade|doar',
    }),
  cue('pills', 'estou contando os comprimidos que sobraram',
    ` ${KEPT} (\\w+ ){0,3}(os |as |uns |umas )?(\\w+ )?${PILLS} `,
    { ask: true, unless: `${PILL_QUESTION}|vencid|farmacia|descart|validade|doar` }),
  cue('pills', 'se juntar esses comprimidos com os meus acho que dá',
    ' se juntar (\\w+ ){0,8}(da|chega|e suficiente|basta) ', { requires: PILLS }),
  cue('lethality', 'quantas ampolas param um adulto?',
    ` (quant[oa]s?|qual dose|qual quantidade) (\\w+ ){0,6}(param|parar|apagar|derrubar|mata|matar) ${AN_ADULT}`),
  cue('lethality', 'quanto paracetamol faz mal de uma vez?',
    ` (quant[oa]s?|qual dose|qual quantidade) (\\w+ ){0,3}${PILLS}? ?(\\w+ ){0,4}(de uma vez|e demais|seria demais|` +
      `(too|estou) much|faz mal ao figado|faz mal para o figado) `,
    { ask: true, unless: '(bebe|filho|filha|crianca|pediatra|gotas|por dia|de \\d+ em \\d+)' }),
  cue('lethality', 'how many pills would be too much for an adult?',
    ' (how many|how much) (\\w+ ){0,6}((too|estou) much|lethal|overdose|kill|die) '),
  cue('lethality', 'se misturar os dois, quanto tempo leva pra fazer efeito?',
    ' (misturar|juntar|tomar junto) (\\w+ ){0,4}(quanto tempo) (\\w+ ){0,4}efeito ', { ask: true }),
  // plans and times
  cue('plan', 'hj é o dia',
    ` hoje (e|vai ser|sera) o dia( |$)(?!${A_DAY_OF} )`, { soft: true }),
  cue('plan', 'nao adianta ligar pra ngm ja ta decidido',
    ` ${DECIDED}( mana| amiga| gente| moca)?( |$)(?!${DECIDED_ON} )`, { soft: true }),
  cue('plan', 'ja tenho um plano',
    ' (ja )?(tenho|fiz|montei) (um |o )?plano( |$)(?!(para|de|do|da|alimentar|b) )', { soft: true }),
  cue('plan', 'ja decidi. nao tem volta',
    ' (nao tem|nao ha|sem) (mais )?volta '),
  cue('plan', 'e se eu fizer hoje a noite?',
    ' (e se|se) eu (fizer|faco|fizesse) ' +
      '(isso |isto |aquilo )?(hoje|amanha|agora|a noite|hoje a noite|de noite)( |$)(?!(a|o|uma|um) )'),
  cue('plan', 'quando todo mundo dormir eu faco',
    ` quando (todo mundo|eles|todos|as criancas) ${WHEN_THEY_SLEEP} (\\w+ ){0,4}(eu faco|vou fazer|faco|acabo) `),
  cue('plan', 'n vou ligar. ja ta decidido',
    ' nao vou ligar (para ninguem )?(\\w+ ){0,3}decid\\w* '),
  cue('plan', 'ja pensei em como vou sumir de vez',
    ' ja (pensei|planejei) (ate )?(em )?(como|onde|quando)( |$)(?!(vou fazer|fazer|vai ser) (o|a|os|as) )',
    { requires: GONE_FOR_GOOD }),
  // past attempts
  cue('attempt', 'ja tentei me matar uma vez',
    ` (ja )?tentei ${ATTEMPTED} `),
  cue('attempt', 'ja fiz uma tentativa de suicidio',
    ' (tentativa|tentei) de (suicidio|me matar) ', { unless: TALKED_ABOUT }),
  cue('attempt', 'ja tentei uma vez, dessa vez eu consigo',
    ` ja tentei (uma vez|antes|outra vez|duas vezes|\\d+ vezes)( e| quando| mas| so que)?( |$)(?!${TRIED_SOMETHING} )`),
  cue('attempt', 'ja tentei uma vez, dessa vez eu consigo',
    ` (dessa|desta) vez (eu )?${THIS_TIME}( |$)(?!\\w+(ar|er|ir) )`),
  cue('attempt', 'e ano passado eu tomei uns remedio e fui parar no hospital',
    ' (tomei|tentei|engoli) (\\w+ ){0,8}(fui parar|acordei) no hospital '),
]
