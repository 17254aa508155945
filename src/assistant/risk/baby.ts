import { cue, type Cue } from './pattern'
import { CHILD, CHILD_OR_PRONOUN } from './words'

/*
 * Harm to the baby or a child from her: intrusive thoughts and images, urges to shake, throw,
 * smother or silence, fear of being alone with the baby, what she has already done, wishing the
 * baby gone, leaving or abandoning the baby. She is the one who acts (a partner who hits a child is
 * violence.ts).
 */

const URGE =
  '(sacudir?|chacoalhar|jogar?|tacar?|arremessar|atirar|apertar|sufocar|afogar|bater|machucar|ferir|matar|tapar|tampar|soltar?|largar|derrubar|deixar (ele |ela )?cair|deixando (ele |ela )?cair|esganar|enforcar|espancar|beliscar|empurrar|esfaquear|estrangular|fazer mal|fazer besteira|fazer algo|cortar|queimar|chutar|socar|calar|silenciar|sumir com|dar um tapa|dar uns tapas)'
/** Harm in itself, with no object named ('to com vontade de sacudir'); a baby in sight makes it hers. */
const URGE_ALONE =
  '(sacudir?|chacoalhar|sufocar|afogar|esganar|estrangular|espancar|esfaquear|machucar|bater|tapar a boca|tampar a boca|fazer mal|fazer besteira|soltar?(?! (o|a|os|as|um|uma|tudo|meu|minha|esse|essa|de|do|da) )|largar(?! (o|a|os|as|um|uma|tudo|meu|minha|esse|essa|de|do|da) )|apertar ate|jogar longe|tacar longe|jogar na parede|tacar na parede)'
const THOUGHT =
  '(vontade|desejo|impulso|ideia|ideias|pensamento\\w*|imagem|imagens|penso|pensando|pensei|imagino|imaginando|imaginei|imaginar|medo|tentada|ponto|perto|vem|veio|coisa|coisas|cabeca)'
/** A baby or child in sight, or what happens with one (crying, the crib, feeding). */
const WITH_CHILD = `( ${CHILD} |chor\\w*|berco|colo|mamar|mama |peito|madrugada|fralda|trocador|banho|nasceu|meses|semanas|piscina)`
const NOT_HARM = '(fofura|fofinh\\w*|de tao fof|tao fof|de amor|gostosura|brincadeira|brincando|pro alto|para o alto|sem querer|dormindo junto|cama compartilhada| e segur[oa] |seguranca|como evitar|acidente)'
const LEAVE = '(ir embora|vou embora|fui embora|sumir|sumo|sumi|fugir|nunca mais (voltar|aparecer)|para sempre|num abrigo|no abrigo|para adocao|sair andando|andando|outro estado|outra cidade|sumir no mundo)'
const OUTING = '(para (o |a )?|no |na )(salao|shopping|spa|praia|cinema|mercado|academia|manicure|cabeleireir\\w*|role|balada|festa|trabalho)| (a tarde toda|um pouco|umas horas|uma hora|o dia todo|merecido|risos)'

export const babyCues: readonly Cue[] = [
  // thoughts, images and urges
  cue('urge', ` ${THOUGHT} (de |em )?(eu )?(\\w+ ){0,4}(?<! me )${URGE_ALONE} `, { requires: WITH_CHILD, unless: NOT_HARM, negatable: true }),
  cue('urge', ` ${THOUGHT} (de |em )?(eu )?(\\w+ ){0,4}(?<! me )${URGE} (\\w+ ){0,2}(ele|ela|${CHILD}) `, { unless: NOT_HARM, negatable: true }),
  cue('urge', ` (jogo|jogar?|tacar?|taco|arremessar|atiro) (\\w+ ){0,2}${CHILD_OR_PRONOUN} (\\w+ ){0,2}(pela janela|na parede|longe|no chao|contra|pela escada|da escada|com forca) `, { unless: NOT_HARM }),
  cue('urge', ` (imagino|imaginei|imaginando|penso|pensando) (\\w+ ){0,2}(jogando|apertando|sufocando|afogando|sacudindo|derrubando) (${CHILD_OR_PRONOUN}) `, { unless: NOT_HARM }),
  cue('urge', ` (apertar|esganar|sufocar) o (pescocinho|pescoco) (dele|dela|do bebe|da bebe) `),
  cue('urge', ` (entendo|entendi) (\\w+ ){0,3}(maes?|mulheres) (que|q) (jogam|jogou|matam|matou|machucam|sacodem|afogam|abandonam) `),
  cue('intrusive', ` faca (\\w+ ){0,3}bebe `, { requires: '(imagem|cabeca|pens|nao consigo)' }),
  cue('intrusive', ` (olhei|olho|olhando) (\\w+ ){0,2}(para a|pra|pra a|para) (tesoura|faca) (\\w+ ){0,4}(${CHILD}) `),
  cue('intrusive', ' pensamentos? intrusiv\\w* '),
  cue('intrusive', ` pensamentos? (ruim|ruins|horrivel|horriveis|terrivel|terriveis|estranhos?|sombrios?|violentos?|de machucar)`, { requires: WITH_CHILD }),
  cue('intrusive', ' (vem|veio|vindo|tenho|tive) (umas? |uns )?(coisas?|pensamentos?|imagens?|ideias?) (ruim|ruins|horrivel|horriveis|estranhas?|terriveis) ', { requires: WITH_CHILD }),
  cue('intrusive', ` (faca|tesoura) (\\w+ ){0,6}${CHILD} `, { requires: '(pens\\w*|imagem|imagino|imaginei|imaginando|vem|veio|cabeca|medo|horrivel|intrusiv)' }),
  cue('intrusive', ` ${CHILD} (\\w+ ){0,6}(faca|tesoura) `, { requires: '(pens\\w*|imagem|imagino|imaginei|imaginando|vem|veio|cabeca|medo|horrivel|intrusiv)' }),
  cue('intrusive', ' uma voz (\\w+ ){0,4}(mandando|manda|dizendo|falando) '),
  cue('intrusive', ' (minha )?cabeca (fica )?(dizendo|mandando|falando) (que )?(eu )?(vou )?(machucar|matar|jogar|fazer mal|bater|sufocar|afogar) '),
  cue('intrusive', ` (penso|pensando|pensei|imagino) (em )?como seria facil `, { requires: WITH_CHILD }),
  cue('intrusive', ` (caindo|cair) (\\w+ ){0,8}de proposito `, { requires: WITH_CHILD }),
  // fear of being alone with the baby, of what she might do
  cue('fear-alone', ` (medo|pavor|receio) de (ficar|estar) sozinha com ${CHILD_OR_PRONOUN}`),
  cue('fear-alone', ` (medo|pavor|receio) de (ficar|estar) sozinha com (os|as) (\\d+|dois|duas|tres) `, { soft: true }),
  cue('fear-alone', ` nao (posso|consigo|devo) ficar sozinha com ${CHILD_OR_PRONOUN}`),
  cue('fear-alone', ' (medo|pavor) de mim (mesma )?(perto|com|quando|sozinha)? ', { requires: WITH_CHILD }),
  cue('fear-alone', ' (medo|pavor) do (que|q) (eu )?(posso|possa|vou|sou capaz de|seria capaz de) fazer ', { requires: WITH_CHILD }),
  cue('fear-alone', ` (fazer|faca|faco|fizer|faze) (alguma |uma )?besteira (com|contra) ${CHILD_OR_PRONOUN}`),
  cue('fear-alone', ' (para )?nao (fazer|faze|fazer uma|fazer alguma) besteira ', { requires: WITH_CHILD }),
  cue('fear-alone', ' (a ponto|perto) de (fazer besteira|perder o controle|fazer uma besteira|fazer alguma besteira) ', { requires: WITH_CHILD }),
  cue('fear-alone', ` (fazer|faca|faco|fizer) (algum |algo de )?mal (a|ao|para o|para a|para|no|na|em) (meu |minha )?(${CHILD}|ele|ela) `),
  cue('fear-alone', ' perdi o controle com ', { requires: WITH_CHILD }),
  // what she has done
  cue('done', ` (sacudi|sacudo|chacoalhei|chacoalho|belisquei|belisco|empurrei|joguei|estapeei|soquei|chutei|sufoquei|derrubei|tapei|tampei|esganei|espanquei|machuquei) (\\w+ ){0,2}${CHILD_OR_PRONOUN} `, { unless: NOT_HARM }),
  cue('done', ` (bati|bato|batia) (\\w+ ){0,1}(nele|nela|n[oa] ${CHILD}|n[oa] (meu|minha) ${CHILD}|em (meu|minha) ${CHILD}) `, { unless: NOT_HARM }),
  cue('done', ` (dei|dou|dava|dar) (um |uns |umas |uma )?(tapa|tapas|tapinha|tapinhas|soco|socos|beliscao|chinelada|chineladas|palmada|palmadas|surra|empurrao|sacudida|cintada) (\\w+ ){0,2}(dele|dela|nele|nela|n[oa] ${CHILD}|${CHILD}) `, { unless: NOT_HARM }),
  cue('done', ` ${CHILD} (\\w+ ){0,2}(tomou|levou) (uma )?surra `, { soft: true, unless: '(videogame|video game|jogo|futebol|prova|partida|corrida)' }),
  cue('done', ' surra minha '),
  cue('done', ' (mao|maos) na boca (dele|dela|do bebe|da bebe) '),
  cue('done', ' (tapar|tampar|tapei|tampei|apertar|apertei|segurei|fechei|fechar) (a boca|o nariz|o narizinho|a boquinha|a boquinha) (dele|dela|do bebe|da bebe) '),
  cue('done', ' (apertei|segurei|apertar|apertando) (\\w+ ){0,3}(com (muita )?forca|ate (ele|ela) (ficar|parar|calar)|contra mim) ', { requires: WITH_CHILD, unless: NOT_HARM }),
  cue('done', ` (puxei|puxo|sacudi|arrastei) (\\w+ ){0,2}${CHILD_OR_PRONOUN} (\\w+ ){0,4}(pelo braco|pelo cabelo|com forca|tao forte|forte) `),
  cue('done', ' travesseiro (\\w+ ){0,3}(em cima|na cara|no rosto) (dele|dela|do bebe|da bebe) '),
  cue('done', ` (deixando|deixar|deixei|deixo|deixasse) (${CHILD_OR_PRONOUN}) cair `, { unless: '(sem querer|quase)' }),
  cue('done', ` (bati|batia|bato) (\\w+ ){0,3}(com|de) (cinto|cinta|chinelo|vara|fio) `, { requires: WITH_CHILD }),
  cue('done', ' (sacudi|chacoalhei|balancei) (\\w+ ){0,2}(com forca|forte demais|muito forte|tao forte) ', { requires: WITH_CHILD, unless: NOT_HARM }),
  cue('done', ' (sacudi|chacoalhei|balancei) (com forca|forte demais|muito forte)( hoje| ontem| de novo)?( risos| emojitriste)* $'),
  cue('done', ' (sacudi|sacudo|sacudindo|sacudir) (\\w+ ){0,6}(com forca|forte|ontem|de novo|uma vez) ', { requires: '(bebe|nenem|chor\\w*|parar|parou|assust\\w*|problema|machuc\\w*|medo|colo)', unless: NOT_HARM }),
  cue('done', ` (apertei|aperto|segurei|seguro|segurando|apertando) (\\w+ ){0,3}(${CHILD_OR_PRONOUN}) (\\w+ ){0,5}(demais|forte demais|muito apertado|mto apertado|ficou sem ar|sem ar|medo de machucar|ate parar) `, { unless: NOT_HARM }),
  cue('done', ` (segurei|segurar|deixei) (\\w+ ){0,2}(${CHILD_OR_PRONOUN}) (debaixo d\\w+ (agua|chuveiro|torneira)|na agua) (\\w+ ){0,4}(mais tempo|engasgou|ate|de proposito) `),
  cue('done', ` (fui|sou|estou) (meio |muito )?(bruta|violenta|agressiva) com (${CHILD_OR_PRONOUN}) `),
  cue('done', ` (deixei|deixo) (${CHILD_OR_PRONOUN}) sem (mamar|comer|comida|leite) (\\w+ ){0,5}(raiva|castigo|de proposito|nem liguei) `),
  // wishing the baby gone
  cue('wish-gone', ` (queria|quero|preferia|seria melhor|melhor|penso que seria melhor) (se |que )?${CHILD_OR_PRONOUN} (nunca )?(tivesse nascido|nao tivesse nascido|nao existisse|sumisse|morresse|desaparecesse|fosse embora) `),
  cue('wish-gone', ` se ${CHILD_OR_PRONOUN} morresse `),
  cue('wish-gone', ` (queria|quero|desejo) (que )?(${CHILD_OR_PRONOUN}) (parase|parasse|pare) de respirar? `),
  cue('wish-gone', ` (odeio|odio) (ess[ea]|meu|minha|a|o) ${CHILD}( |$)(?!(chorar|chora|chorando|fase|birra|grito|grita|gritar|acordar|acorda|bagunca|resto|quando) )`, { soft: true }),
  cue('wish-gone', ` (nao quero|nao queria) mais (${CHILD_OR_PRONOUN}|ess[ea] ${CHILD}) `),
  cue('wish-gone', ` (vender|vendendo|doar|doando|dar para adocao|colocar para adocao|colocando (\\w+ ){0,1}para adocao) `, { requires: `(${CHILD}|ele|ela)`, unless: '(roupa|roupinha|carrinho|berco|brinquedo|bomba|sling|cadeirinha|usad|enxoval|fralda|mamadeira|bicicleta|bike)' }),
  cue('wish-gone', ` (queria|quero|vontade de) devolver (${CHILD_OR_PRONOUN}|essa menina|esse menino) `),
  // leaving or abandoning the baby
  cue('abandon', ` (deixar?|largar?|abandonar|entregar|dar|deixei|larguei|deixo|largo|abandonei|entreguei) (\\w+ ){0,3}${CHILD_OR_PRONOUN} (\\w+ ){0,8}${LEAVE} `, { unless: OUTING }),
  cue('abandon', ` (ir embora|vou embora|fugir|sumir|indo embora) (\\w+ ){0,4}(e )?(deixar|deixo|largar|largo) (\\w+ ){0,2}${CHILD_OR_PRONOUN}`, { unless: OUTING }),
  cue('abandon', ` indo embora (hoje|agora)? ?(\\w+ ){0,2}(ele|ela|${CHILD}) fica com `),
  cue('abandon', ` (trancar|tranquei|tranco) (\\w+ ){0,2}${CHILD_OR_PRONOUN} (\\w+ ){0,4}(e sair|e ir|e sumir|e fugir|nunca mais) `),
  cue('abandon', ` (deix\\w*|larg\\w*) ${CHILD_OR_PRONOUN} (chorando )?(sozinh[oa]|no chao|chorando) (\\w+ ){0,4}(e (sai|fui|vim)|em casa|no quarto|dormindo|faz) `),
  cue('abandon', ` (deix\\w*|larg\\w*) (\\w+ ){0,2}${CHILD_OR_PRONOUN} (\\w+ ){0,2}(dentro do carro|no carro) `),
  cue('abandon', ` larguei ${CHILD_OR_PRONOUN} (\\w+ ){0,4}(e tranquei|e sai|e fui|e vim) `),
  // medicine to silence a baby
  cue('sedate', ` (dar|dei|dou) (um |algum |o |uma )?(remedio|calmante|xarope|alguma coisa|coisa) (\\w+ ){0,3}(para|pro) (\\w+ )?(ele|ela|${CHILD}) (dormir|apagar|calar|parar) (de vez|para sempre|e nao acordar) `),
  cue('sedate', ` (dei|dou|dar) (\\w+ ){0,2}(remedio|calmante|xarope|dipirona|antialergico|paracetamol|gotas?) (a mais |demais |bastante )?(para|pro) (\\w+ )?(ele|ela|${CHILD}) (dormir|apagar|calar|parar) (\\w+ ){0,6}(dei bastante|a mais|demais|sem o medico|sem receita|preciso que (ele|ela) pare) `),
  cue('sedate', ` (remedio|calmante|xarope|dipirona|antialergico|gotas?) a mais (para|pro) (\\w+ )?(ele|ela|${CHILD}) dormir `),
]
