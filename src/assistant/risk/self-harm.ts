import { cue, type Cue } from './pattern'
import { ON_PURPOSE } from './words'

/*
 * Self-harm: hurting herself on purpose, of every kind (cutting, burning, hitting, biting,
 * pinching, scratching, pulling hair, starving or not sleeping to punish herself), its objects and
 * hiding places, and relapse. The reflexive first person says who acts: "me corto", "me belisco".
 */

const BODY = '(pulsos?|bracos?|coxas?|barriga|pernas?|pele|maos?|pescoco|rosto|cara|peito|costas|ombros?|dedos?)'
/** The same, said with its final r dropped ('quero me arranha'): only after a wish, where the person is clear. */
const SELF_VERB_SPOKEN =
  '(bater?|socar?|beliscar?|morder?|arranhar?|machucar?|ferir?|queimar?|cortar?|punir?|castigar?|furar?)'
const SELF_VERB =
  '(batendo|bater|socando|socar|estapeando|beliscando|beliscar|mordendo|morder|arranhando|arranhar|machucando|machucado|machucar|ferindo|ferido|ferir|queimando|queimado|queimar|cortando|cortado|cortar|punindo|punir|castigando|castigar|furando|furar)'

export const selfHarmCues: readonly Cue[] = [
  // cutting
  cue('cutting', ' (eu )?me (corto|cortei|cortando|cortava|cortar|cortado|corte) ', { negatable: true }),
  cue('cutting', ' (cortes?|corto|cortei|cortando|cortar|marcas|cicatrizes) (\\w+ ){0,2}(no |na |nos |nas |o |os |a |as |meu |minha |meus |minhas )(pulsos?|bracos?|coxas?|barriga|pernas?|pele|pescoco) '),
  cue('cutting', ' (esconder?|escondo|escondendo|disfarcar|disfarco|tapar|tapo) (\\w+ ){0,2}(as |os |o |a |meus |minhas )?(marcas?|cortes?|cicatrizes|feridas|machucados) '),
  cue('cutting', ' (cortar|corte|me cortar) (\\w+ ){0,3}sem (aparecer|ninguem ver|marcar) '),
  cue('cutting', ' (lugar|parte) do corpo (\\w+ ){0,4}(cortar|corte) '),
  cue('cutting', ' (lamina|laminas|gilete|estilete|navalha|caco de vidro|cacos de vidro) ', { unless: '(abrir|caixas?|papelao|embalagem|artesanato|depil\\w*|barbear|raspar)' }),
  cue('cutting', ` (tesoura|faca|agulha|alfinete|prego|caco) (\\w+ ){0,5}(me cortar|me ferir|na pele|no braco|na coxa|de proposito|querendo me|me machucar) `),
  cue('cutting', ' (fiz|faco|fazendo) (de novo )?(aquilo )?com (a|o) (agulha|tesoura|faca|lamina|gilete|estilete|alfinete) '),
  cue('cutting', ' mais fundo (dessa|desta) vez '),
  cue('cutting', ` (risquei|risco|riscando|riscado|riscada|arranhei|marquei) (\\w+ ){0,3}(meu |minha |o |a |no |na )?(${BODY}|braco todo|bracos todos) (\\w+ ){0,3}(com|de) (a |uma |o |um )?(chave|faca|lamina|gilete|tesoura|caneta|agulha|unha|estilete|caco|prego) `),
  cue('cutting', ` (fiz|faco|fazendo) (\\w+ ){0,1}(uns|umas|uns riscos?|umas marquinhas|marquinhas|riscos?|marcas) (\\w+ ){0,3}(no|na|nos|nas) ${BODY} `),
  cue('cutting', ' (fiz|faco) (umas )?marquinhas (de novo|outra vez) '),
  cue('cutting', ' (cortei|me cortei)( de novo| hoje| ontem)?( risos| emojitriste)* $'),
  cue('cutting', ' (anos?|meses|dias|semanas) sem me (cortar|machucar|ferir|queimar) '),
  cue('cutting', ' (gilete|lamina|estilete) (\\w+ ){0,4}nao (e|era) (para|pra) (depilar|barbear|raspar|artesanato) '),
  cue('cutting', ' (cicatriz|cicatrizes|marcas) (\\w+ ){0,6}(nao pode ver|ninguem ver|esconder|sumir rapido) (\\w+ ){0,4}(braco|bracos|pulso|pulsos|coxa|coxas) '),
  cue('cutting', ` (enfiei|enfio|espeto|espetei|furo|furei) (a |uma |o )?(agulha|alfinete|prego|tesoura|faca) (\\w+ ){0,3}(no|na|nos|nas) (meu |minha )?${BODY} `),
  cue('cutting', ` (cortei|queimei|machuquei|bati|furei|ferimento|ferida|sangrando|sangue|corte) (\\w+ ){0,8}${ON_PURPOSE} `, { raw: true }),
  // burning
  cue('burning', ` (cigarro|isqueiro|brasa|vela) (\\w+ ){0,5}(no meu |na minha |no |na |nos |nas )${BODY} `),
  cue('burning', ' (apag\\w*|encost\\w*) (o |um )?cigarro '),
  cue('burning', ` (queim\\w*|arder|pelando|fervendo|vermelha) (\\w+ ){0,10}${ON_PURPOSE} `),
  cue('burning', ` ${ON_PURPOSE} (\\w+ ){0,6}(queim\\w*|isqueiro|panela quente|colher quente|ferro) `),
  cue('burning', ' (gelo|agua quente|agua fervendo|ferro|chapinha) (\\w+ ){0,4}(ate queimar|ate arder|ate doer|ate ficar vermelha) '),
  cue('burning', ' me queimo (com|quando|toda vez|de novo|sempre) '),
  cue('burning', ' (queimei|me queimei|queimo|me queimo) com (o |a |um |uma )?(cigarro|isqueiro|vela|brasa|colher quente|ferro quente) '),
  cue('burning', ` (esquento|esquentei|aqueco|aqueci) (a |o |uma |um )?(colher|faca|ferro|garfo|moeda|isqueiro) (\\w+ ){0,5}(encosto|encostei|ponho|coloquei|passo|passei) (\\w+ ){0,3}${BODY} `),
  cue('burning', ' (queimei|queimo) (\\w+ ){0,5}sem ser sem querer '),
  cue('burning', ' (segurei|segurar|seguro|ponho|coloquei|enfiei) a mao (na|no|em) (panela|fogo|chama|forno|ferro|agua) '),
  // hitting, biting, pinching, scratching herself
  cue('hitting', ` (estou|fico|ando|tenho|comecei a|voltei a|eu|vivo|tipo|sempre) me ${SELF_VERB} `, { unless: '(para|pra) ver se (e|eh) verdade|sonhando' }),
  cue('hitting', ` me ${SELF_VERB} (quando|toda vez|sempre|de novo|escondida|de proposito|ate) `, { unless: '(para|pra) ver se (e|eh) verdade|sonhando' }),
  cue('hitting', ' (fazendo|faco|fiz) (umas |uma |algumas )?coisas? (comigo|com meu corpo|com o meu corpo) (que nao (devia|deveria)|ruim|ruins) '),
  cue('hitting', ' me (bato|soco|estapeio|belisco|mordo|arranho|machuco|firo|puno|castigo|furo) ', { negatable: true }),
  cue('hitting', ` (quero|queria|vontade de|penso em|pensando em|pensei em|preciso|necessidade de|desejo de|coragem de|medo de nao conseguir parar de) (\\w+ ){0,1}me (${SELF_VERB}|${SELF_VERB_SPOKEN}) `, { negatable: true }),
  cue('hitting', ' (bato|batendo|bater|batia) (a |minha )?cabeca (\\w+ ){0,2}(na parede|no volante|no chao|na porta|contra|no espelho|na mesa|ate) '),
  cue('hitting', ' bati (a |minha )?cabeca (na|contra a) parede '),
  cue('hitting', ' (bati|bato) (a |minha )?(propria )?cabeca( de novo)?( risos| emojitriste)* $'),
  cue('hitting', ' bati (a |minha )?cabeca (\\w+ ){0,5}(ate doer|de raiva|ate sangrar|de proposito|porque nao consegui|porque eu nao consegui) '),
  cue('hitting', ' (dou|dei|dando|meto|meti) (um |uns )?(soco|socos|tapa|tapas|murro|murros) (na|no|em) (minha |meu |mim )?(propria |proprio )?(cara|barriga|perna|rosto|cabeca|mim) '),
  cue('hitting', ' (tapa|tapas|socos?) na minha (propria )?(cara|barriga|cabeca) '),
  cue('hitting', ` soquei (a|na) parede (\\w+ ){0,6}(proposito|sentir dor|ate|de raiva) `),
  cue('biting', ` (mordo|mordi|mordendo|morder) (\\w+ ){0,1}(meu|minha|o meu|a minha) (braco|mao|labio|dedo|pulso|bochecha por dentro) `),
  cue('scratching', ` (coco|cocar|cocando|arranho|arranhar|arranhando|esfrego|esfregando|enfio as unhas|cravo as unhas|belisco|beliscando|aperto|apertando) (\\w+ ){0,8}(ate (sangrar|sair sangue|abrir|ferir|fazer ferida|machucar|arder|ficar roxo|ficar vermelho|ficar vermelha|marcar)|de proposito) `),
  cue('cutting', ' (depois|dai|ai|entao|e) (eu )?corto( |$)(?!(o|a|os|as|um|uma|em|cebola|legumes|carne|frango|cabelo|unha|pao) )'),
  cue('scratching', ' (enfio|cravo|finco) as unhas '),
  // pulling hair
  cue('hair-pulling', ' (arranco|puxo|arranquei|puxei|(estou|fico|eu|vivo|ando|comecei a|voltei a) (arrancando|puxando|arrancar|puxar)) (\\w+ ){0,2}(meu |meus |o |os |um pouco de |uns fios de |fio por fio )?(cabelos?|cilios|sobrancelhas?|fios de cabelo) ', { unless: '(num coque|em um coque|fazer (um )?coque|rabo de cavalo|penteado|escovar|chapinha|prender o cabelo|trancinha)' }),
  cue('hair-pulling', ' (falha|falhas) (no cabelo|atras|do lado|na cabeca|no couro) '),
  // starving or not sleeping to punish herself
  cue('punishment', ` (nao (estou |to )?(comendo|bebendo agua|dormindo)|nao bebo agua|fico sem comer|fiquei sem comer|pulo (a )?refeic\\w*|sem comer|nao como|nao comi|nao vou comer|me proibi de (comer|dormir)|fico acordada|fiquei acordada|vomito tudo|vomitei tudo|nao me deixo (comer|dormir)) (\\w+ ){0,8}${ON_PURPOSE} `),
  cue('punishment', ` ${ON_PURPOSE} (\\w+ ){0,6}(sem comer|nao comer|nao como|acordada|sem dormir|nao dormir|nao durmo|vomito) `),
  cue('punishment', ' nao mereco (comer|dormir|descansar|ficar com nada|beber) '),
  cue('punishment', ' me proibi de (comer|dormir|descansar|beber) '),
  cue('punishment', ' (sem|nao) (beber|bebo|bebi|comer|como|comi) (agua|nada)? ?(\\w+ ){0,4}de castigo '),
  cue('punishment', ' (me castigo|me castigando|me castigar|me puno|me punindo|me punir|de castigo para mim) '),
  // naming it, relief, relapse
  cue('naming', ' (auto ?mutil\\w*|auto ?lesao|autolesao|auto ?agressao|self ?harm|selfharm|cutting) '),
  cue('naming', ' (unica coisa que|so a|so) (me )?alivia (\\w+ ){0,3}dor fisica '),
  cue('naming', ' dor fisica (\\w+ ){0,3}(alivia|ajuda) '),
  cue('naming', ' (sinto )?alivio (quando|qnd|depois que) (eu )?me '),
  cue('naming', ' quem se (machuca|corta|fere) '),
  cue('naming', ' (pulso|pulsos|braco|bracos|coxa|coxas) (dela|dele) (\\w+ ){0,2}(todo |toda )?(cortad\\w*|riscad\\w*|marcad\\w*) '),
  cue('naming', ' (ela|ele|minha \\w+|meu \\w+) (\\w+ ){0,6}(esta|ta|anda|vive) se (cortando|machucando|ferindo|queimando) '),
  cue('relapse', ' (recai|tive uma recaida|tive recaida|\\d+ (meses|anos|dias|semanas) limpa) '),
]
