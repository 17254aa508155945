import { cue, words, type Cue } from './pattern'
import { CHILD, CHILD_OR_PRONOUN, TALKED_ABOUT } from './words'

/*
 * Harm to the baby or a child from her: intrusive thoughts and images, urges to shake, throw,
 * smother or silence, fear of being alone with the baby, what she has already done, wishing the
 * baby gone, leaving or abandoning the baby. She is the one who acts (a partner who hits a child is
 * violence.ts).
 */

const URGE = words`
  sacudir?
  chacoalhar
  jogar?
  tacar?
  arremessar
  atirar
  apertar
  sufocar
  afogar
  bater
  machucar
  ferir
  matar
  tapar
  tampar
  soltar?
  largar
  derrubar
  deixar (ele |ela )?cair
  deixando (ele |ela )?cair
  esganar
  enforcar
  espancar
  beliscar
  empurrar
  esfaquear
  estrangular
  fazer mal
  fazer besteira
  fazer algo
  cortar
  queimar
  chutar
  socar
  calar
  silenciar
  sumir com
  dar um tapa
  dar uns tapas
`
/** "soltar o cabelo", "largar tudo": letting go of something, not of the baby. */
const LETTING_GO_OF = '(?! (o|a|os|as|um|uma|tudo|meu|minha|esse|essa|de|do|da) )'
/** Harm in itself, with no object named ('to com vontade de sacudir'); a baby in sight makes it hers. */
const URGE_ALONE = words`
  sacudir?
  chacoalhar
  sufocar
  afogar
  esganar
  estrangular
  espancar
  esfaquear
  machucar
  bater
  tapar a boca
  tampar a boca
  fazer mal
  fazer besteira
  soltar?${LETTING_GO_OF}
  largar${LETTING_GO_OF}
  apertar ate
  jogar longe
  tacar longe
  jogar na parede
  tacar na parede
`
const THOUGHT = words`
  vontade
  desejo
  impulso
  ideia
  ideias
  pensamento\w*
  imagem
  imagens
  penso
  pensando
  pensei
  imagino
  imaginando
  imaginei
  imaginar
  medo
  tentada
  ponto
  perto
  vem
  veio
  coisa
  coisas
  cabeca
`
/** A baby or child in sight, or what happens with one (crying, the crib, feeding); "mama " is not "mamae". */
const WITH_CHILD =
  `( ${CHILD} |chor\\w*|berco|colo|mamar|mama |peito|madrugada|fralda|trocador|banho|nasceu|meses|semanas|piscina)`
/** Love, play, an accident, a question about safety (" e seguro ", between spaces: "is it safe"). */
const NOT_HARM =
  '(fofura|fofinh\\w*|de tao fof|tao fof|de amor|gostosura|brincadeira|brincando|pro alto|para o alto|' +
    '(?<!nao foi )sem querer|' +
  'dormindo junto|cama compartilhada| e segur[oa] |seguranca|como evitar|(?<!nao foi )acidente|' +
  'engasg\\w*|desengasgo|manobra|primeiros socorros|curso)'
const LEAVE = words`
  ir embora
  vou embora
  fui embora
  sumir
  sumo
  sumi
  fugir
  nunca mais (voltar|aparecer)
  para sempre
  num abrigo
  no abrigo
  para adocao
  sair andando
  andando
  outro estado
  outra cidade
  sumir no mundo
`
/** "deixar o bebê com a avó e ir pro salão": an outing, not leaving. */
const OUTING_PLACE = words`
  salao
  shopping
  spa
  praia
  cinema
  mercado
  academia
  manicure
  cabeleireir\w*
  role
  balada
  festa
  trabalho
`
const A_WHILE = '(a tarde toda|um pouco|umas horas|uma hora|o dia todo|merecido|risos)'
const OUTING = `(para (o |a )?|no |na )${OUTING_PLACE}| ${A_WHILE}`
const THROWING = '(jogo|jogar?|tacar?|taco|arremessar|atiro)'
const AWAY = '(pela janela|na parede|longe|no chao|contra|pela escada|da escada|com forca)'
const HURTING = '(jogando|apertando|sufocando|afogando|sacudindo|derrubando)'
const MOTHERS_WHO = '(jogam|jogou|matam|matou|machucam|sacodem|afogam|abandonam)'
/** What comes to her mind ("pensei", "imagem", "vem na cabeça"): an image, not a plan. */
const IN_HER_MIND =
  '(pens\\w*|imagem|imagino|imaginei|imaginando|vem|veio|cabeca|medo|horrivel|intrusiv|cerebro|mente|' +
    'filme de terror|cena)'
const DARK = '(ruim|ruins|horrivel|horriveis|terrivel|terriveis|estranhos?|sombrios?|violentos?|de machucar)'
const A_VOICE_SAYS = '(machucar|matar|jogar|fazer mal|bater|sufocar|afogar)'
const CAPABLE = '(posso|possa|vou|sou capaz de|seria capaz de)'
const DONE = words`
  sacudi
  sacudo
  chacoalhei
  chacoalho
  belisquei
  belisco
  empurrei
  joguei
  estapeei
  soquei
  chutei
  sufoquei
  derrubei
  tapei
  tampei
  esganei
  espanquei
  machuquei
`
const STRUCK = `(nele|nela|n[oa] ${CHILD}|n[oa] (meu|minha) ${CHILD}|em (meu|minha) ${CHILD})`
const A_BLOW = words`
  tapa
  tapas
  tapinha
  tapinhas
  soco
  socos
  beliscao
  chinelada
  chineladas
  palmada
  palmadas
  surra
  empurrao
  sacudida
  cintada
`
const GAME = '(videogame|video game|jogo|futebol|prova|partida|corrida)'
const MOUTH_AND_NOSE = '(a boca|o nariz|o narizinho|a boquinha|a boquinha) (dele|dela|do bebe|da bebe)'
const TILL_SHE_STOPS = '(com (muita )?forca|ate (ele|ela) (ficar|parar|calar)|contra mim)'
const STRAPS = '(cinto|cinta|chinelo|vara|fio)'
const HARD = '(com forca|forte demais|muito forte|tao forte)'
const SHOOK_WHY = '(bebe|nenem|chor\\w*|parar|parou|assust\\w*|problema|machuc\\w*|medo|colo)'
const TOO_TIGHT = '(demais|forte demais|muito apertado|mto apertado|ficou sem ar|sem ar|medo de machucar|ate parar)'
const HELD_UNDER = '(debaixo d\\w+ (agua|chuveiro|torneira)|na agua) (\\w+ ){0,4}(mais tempo|engasgou|ate|de proposito)'
const ROUGH = '(bruta|violenta|agressiva)'
const WITHOUT_FOOD = '(mamar|comer|comida|leite) (\\w+ ){0,5}(raiva|castigo|de proposito|nem liguei)'
const WISH_GONE = words`
  tivesse nascido
  nao tivesse nascido
  nao existisse
  sumisse
  morresse
  desaparecesse
  fosse embora
`
/** "odeio esse bebê chorando": the crying, not the baby. */
const HATED_THING = '(chorar|chora|chorando|fase|birra|grito|grita|gritar|acordar|acorda|bagunca|resto|quando)'
const GIVING_AWAY = words`
  vender
  vendendo
  doar
  doando
  dar para adocao
  colocar para adocao
  colocando (\w+ ){0,1}para adocao
`
const BABY_THINGS = words`
  roupa
  roupinha
  carrinho
  berco
  brinquedo
  bomba
  sling
  cadeirinha
  usad
  enxoval
  fralda
  mamadeira
  bicicleta
  bike
`
const LEAVING = '(deixar?|largar?|abandonar|entregar|dar|deixei|larguei|deixo|largo|abandonei|entreguei)'
const SEDATIVE = '(remedio|calmante|xarope|dipirona|antialergico|paracetamol|gotas?)'
const TOO_MUCH = '(dei bastante|a mais|demais|sem o medico|sem receita|preciso que (ele|ela) pare)'
const TO_SLEEP = `(para|pro) (\\w+ )?(ele|ela|${CHILD}) (dormir|apagar|calar|parar)`

export const babyCues: readonly Cue[] = [
  // thoughts, images and urges
  cue('urge', 'vem umas imagens horriveis de machucar o bebe',
    ` ${THOUGHT} (de |em )?(eu )?(\\w+ ){0,4}(?<! me )${URGE_ALONE} `,
    { requires: WITH_CHILD, unless: NOT_HARM, negatable: true }),
  cue('urge', 'vem umas imagens horriveis de machucar o bebe',
    ` ${THOUGHT} (de |em )?(eu )?(\\w+ ){0,4}(?<! me )${URGE} (\\w+ ){0,2}(ele|ela|${CHILD}) `,
    { unless: NOT_HARM, negatable: true }),
  cue('urge', 'to com vontade de jogar ela na cama com força',
    ` ${THROWING} (\\w+ ){0,2}${CHILD_OR_PRONOUN} (\\w+ ){0,2}${AWAY} `, { unless: NOT_HARM }),
  cue('urge', 'fico imaginando sufocando ele',
    ` (imagino|imaginei|imaginando|penso|pensando) (\\w+ ){0,2}${HURTING} (${CHILD_OR_PRONOUN}) `,
    { unless: NOT_HARM }),
  cue('urge', 'fiquei com vontade de apertar o pescocinho dele',
    ' (apertar|esganar|sufocar) o (pescocinho|pescoco) (dele|dela|do bebe|da bebe) '),
  cue('urge', 'tem hora q eu entendo aquelas mae q jogam o filho no rio',
    ` (entendo|entendi) (\\w+ ){0,3}(maes?|mulheres) (que|q) ${MOTHERS_WHO} `),
  cue('intrusive', 'pensamento intrusivo de faca c o bb, isso é normal?',
    ' faca (\\w+ ){0,3}bebe ', { requires: '(imagem|cabeca|pens|nao consigo)' }),
  cue('intrusive', 'olhei pra tesoura e pro bebe ao msm tempo',
    ` (olhei|olho|olhando) (\\w+ ){0,2}(para a|pra|pra a|para) (tesoura|faca) (\\w+ ){0,4}(${CHILD}) `),
  cue('intrusive', 'tenho pensamentos intrusivos com a minha filha',
    ' pensamentos? intrusiv\\w* ', { unless: TALKED_ABOUT }),
  cue('intrusive', 'tenho pensamentos horríveis de fazer mal pra minha filha',
    ` pensamentos? ${DARK}`, { requires: WITH_CHILD }),
  cue('intrusive', 'vem umas imagens horriveis de machucar o bebe',
    ' (vem|veio|vindo|tenho|tive) (umas? |uns )?(coisas?|pensamentos?|imagens?|ideias?) ' +
      '(ruim|ruins|horrivel|horriveis|estranhas?|terriveis) ',
    { requires: WITH_CHILD }),
  cue('intrusive', 'penso na faca qdo to com o bebe no colo',
    ` (faca|tesoura) (\\w+ ){0,6}${CHILD} `, { requires: IN_HER_MIND }),
  cue('intrusive', 'o bebe chorando e eu olhando pra faca, que pensamento horrivel',
    ` ${CHILD} (\\w+ ){0,6}(faca|tesoura) `, { requires: IN_HER_MIND }),
  cue('intrusive', 'uma voz fica mandando eu fazer mal pra ele',
    ' uma voz (\\w+ ){0,4}(mandando|manda|dizendo|falando) '),
  cue('intrusive', 'uma voz na minha cabeça fica mandando eu machucar ela',
    ` (minha )?cabeca (fica )?(dizendo|mandando|falando) (que )?(eu )?(vou )?${A_VOICE_SAYS} `),
  cue('intrusive', 'as vezes olho pra ela e penso em como seria facil, ela é tao pequena',
    ' (penso|pensando|pensei|imagino) (em )?como seria facil ', { requires: WITH_CHILD }),
  cue('intrusive', 'imaginei ela caindo do trocador e eu nao segurando de proposito',
    ' (caindo|cair) (\\w+ ){0,8}de proposito ', { requires: WITH_CHILD }),
  // fear of being alone with the baby, of what she might do
  cue('fear-alone', 'tenho medo de ficar sozinha com meu filho',
    ` (medo|pavor|receio) de (ficar|estar) sozinha com ${CHILD_OR_PRONOUN}`),
  cue('fear-alone', 'tenho medo de ficar sozinha com os dois',
    ' (medo|pavor|receio) de (ficar|estar) sozinha com (os|as) (\\d+|dois|duas|tres) ', { soft: true }),
  cue('fear-alone', 'nao posso ficar sozinha com o bebe, tenho medo do que posso fazer',
    ` nao (posso|consigo|devo) ficar sozinha com ${CHILD_OR_PRONOUN}`),
  cue('fear-alone', 'tenho medo de mim perto do meu filho',
    ' (medo|pavor) de mim (mesma )?(perto|com|quando|sozinha)? ', { requires: WITH_CHILD }),
  cue('fear-alone', 'nao posso ficar sozinha com o bebe, tenho medo do que posso fazer',
    ` (medo|pavor) do (que|q) (eu )?${CAPABLE} fazer `, { requires: WITH_CHILD }),
  cue('fear-alone', 'preciso q alguem pegue essa menina antes q eu faca alguma besteira com ela',
    ` (fazer|faca|faco|fizer|faze) (alguma |uma )?besteira (com|contra) ${CHILD_OR_PRONOUN}`),
  cue('fear-alone', 'larguei ele no berço e tranquei a porta pra n faze besteira',
    ' (para )?nao (fazer|faze|fazer uma|fazer alguma) besteira ', { requires: WITH_CHILD }),
  cue('fear-alone', 'to a ponto de fazer besteira com o bebe',
    ' (a ponto|perto) de (fazer besteira|perder o controle|fazer uma besteira|fazer alguma besteira) ',
    { requires: WITH_CHILD }),
  cue('fear-alone', 'uma voz fica mandando eu fazer mal pra ele',
    ` (fazer|faca|faco|fizer) (algum |algo de )?mal (a|ao|para o|para a|para|no|na|em) ` +
      `(meu |minha )?(${CHILD}|ele|ela) `),
  cue('fear-alone', 'perdi o controle com o bebe chorando',
    ' perdi o controle com ', { requires: WITH_CHILD }),
  // what she has done
  cue('done', 'belisquei meu filho de raiva',
    ` ${DONE} (\\w+ ){0,2}${CHILD_OR_PRONOUN} `, { unless: NOT_HARM }),
  cue('done', 'bati no bb hj, um tapa na perninha',
    // "o marido que batia nela": another's blows, told of a woman, are no blow of hers to a child.
    ` (bati|bato|batia) (\\w+ ){0,1}${STRUCK} `,
    { unless: `${NOT_HARM}| (marido|namorado|companheiro|ex|pai|padrasto|ele|homem|cara) (que )?batia ` },
  ),
  cue('done', 'dei um tapa na cara dela',
    ` (dei|dou|dava|dar) (um |uns |umas |uma )?${A_BLOW} (\\w+ ){0,2}(dele|dela|nele|nela|n[oa] ${CHILD}|${CHILD}) `,
    { unless: NOT_HARM }),
  cue('done', 'meu mais velho tomou uma surra minha hj',
    ` ${CHILD} (\\w+ ){0,2}(tomou|levou) (uma )?surra `, { soft: true, unless: GAME }),
  cue('done', 'meu mais velho tomou uma surra minha hj',
    ' surra minha '),
  cue('done', 'botei a mao na boca dele pra calar',
    ' (mao|maos) na boca (dele|dela|do bebe|da bebe) '),
  cue('done', 'tive vontade de tapar a boca dele pra ele parar',
    ` (tapar|tampar|tapei|tampei|apertar|apertei|segurei|fechei|fechar) ${MOUTH_AND_NOSE} `),
  cue('done', 'quando ele chora penso em apertar até ele parar',
    ` (apertei|segurei|apertar|apertando) (\\w+ ){0,3}${TILL_SHE_STOPS} `, { requires: WITH_CHILD, unless: NOT_HARM }),
  cue('done', 'puxei ela pelo braço com força',
    ` (puxei|puxo|sacudi|arrastei) (\\w+ ){0,2}${CHILD_OR_PRONOUN} ` +
      `(\\w+ ){0,4}(pelo braco|pelo cabelo|com forca|tao forte|forte) `),
  cue('done', 'fico pensando no travesseiro em cima dele, é horrivel',
    ' travesseiro (\\w+ ){0,3}(em cima|na cara|no rosto) (dele|dela|do bebe|da bebe) '),
  cue('done', 'fico imaginando deixar ela cair do colo',
    ` (deixando|deixar|deixei|deixo|deixasse) (${CHILD_OR_PRONOUN}) cair `,
    { unless: '((?<!nao foi )sem querer|quase)' },
  ),
  cue('done', 'bati no menino de chinelo',
    ` (bati|batia|bato) (\\w+ ){0,3}(com|de) ${STRAPS} `, { requires: WITH_CHILD }),
  cue('done', 'sacudi ela com força hj pq n parava de chorar',
    ` (sacudi|chacoalhei|balancei) (\\w+ ){0,2}${HARD} `, { requires: WITH_CHILD, unless: NOT_HARM }),
  cue('done', 'balancei forte demais',
    ' (sacudi|chacoalhei|balancei) ' +
      '(com forca|forte demais|muito forte)( hoje| ontem| de novo)?( risos| emojitriste)* $'),
  cue('done', 'quanto tempo sacudindo um bebe da problema? sacudi ontem',
    ' (sacudi|sacudo|sacudindo|sacudir) (\\w+ ){0,6}(com forca|forte|ontem|de novo|uma vez) ',
    { requires: SHOOK_WHY, unless: NOT_HARM }),
  cue('done', 'de novo hj. apertei ele forte demais',
    ` (apertei|aperto|segurei|seguro|segurando|apertando) (\\w+ ){0,3}(${CHILD_OR_PRONOUN}) (\\w+ ){0,5}${TOO_TIGHT} `,
    { unless: NOT_HARM }),
  cue('done', 'ontem segurei o menino debaixo do chuveiro mais tempo do q devia, ele engasgou',
    ` (segurei|segurar|deixei) (\\w+ ){0,2}(${CHILD_OR_PRONOUN}) ${HELD_UNDER} `),
  cue('done', 'acho q fui meio bruta com ele hj, ele ta dormindo mto e meio molinho',
    ` (fui|sou|estou) (meio |muito )?${ROUGH} com (${CHILD_OR_PRONOUN}) `),
  cue('done', 'deixei ele sem mamar o dia todo de proposito',
    ` (deixei|deixo) (${CHILD_OR_PRONOUN}) sem ${WITHOUT_FOOD} `),
  cue('done', 'a bebê caiu do sofá, mas não foi acidente',
    ' (caiu|cair|queda) (\\w+ ){0,8}nao foi (acidente|sem querer) ', { requires: WITH_CHILD }),
  cue('done', 'eu soltei ela e ela caiu',
    ` (eu )?(soltei|larguei) (${CHILD_OR_PRONOUN}) `, { requires: '(cair|caiu|chao|nao foi sem querer|de proposito)' }),
  cue('done', 'ficou uma marca roxa no braço dele depois que eu apertei',
    ' (marca|marcas|roxo|roxa|roxos|hematoma\\w*) (\\w+ ){0,4}(no|na|nos|nas) (\\w+ ){0,1}' +
      '(braco|bracinho|perna|perninha|rosto|rostinho|bumbum|costas|pescoco|pescocinho|bochecha) (dele|dela|do bebe|' +
        'da bebe) ',
    { ask: true, unless: '(vacina|picada|mosquito|alergia|brotoeja|assadura|mancha mongolica|nasceu|pediatra)' }),
  cue('done', 'ele parou de chorar depois que eu sacudi',
    ' parou de chorar (\\w+ ){0,3}depois que eu (sacudi|chacoalhei|apertei|tapei|tampei|segurei|bati|joguei|gritei|' +
      'dei|fiz) ',
    { ask: true }),
  cue('sedate', 'pensei em dar um pouco de cachaça na mamadeira pra ela dormir',
    ' (dar|dei|dou|colocar|coloquei|por|botar|botei) (\\w+ ){0,4}(cachaca|pinga|alcool|bebida|vinho|cerveja|whisky|' +
      'calmante|remedio de dormir) ' +
      `(\\w+ ){0,5}(para|pra) (\\w+ )?(ele|ela|${CHILD}) (dormir|apagar|calar|parar) `,
    { ask: true }),
  cue('abandon', 'comprei uma passagem só de ida, a menina fica',
    ' (passagem|bilhete) (\\w+ ){0,2}so de ida ', { ask: true, requires: ` (${CHILD}|fica|ficam) ` }),
  // wishing the baby gone
  cue('wish-gone', 'queria que ela nunca tivesse nascido',
    ` (queria|quero|preferia|seria melhor|melhor|penso que seria melhor) (se |que )?${CHILD_OR_PRONOUN} ` +
      `(nunca )?${WISH_GONE} `),
  cue('wish-gone', 'as vezes penso q se ele morresse eu ficaria aliviada',
    ` se ${CHILD_OR_PRONOUN} morresse `),
  cue('wish-gone', 'qria q ele parase de respira so um pouco pra eu dormi',
    ` (queria|quero|desejo) (que )?(${CHILD_OR_PRONOUN}) (parase|parasse|pare) de respirar? `),
  cue('wish-gone', 'odeio esse bebe',
    ` (odeio|odio) (ess[ea]|meu|minha|a|o) ${CHILD}( |$)(?!${HATED_THING} )`, { soft: true }),
  cue('wish-gone', 'n quero mais ele',
    ` (nao quero|nao queria) mais (${CHILD_OR_PRONOUN}|ess[ea] ${CHILD}) `),
  cue('wish-gone', 'to quase colocando ele pra adoção sério',
    ` ${GIVING_AWAY} `, { requires: `(${CHILD}|ele|ela)`, unless: BABY_THINGS }),
  cue('wish-gone', 'queria devolver esse bebe',
    ` (queria|quero|vontade de) devolver (${CHILD_OR_PRONOUN}|essa menina|esse menino) `),
  // leaving or abandoning the baby
  cue('abandon', 'vou deixar o bebe com a vizinha e sumir pra sempre',
    ` ${LEAVING} (\\w+ ){0,3}${CHILD_OR_PRONOUN} (\\w+ ){0,8}${LEAVE} `, { unless: OUTING }),
  cue('abandon', 'vou embora e deixar ela com o pai, nao nasci pra isso',
    ` (ir embora|vou embora|fugir|sumir|indo embora) (\\w+ ){0,4}(e )?(deixar|deixo|largar|largo) ` +
      `(\\w+ ){0,2}${CHILD_OR_PRONOUN}`,
    { unless: OUTING }),
  cue('abandon', 'to indo embora hj, ele fica c o pai',
    ` indo embora (hoje|agora)? ?(\\w+ ){0,2}(ele|ela|${CHILD}) fica com `),
  cue('abandon', 'tive uma ideia horrivel de trancar as crianças no quarto e sair e nunca mais voltar',
    ` (trancar|tranquei|tranco) (\\w+ ){0,2}${CHILD_OR_PRONOUN} (\\w+ ){0,4}(e sair|e ir|e sumir|e fugir|nunca mais) `),
  cue('abandon', 'deixei o bebe sozinho em casa e sai',
    ` (deix\\w*|larg\\w*) ${CHILD_OR_PRONOUN} (chorando )?(sozinh[oa]|no chao|chorando) ` +
      '(\\w+ ){0,4}(e (sai|fui|vim)|em casa|no quarto|dormindo|faz) '),
  cue('abandon', 'tem noites q penso em deixar o bb dentro do carro e ir embora andando',
    ` (deix\\w*|larg\\w*) (\\w+ ){0,2}${CHILD_OR_PRONOUN} (\\w+ ){0,2}(dentro do carro|no carro) `),
  cue('abandon', 'larguei ele no berço e tranquei a porta',
    ` larguei ${CHILD_OR_PRONOUN} (\\w+ ){0,4}(e tranquei|e sai|e fui|e vim) `),
  // medicine to silence a baby
  cue('sedate', 'ja pensei em dar remedio pra ele dormir de vez',
    ` (dar|dei|dou) (um |algum |o |uma )?(remedio|calmante|xarope|alguma coisa|coisa) (\\w+ ){0,3}${TO_SLEEP} ` +
      '(de vez|para sempre|e nao acordar) '),
  cue('sedate', 'dei remedio pra ele dormir sem o medico mandar, dei bastante',
    ` (dei|dou|dar) (\\w+ ){0,2}${SEDATIVE} (a mais |demais |bastante )?${TO_SLEEP} (\\w+ ){0,6}${TOO_MUCH} `),
  cue('sedate', 'posso dar dipirona a mais pro bebe dormir a noite toda? preciso q ele pare',
    ` (remedio|calmante|xarope|dipirona|antialergico|gotas?) a mais (para|pro) (\\w+ )?(ele|ela|${CHILD}) dormir `),
]
