import { rx } from './pattern'
import { CHILD } from './words'

/*
 * Everyday words a crisis also uses, blanked before the cues run: "morrendo de rir", "matar a
 * saudade", "corda de pular", "ponte de glúteo", "meu filho me bateu brincando", and what an
 * ellipsis takes back ("quero sumir... pro spa"). The text still holds the "reticencias" token
 * of normalize(…, { keepEllipsis: true }); it is removed after these.
 */

const patterns = [
  // dying of laughter, of tiredness, of shame
  ' (mor\\w*|quase morri|estou morta) (de|do) (rir|risada|cansaco|cansada|sono|fome|sede|saudade|saudades|vergonha|calor|frio|tedio|inveja|preguica|vontade|amor|curiosidade|ciume|ciumes|raiva|dor|trabalhar|trabalho|estudar|chorar|felicidade|alegria|orgulho|pena|fofura|ansiedade|estresse|cosquinha|susto|emocao)',
  ' (morri|morro|morrendo|morrer) (com|de) (esse video|o video|esse meme|essa piada|essa cena|esse filme)',
  ' (morri|morro|morreu) (de rir|de vergonha|de susto|risos)',
  ' morrer? (abracad\\w*|comendo|feliz|de tanto comer|de tanto rir)',
  ' risos morri ',
  ' (morta|morto) viva ',
  ' se eu (\\w+ ){1,5}mais (um|uma) (\\w+ ){0,4}eu (morro|me jogo|me mato|surto|enlouqueco)',
  ' eu morro risos',
  // killing time, hunger, longing
  ' mat\\w* (a |minha |as |essa |esta |de |o |essa |aquela )?(saudade|saudades|fome|sede|curiosidade|vontade|larica|barriga|barriguinha|gordura|pochete|celulite|flacidez)',
  ' mat\\w* (essa |esta |a |o |esse |este |um |uma )?(receita|aula|tempo|questao|prova|charada|trabalho|serie|jogo|partida|conta|leao|tarefa|louca|roupa|pilha|lista|hora|bolo|pudim|pizza|torta|lasanha|panela|marmita|aula)',
  ' (me|se|te) mat\\w* (de|do|na|no) (trabalhar|trabalho|estudar|rir|risada|susto|vergonha|orgulho|coracao|raiva|limpar|faxina\\w*|cozinhar|correr|cansaco|fazer|tanto|academia|treino|cozinha)',
  ' (esta|ta|vai|estao|tao|anda|andam|me) (me )?matando (de|com) (fofura|saudade|rir|risada|orgulho|amor|vergonha)',
  ' me mata (um pouquinho|aos poucos|de (rir|fofura|orgulho|saudade|vergonha|susto|preocupacao|raiva))',
  ' de matar ',
  ` (dieta|calor|frio|trabalho|rotina|novela|semana|dor|costas|yoga|treino|sol|colica|coluna|lombar|pescoco|calca|legging|roupa) (\\w+ ){0,3}(esta|ta|vai|tao|estao|anda)? ?me (matando|esganando|sufocando|apertando)`,
  ' mat\\w* (a |o |uma |um |as |os |essa |esse )?(barata|baratas|mosquito|mosquitos|formiga|formigas|aranha|pernilongo|pernilongos|mosca|moscas|piolho|piolhos|bicho|bichos|rato)',
  ' ou eu mato ela ou ela me mata ',
  // throwing herself on the sofa, into the party; drowning in work
  ' me (jog\\w*|atir\\w*) (na|no|nos|nas|em|do|da) (cama|sofa|colchao|rede|piscina|festa|balada|pista|forro|carnaval|role|comida|doce|brigadeiro|trabalho|projeto|estudos|academia|agua da piscina|festa junina|mar de bolinhas)',
  ' (afog\\w*|afogando) (em|no|na|nas|nos|de) (trabalho|roupa|louca|tarefa|tarefas|magoa|magoas|divida|dividas|boleto|boletos|problemas|relatorio|relatorios|fralda|fraldas|emails|papel|roupas)',
  ' afogar as magoas ',
  ' (me )?afog\\w* (em|no|na|nos|nas) (?!(agua|mar|rio|piscina|banheira|lago|represa|banho) )\\w+',
  ' engol\\w* (um monte de )?sapo',
  // disappearing from a group, to the spa
  ' (sumir|sumi|sumo|desaparecer|desaparecida|desaparecido) (do|da|de|dos|das|para o|para a|no|na|com) (grupo|insta|instagram|redes|rede social|face|facebook|whatsap|salao|praia|spa|shopping|esse cabelo|essa barriga|essa dieta|essa pochete|casa um pouco|faculdade)',
  ' (sumir|desaparecer|fugir) (para|pra) (a |o )?(praia|spa|salao|shopping|casa da minha mae|roca|interior|bahia|fazenda|sitio)',
  // sleeping till Monday
  ' (nao acordar|acordar) (ate|so) (segunda|amanha|meio dia|o meio dia|\\d+|as|de tarde|o almoco)',
  ' hibern\\w* ',
  // ending a belly, a diet, the fridge
  ' (acabar|acabei|acaba) com (essa |esta |a |minha |o |meu |tudo que tinha |tudo que tem |tudo da )?(barriga|barriguinha|gordura|celulite|preguica|bagunca|dieta|saudade|fome|pochete|geladeira|dispensa|estoque|bolo|chocolate|pizza|ansiedade do dia)',
  ' acabei com tudo ',
  ' minha vida acabou risos',
  // a rope to skip, a glute bridge, a knife for the pumpkin
  ' corda (de pular|toda|bamba)',
  ' (pular|pulo|pulando) corda ',
  ' com a corda toda ',
  ' ponte (de|para|pra) (gluteo|gluteos|lombar|quadril)',
  ' (faca|facas) (cega|boa|de cozinha|de pao|afiada|para cortar|nova) ',
  ' (enfiar|enfio|passar) a faca (n|em)\\w* (abobora|carne|bolo|pao|melancia|queijo)',
  ' cort\\w* (a |o |as |os |uma |um )?(cebola|cebolas|abobora|tomate|legumes|frango|carne|franja|cabelo|cabelos|unha|unhas|papel|carboidrato|carboidratos|acucar|doce|doces|gluten|gastos|lactose|frituras|fritura|pao)',
  ' (me |se )?cort\\w* (com|no|na|c) (papel|folha|lata|cortador|ralador)',
  ' me cortaram ',
  ' (gilete|lamina|laminas) (para|de) (depilar|depilacao|barbear|raspar)',
  // everyday bumps and burns
  ' bati (o |a |meu |minha )?(dedinho|dedo|pe|joelho|canela|carro|cotovelo|quadril|testa na porta|cabeca na porta do armario|cabeca no armario)',
  ' (me queimei|queimei|queimando) (\\w+ ){0,2}(no forno|no fogao|na panela|com oleo|no ferro|a mao no|o dedo|o arroz|o feijao|o bolo|a comida)',
  ' me castig\\w* (na|no) (academia|treino|dieta|esteira)',
  ' (perna|pernas|gluteo|coxa|musculo|musculos) (\\w+ ){0,1}queimando',
  ' (vou )?arran(c|q)\\w* os cabelos',
  ' arran(c|q)\\w* (todas )?(as |os )?(ervas|mato|matinho|erva daninha|ervas daninhas)',
  ' (toda|todo) arranhad[oa] ',
  ' (sacudi|sacudir|sacudo) (o |a )?(tapete|toalha|lencol|roupa|garrafa|mamadeira|chocalho|edredom)',
  ' jog\\w* (\\w+ ){0,3}(para o alto|pro alto)',
  ' me enforquei (com|no|c) (o )?(cordao|cracha|colar|cachecol|fio)',
  // someone will "kill" her when they see the bill
  ' (me matava|vai me matar|me mata) (se|quando) (\\w+ ){0,3}(chegasse tarde|ver|souber|descobrir|vir) (\\w+ ){0,8}risos',
  // a child at play, a baby's own doing ("meu filho me bateu brincando", "o bebê me chuta")
  ` (?<!(?:pai|avo|tio|padrasto|sogro|irmao) d[oa]s? (?:meus? |minhas? |nossos? |nossas? )?)${CHILD} (de \\d+ anos |de \\d+ meses )?(\\w+ ){0,3}me (bate|bateu|batia|batendo|chuta|chutou|chutando|soca|socou|empurra|empurrou|morde|mordeu|belisca|beliscou|arranha|arranhou|puxa|puxou|deu um soco|deu um chute|deu um tapa|deu uns tapas|deu uma mordida|machuca|machucou|prendeu|trancou)`,
  ' (o |a |meu |minha )?(bebe|bebezinho|nenem) (\\w+ ){0,3}me (bate|bateu|chuta|chutou|soca|socou|deu um soco|deu um chute|deu um tapa|morde|mordeu)',
  // a feeling that comes ("às vezes me bate uma tristeza")
  ' me (bate|bateu|batia|batendo|da|deu) (uma |um |aquela |aquele |a |o |muita |muito |de novo )?(tristeza|culpa|saudade|cansaco|sono|desanimo|angustia|ansiedade|fome|preguica|solidao|bad|desespero|nostalgia|choro|raiva|inseguranca|larica)',
  // a kitchen fear, not self-harm
  ' (medo de|cuidado para nao|(?<!(anos?|meses|dias|semanas) )sem) me (cortar|machucar|queimar|ferir) ',
  // a joke, a game, a book title, an internet plan
  ' (ultima mensagem|se eu nao aparecer mais) (\\w+ ){0,14}(volto|voltar|amanha|ferias)',
  ' (cuida|cuide) (\\w+ ){0,3}por mim (\\d+|um pouco|rapidinho|enquanto|so|hoje|um minuto|uns minutos|minutos)',
  ' deixei (tudo|td) (organizado|organizadinho|arrumado|pronto|certo|ajeitado) (para (a |o )?(semana|amanha|segunda|terca|quarta|quinta|sexta|sabado|domingo|viagem|festa|escola|creche|mudanca|aniversario|dia|manha|noite|jantar|almoco)|(\\w+ ){0,2}(marmita\\w*|uniforme|mochila|roupa|lanche))',
  ' nao tenho (mais )?saida (ou|senao) ',
  ' dose letal de (chocolate|cafe|acucar|doce|brigadeiro|fofura|paciencia|amor|\\w+ para mae)',
  ' ja (tentei|fiz) (\\d+|uma|duas|tres|varias) vez\\w* (essa|esse|a|o|fazer|de fazer) ',
  // an ellipsis that takes it back: "quero acabar com tudo... que tem de açúcar"
  ' (sumir|desaparecer|acabar com tudo|desistir de tudo|parar de existir|largar tudo|morrer|me matar|ir embora|me jogar) reticencias (?!(so que nao|ou nao|ou sim|serio|de verdade|para sempre|de vez|mesmo) )',
]

/** The idioms, in the normal form (global: every occurrence is blanked). */
export const everydayIdioms: readonly RegExp[] = patterns.map((source) => new RegExp(rx(source).source, 'g'))

/** The text with the everyday idioms blanked, and the ellipsis marks gone. */
export function withoutIdioms(text: string): string {
  let result = text
  // Twice: a blanked idiom can reveal another ("morta de cansaço, matando a saudade").
  for (let pass = 0; pass < 2; pass++) {
    for (const idiom of everydayIdioms) result = result.replace(idiom, ' ')
  }
  return result.replace(/ reticencias /g, ' ').replace(/ +/g, ' ')
}
