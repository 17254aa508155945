import { cue, type Cue } from './pattern'
import { ADULT, CHILD, PLAY } from './words'

/*
 * Violence: someone else harming or threatening her or her children: a partner, an ex, the
 * baby's father, in-laws, her own family. Hitting, pushing, strangling, threats to kill or to take
 * the children, stalking, control of phone, money, clothes, friends and family, being locked in,
 * forced sex, fear of going home. The one who acts is another adult: a child at play ("meu filho
 * me bateu brincando") is no violence.
 */

/** Blows: violence whoever of the adults gives them ("ele me bateu", "me empurrou"). */
const BLOW =
  '(bate|bateu|batia|empurra|empurrou|empurrava|chuta|chutou|chutava|soca|socou|socava|esmurrou|esmurra|esbofeteou|estapeou|estapeia|enforca|enforcou|enforcava|estrangulou|estrangula|esganou|esgana|sufoca|sufocou|sufocava|agride|agrediu|agredia|espanca|espancou|espancava|machuca|machucou|machucava|arrasta|arrastou|arrastava|cuspiu|cospe|queimou|estuprou|estupra|violentou|bateram|empurraram)'
/** The same acts not marked for person: another adult must be named ('ele ta me batendo'). */
const BLOWING =
  '(batendo|bater|empurrando|chutando|socando|enforcando|estrangulando|sufocando|agredindo|agredir|espancando|machucando|arrastando|segurando|apertando)'
/** Threats and humiliation: violence too, but also a joke ("minha mãe me ameaçou kkk"). */
const VERBAL = '(ameaca|ameacou|ameacava|ameacando|humilha|humilhou|humilhava|humilhando|xinga|xingou|xingava|xingando)'
const KILL_THREAT =
  '(me mata|me matar|me matava|me acha (onde|aonde)|vai me achar|me encontra (onde|aonde)|vai me encontrar|acabar comigo|acaba comigo|sumir com (as criancas|os meninos|ela|ele|o bebe|a bebe|meus filhos|minha filha|meu filho)|tirar (as criancas|meus filhos|o bebe|a guarda|minha filha|meu filho)|espalha\\w* (minhas|as minhas|meus|umas|as) (fotos?|videos?|nudes|segredos)|me internar|tacar fogo|por fogo|botar fogo|nao vou sair viva|so saio (dessa casa|daqui|desta casa) morta|vai arrombar|quebrar minha cara|me bater|me dar uma surra|me furar|me esfaquear)'
const SAID = '(disse|falou|fala|diz|jurou|ameacou|ameaca|grita|gritou|gritando|dizendo|avisou|mandou mensagem|ligando)'

export const violenceCues: readonly Cue[] = [
  // blows to her
  cue('blows', ` me ${BLOW} `, { unless: ` ${PLAY}|empurrou para frente|me empurra para frente` }),
  cue('blows', ` (ele|${ADULT}) (\\w+ ){0,2}(chutou|bateu|socou|chuta|bate|soca|machucou|acertou|queimou|cortou) (\\w+ ){0,1}(na |no )?(minha|meu) (barriga|cara|rosto|olho|cabeca|braco|perna|costas|boca|nariz|peito) `),
  cue('blows', ' (empurrao|soco|tapa|chute|surra|murro|tapas|socos|chutes|pancada|pancadas) (que )?(ele|ela|meu \\w+|minha \\w+) me deu '),
  cue('blows', ` me (puxou|puxa|puxava|segurou|segura|segurava|segurando|pegou|agarrou|jogou|joga|jogava|prendeu) (\\w+ ){0,2}(pelo cabelo|pelos cabelos|pelo braco|pelo pescoco|pela garganta|contra|na parede|no chao|na cama|com forca|a forca) `, { unless: ` ${PLAY}` }),
  cue('blows', ` ${ADULT} (\\w+ ){0,3}me (deu|da|dava|dando) (um |uns |umas |uma )?(soco|socos|tapa|tapas|murro|murros|chute|chutes|surra|empurrao|pontape|cabecada|tapa na cara|bofetada|cotovelada|joelhada) `, { unless: ` ${PLAY}` }),
  cue('blows', `(^| )(ontem |hoje |ai )?(ela|ele) me (deu|da|dava) (um |uns )?(soco|socos|tapa|tapas|murro|chute|surra|empurrao|bofetada) `, { unless: ` ${PLAY}|${CHILD}` }),
  cue('blows', ' (soco|socos|tapa|tapas|murro|murros|chute|chutes) (em mim|na minha cara|no meu rosto|na minha barriga|no meu olho|na minha cabeca) ', { unless: ` ${PLAY}|${CHILD}` }),
  cue('blows', ' (levei|tomei|leva|levo|levando) (um |uns |uma )?(tapa|tapas|soco|socos|murro|surra|chute|empurrao|bofetada|cintada) ', { unless: ` ${PLAY}` }),
  cue('blows', ' (apanho|apanhei|apanhando|apanhava|apanhar|apanhou) ', { soft: true, unless: 'apanh\\w* (da|do|de|para|pra) (receita|bolo|massa|pao|celular|computador|tecnologia|matematica|tarefa|ap|aplicativo|maquina|jogo|videogame)' }),
  cue('blows', ' (apertou|aperta|apertava|apertando|apertar|segurou|segura|segurava|segurando|pegou|agarrou|enforcou|mao no|maos no|mao em volta do|maos em volta do) (\\w+ ){0,1}(meu|o meu) pescoco '),
  cue('blows', ` (de onde|onde) ${ADULT} (me )?(apertou|bateu|segurou|chutou|empurrou|mordeu|beliscou) `),
  cue('blows', ' (travesseiro|almofada) (\\w+ ){0,2}(na minha cara|no meu rosto|na minha boca) '),
  cue('blows', ` ${ADULT} (\\w+ ){0,2}(me )?(deu|da|dava) (uma )?gravata (\\w+ ){0,4}(sem ar|fiquei|nao consegui|apertou) `),
  cue('blows', ` (ele|${ADULT}) (jogou|tacou|atirou) (\\w+ ){0,3}(prato|panela|copo|garrafa|cadeira|celular|agua quente|cafe quente) (\\w+ ){0,2}(em mim|na minha|no meu|contra mim) `),
  cue('blows', ` (ele|${ADULT}) (bate|bateu) (\\w+ ){0,2}(e )?(depois|dps) (traz|trouxe|pede|pediu) (flor|flores|desculpa|perdao|presente) `),
  cue('blows', ' (esconder|escondendo|escondo|tapar|tapando|disfarcar) (\\w+ ){0,2}(roxo|roxos|hematoma|hematomas|marca (no|do) (olho|rosto|braco|pescoco)) ', { unless: ` ${PLAY}` }),
  cue('blows', ` me (empurrou|empurra|jogou) (\\w+ ){0,2}(escada|escadas|da escada|na escada) `),
  cue('blows', ' (foi|era|e) (de|com) (cinto|cinta|chinelo|fio|vara) '),
  cue('blows', ' (olho|olhos|braco|bracos|rosto|boca) (\\w+ ){0,2}(roxo|roxos|inchado|cortada|sangrando) (\\w+ ){0,8}(falei|disse|mereci|merecia|ele|sogra|de novo|terceira vez|escondo|maquiagem|porta) ', { unless: ` ${PLAY}|${CHILD} me ` }),
  cue('blows', ' (falei|disse|contei) (para|a) (todo mundo|ninguem|minha mae|eles) que (bati|cai|escorreguei|tropecei) '),
  cue('blows', ` ${ADULT} (\\w+ ){0,3}(vem|veio|partiu|parte) para cima de mim `),
  cue('blows', ` ${ADULT} (\\w+ ){0,3}me ${BLOWING} `, { unless: ` ${PLAY}` }),
  // blows to her children
  cue('children-hurt', ` ${ADULT} (\\w+ ){0,3}(bate|bateu|batia|espanca|espancou|machucou|machuca|agride|agrediu|chutou|empurrou|sacudiu) (\\w+ ){0,1}(n[oa]s?|em) (meu |minha |meus |minhas |nosso |nossa )?(\\w+ )?${CHILD} `),
  cue('children-hurt', ` ${ADULT} (\\w+ ){0,3}(bate|bateu|batia) (\\w+ ){0,4}de (cinto|cinta|chinelo|fio|vara|pau) `),
  cue('children-hurt', ` (sogra|sogro|avo|tio|tia|irmao|padrasto|madrasta|marido|pai) (\\w+ ){0,2}(bate|bateu|batia|espanca|espancou) (n[oa]s?|em) `),
  // threats
  cue('threat', ` ${SAID} (que )?(\\w+ ){0,10}${KILL_THREAT} `, { unless: `(?<!pai d[oa]s? (\\w+ )?)${CHILD} (de \\d+ anos )?(\\w+ ){0,1}(disse|falou|fala|diz)` }),
  cue('threat', ` ${ADULT} (\\w+ ){0,4}(me mata|vai me matar|quer me matar|me matava) `, { soft: true, unless: `(?<!pai d[oa]s? (\\w+ )?)${CHILD} (de \\d+ anos )?(\\w+ ){0,1}(disse|falou|fala|diz|vai)|(quando|se) (\\w+ ){0,2}(ver|souber|descobrir|vir|chegar) ` }),
  cue('threat', ' (gritando|grita|gritou|gritava) (que )?(vai )?(entrar|arrombar|quebrar|me matar|me pegar) '),
  cue('threat', ` me ${VERBAL} `, { soft: true, unless: ` ${PLAY}` }),
  cue('threat', ` ${ADULT} (\\w+ ){0,3}(ameac\\w*|humilh\\w*|xing\\w*) `, { soft: true }),
  cue('threat', ' (a proxima|a proxima vez) (vai ser|e) (em mim|na minha cara|eu) '),
  cue('threat', ' ninguem (vai|ia|vai nem) acreditar '),
  cue('threat', ' (sabe|descobriu|ja sabe) onde eu (estou|to|moro|estou morando|to morando|trabalho) (\\w+ ){0,4}(vai vir|vem|vai aparecer|vai me achar|hoje|aqui) '),
  cue('threat', ' (com (uma )?faca|com (uma )?arma|com (um )?revolver|com (um )?facao) ', { requires: '(ameac\\w*|apontou|correu atras|veio para cima)' }),
  cue('threat', ' (me chama|me chamou|me chamando) de (vagabunda|puta|vadia|gorda|inutil|louca|burra|lixo|piranha) '),
  // breaking things, shouting at the door
  cue('intimidation', ' (quebrando|quebrou|quebra|quebrava) (\\w+ ){0,1}(tudo|as coisas|os moveis|a casa|a porta|o portao|meu celular|meu telefone|o celular) ', { unless: `(${CHILD}|cachorro|gato) (\\w+ ){0,3}quebr|risos` }),
  cue('intimidation', ' (chutando|chutou|socando|socou|soca|esmurrando) (\\w+ ){0,1}(o portao|a porta|a parede|o carro|a janela) '),
  cue('intimidation', ' (arrombou|arrombar|arrombando|vai arrombar|forcando a porta) '),
  cue('intimidation', ` ${ADULT} (\\w+ ){0,3}(gritando|gritava|gritou|esmurrando|batendo) (\\w+ ){0,4}(na porta|no portao|la fora|do lado de fora|aqui fora) `),
  cue('intimidation', ' (fica|ficou|fica muito|e) (violento|agressivo|agressiva|violenta) ', { unless: ` ${CHILD} ` }),
  // stalking
  cue('stalking', ' (rondando|me vigiando|me vigia|me perseguindo|me persegue|perseguindo) ', { soft: true }),
  cue('stalking', ' me (seguindo|seguiu|segue) (na rua|ate|de carro|de moto|no trabalho|para todo lado|por todo lado) '),
  cue('stalking', ' (parado|parada|estacionado) (\\w+ ){0,3}(na frente|em frente|na porta|na esquina) (d[oa] )?(meu |minha )?(predio|casa|escola|trabalho|creche|loja|portao|condominio|servico) '),
  cue('stalking', ' (criou|fez|faz) (outro|outros|um novo) (numero|perfil|perfis|conta) '),
  cue('stalking', ' (rastreador|rastreia|rastreando|localizacao em tempo real) '),
  // control: phone, money, clothes, food, friends and family
  cue('control', ' (pega|olha|mexe|vigia|controla|vasculha|fuca|checa|confere|le|leu) (\\w+ ){0,1}(meu celular|meu telefone|minhas conversas|minhas mensagens|meu whatsap|meu insta) (\\w+ ){0,3}(e le|todo dia|sempre|tudo|todas|escondido|minhas conversas|as conversas) '),
  cue('control', ' (le|leu|lendo|olha) (todas )?(as |minhas )(conversas|mensagens) '),
  cue('control', ' (quebrou|levou|tomou|escondeu|pegou|confiscou) (o |meu )(celular|telefone|chip) (\\w+ ){0,4}(para eu nao|pra eu nao|e|sem|ligar|falar|nao) '),
  cue('control', ' (quebrou|tomou|confiscou) meu (celular|telefone|chip) '),
  cue('control', ' (nao me deixa|nao deixa eu|nao deixa (\\w+ ){0,2}eu|me proibe de|me proibiu de|proibe eu|proibiu eu) (\\w+ ){0,3}(sair|ir|ver|visitar|falar|usar|trabalhar|estudar|ter (amigas|whatsap|celular|rede)|vestir|por|colocar|mexer|comprar|pintar|cortar o cabelo|ligar) ', { unless: `( ${PLAY}|colo|mamar|chora|banheiro (\\w+ ){0,3}risos|transito|chuva|dieta|medico|resguardo|cesarea|pontos|academia|sol|amamentando|amamentar)|${CHILD} (\\w+ ){0,2}nao (me )?deixa|celular dele|telefone dele`, soft: true }),
  cue('control', ' (sem (ele|o marido|meu marido) deixar|ele deixar|so (se|quando) ele deixa|precis\\w* (pedir|de) (autorizacao|permissao)) '),
  cue('control', ' (controla|controlava|controlando) (\\w+ ){0,2}(o dinheiro|meu dinheiro|tudo que eu|o que eu|com quem eu|minhas roupas|meu salario|meu cartao|tudo|minha vida|meus gastos|onde eu vou) ', { unless: 'controla o controle|melhor (que|do que) eu|eu gasto' }),
  cue('control', ' (fica com|pega|pegou|tomou|segura) (o )?meu (cartao|salario|dinheiro) '),
  cue('control', ' (tenho que|preciso) pedir dinheiro (para|a) (ele|o marido|meu marido) '),
  cue('control', ' me (deixa|deixou) sem dinheiro '),
  cue('control', ' (escolhe|controla|rasga|rasgou|joga fora|jogou fora|queimou) (\\w+ ){0,1}(minhas|as minhas|as) roupas '),
  cue('control', ' roupa de (vagabunda|puta|vadia|piranha) '),
  cue('control', ' (me pesa toda|controla (tudo )?o que eu como) '),
  cue('control', ' (cortei|afastei|perdi) (todo mundo|todas as amigas|minhas amigas|todos) (\\w+ ){0,3}(para evitar|por causa dele|pra evitar|para ele nao) '),
  cue('control', ' (entra|entrou) junto (\\w+ ){0,3}(consulta|medico) '),
  cue('control', ' responde por mim '),
  cue('control', ' (pedir|pedindo|peco) ajuda sem (ele|o marido|meu marido) (ver|saber|descobrir) '),
  cue('control', ' (ele|marido|meu marido|namorado) (olha|ve|le|vigia|mexe em) (tudo )?(no|o) meu (celular|telefone|whatsap|zap) '),
  cue('control', ' (me )?proibiu (\\w+ ){0,4}(e|de) (falar|sair|usar|ver|trabalhar) (\\w+ ){0,12}(cartao|salario|dinheiro|foto de onde|localizacao|onde eu (estou|to)) '),
  cue('control', ' (me isola|me isolou|nao deixa eu ver (minha|meus)) '),
  // locked in
  cue('locked-in', ` me (trancou|tranca|trancava|prende|prendeu|prendia|trancaram) (\\w+ ){0,3}(no|na|em|dentro|para fora|fora|no quarto|em casa|no banheiro) `, { unless: ` ${PLAY}|(quando|qnd) eu era (adolescente|crianca|pequena|nova|menina)` }),
  cue('locked-in', ' (leva|levou|esconde|escondeu|tirou) a chave ', { unless: `${CHILD}|sem querer|risos` }),
  cue('locked-in', ' tranca a porta (quando|e) '),
  cue('locked-in', ' (me )?(fez|faz|mandou|manda|obrigou|obriga) (eu )?dormir (no|na|do lado de fora|fora) (\\w+ ){0,1}(quintal|rua|garagem|area|varanda|chao|carro|fora) ', { unless: `${PLAY}|${CHILD}` }),
  cue('locked-in', ' (estou |to |fico |ficamos |estamos )?(presa|presas|trancada|trancadas) (\\w+ ){0,4}(aqui dentro|dentro de casa|em casa|no quarto|no banheiro) ', { requires: '(ele|chave|trancou|tranca|marido|ex)', unless: '(transito|chuva|catapora|gripe|ferias|risos|brincando|virus|doente|dengue)' }),
  // forced sex
  cue('sexual', ' (me )?(obriga|obrigou|obrigava|forca|forcou|forcava|obrigando|forcando) (\\w+ ){0,2}(a )?(transar|ter relacao|fazer sexo|fazer coisas|fazer o que ele quer|ficar com ele) '),
  cue('sexual', ' (transar|sexo|relacao) (\\w+ ){0,3}(sem eu querer|quando eu nao quero|mesmo eu nao querendo|a forca|sem meu consentimento|obrigada) '),
  cue('sexual', ' (estupr\\w*|abuso sexual|abusou de mim|abusa de mim|abusando de mim|me abusou|me abusa|assedio|me assedia|me assediou) '),
  cue('sexual', ' (me )?(forca|obriga|forcando|obrigando) (\\w+ ){0,6}(mesmo|ate) (quando )?eu (chorando|choro|falando que nao|dizendo que nao|nao querendo) '),
  cue('sexual', ' (ele )?(faz|fez|fazia) (mesmo|ate) (com )?eu (chorando|dizendo que nao|falando que nao|nao querendo) '),
  cue('sexual', ' (obrigacao|direito) (da esposa|dele|de esposa|minha|meu) ', { requires: '(cama|sexo|transar|relacao|chor\\w*|forca|obriga|nao aceita nao|doi)' }),
  cue('sexual', ' (passando|passa|passou|passava) a mao (em mim|no meu corpo|nas minhas) '),
  cue('sexual', ' (tentou|tenta|tentava) me (agarrar|beijar a forca|tocar) '),
  cue('sexual', ' me (agarrou|agarra|apalpou|apalpa) ', { soft: true, unless: ` ${PLAY}|${CHILD}` }),
  // fear, hiding, fleeing
  cue('fear', ' escondida (no|na|em|com|dele) ', { requires: '(medo|dele|ele (esta |ta )?(quebrando|gritando|la fora|bebado|procurando|batendo|chegando))', unless: '(chor\\w*|risos|chocolate|comer|doce|comendo)' }),
  cue('fear', ` medo (dele|do (meu )?${ADULT}|de (voltar|ir) para casa|de voltar|do meu marido|do meu ex|do pai d\\w+)( |$)(?!\\w+(ar|er|ir) )` ),
  cue('fear', ' (nao posso|nao consigo|nao quero|medo de) voltar (para casa|pra casa|la)? ', { requires: '(ele|marido|ex|me mata|apanh|bat|medo|empurr|ameac)' }),
  cue('fear', ' (fugi|sai|saimos) de casa (\\w+ ){0,3}(com as criancas|com os meninos|com o bebe|com a bebe|com os \\d|de madrugada|escondida) ', { requires: '(ele|medo|ameac|marido|ex|bat|apanh)' }),
  cue('fear', ' (dormindo|dormi|estou|fiquei) (\\w+ ){0,2}na casa da vizinha ', { requires: '(ele|medo|ameac)' }),
  cue('fear', ' (nao me sinto|nao estou|nao e) segur[oa] (em casa|com ele|perto dele|aqui) '),
  cue('fear', ' e seguro falar aqui '),
  cue('fear', ' (violencia (domestica|em casa|fisica|psicologica|sexual|contra a mulher)|relacionamento abusivo|relacao abusiva|agressao|agressor|agredida|espancada|violentada|ameacada|lei maria da penha|maria da penha|boletim de ocorrencia|delegacia da mulher) '),
  cue('fear', ' (sofro|sofri|sofrendo|vitima de) (violencia|agressao|abuso) '),
  cue('fear', ' (o que|oque) eu passo (dentro|nessa|nesta|aqui) '),
]
