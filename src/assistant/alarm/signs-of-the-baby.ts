import { alarmCue, type AlarmCue } from './alarm-cue'
import { FEVER, HARMFUL_THING, MEDICINE, NO_FEVER, SWALLOWED, UNDER_THREE_MONTHS } from './body-words'

/*
 * The baby's or a child's danger signs that need care now: the general danger signs of the
 * WHO/UNICEF IMCI (AIDPI) and the Caderneta da Criança, what may be swallowed, stings and bites,
 * falls, burns, water, choking, dengue and meningitis (docs/product.md, "Sinais de alerta").
 * Each needs a child in sight, unless its words can only be said of one.
 */

const child = { ofAChild: true }

/** Not as serious as it sounds: she says it passed, or it is another word's sense. */
const NOT_THE_BODY = ' (mosquito|pernilongo|muricoca|formiga|carapana|borachudo) '

export const signsOfTheBaby: readonly AlarmCue[] = [
  // What was swallowed, drunk or taken.
  alarmCue('swallowed-harmful', 'acho que ele engoliu uma bateria dessas redondinhas do controle',
    ` ${SWALLOWED}( \\w+){0,5} ${HARMFUL_THING} `,
    { swallowed: true, meanwhile: 'swallowed' },
  ),
  alarmCue('swallowed-harmful', 'a bateria do relogio sumiu e ele tava com ela na boca',
    ` ${HARMFUL_THING}( \\w+){0,8} ${SWALLOWED} `,
    { swallowed: true, meanwhile: 'swallowed' },
  ),
  alarmCue('swallowed-then-signs', 'ela engoliu um pouco de vick e agora ta estranha tremendo',
    ' (engoli\\w*|bebeu|comeu|tomou|mastigou|lambeu|chupou|ingeriu)( \\w+){0,20} (vomit\\w*|mole|molinh\\w+|' +
      'baband\\w*|baba|tont\\w+|cambale\\w+|sonolent\\w+|estranh\\w+|tremendo|tremeno|tossiu|tossindo|respira\\w*|' +
      'suando|palid\\w+|desmai\\w+|nao acorda|convuls\\w+|falando enrolad\\w+|boca (queimando|vermelha|ardendo)|' +
      'chorando quando engole|dor (na|de) barriga|bafo) ',
    {
      unless: ' (comeu|tomou|bebeu)( \\w+){0,3} (papinha|mamadeira|leite|sopa|fruta|banana|mingau|comida|agua|suco) ',
      swallowed: true,
      meanwhile: 'swallowed',
    },
  ),
  alarmCue('poison-in-reach', 'achei o chumbinho atras da geladeira e ela com uns grao preto na boca',
    ` (chumbinho|raticida|veneno|agua sanitaria|candida|soda|diesel|gasolina|querosene|inseticida|formicida|` +
      `manipueira|${'pilh\\w*|bater\\w*|imas?|imazinh\\w+|moedas?|moedinhas?'})( \\w+){0,15} (na boca|comeu|engoliu|` +
      `bebeu|baband\\w*|lambeu|mastigou|sumiu|nao acho|nao encontro) `,
    { swallowed: true, meanwhile: 'swallowed', unless: ' (guardad\\w+|tranquei|longe del) ' },
  ),
  alarmCue('swallowed-medicine', 'ela pegou meu vidro de dipirona e bebeu um monte',
    ` (engoli\\w*|bebeu|comeu|mastigou|chupou|pegou|achou|abriu)( \\w+){0,5} ${MEDICINE} `,
    { swallowed: true, meanwhile: 'swallowed', unless: ' (dei|dou|dando|posso dar|receitou|receitado) ' },
  ),
  alarmCue('swallowed-medicine', 'achei a cartela do meu remedio aberta e faltando comprimido, ele tava mexendo',
    ` ${MEDICINE}( \\w+){0,4} (aberto|aberta|vazio|vazia|faltando|mordid\\w+|no chao|espalhad\\w+) `,
    { swallowed: true, meanwhile: 'swallowed' },
  ),
  alarmCue('swallowed-medicine', 'o remedio de pressao ficou na mesa e ela comeu uns 3 achando que era bala',
    ` ${MEDICINE}( \\w+){0,10} (comeu|engoliu|bebeu|mastigou|pegou e|achando que era bala) `,
    { swallowed: true, meanwhile: 'swallowed', unless: ' (dei|dou|dando|posso dar|receitou|receitado) ' },
  ),
  alarmCue('medicine-too-much', 'dei o dobro da dose do remedio sem querer',
    ` (dose (errada|dobrada|a mais|em dobro|de adulto)|o dobro|dobro da dose|duas vezes (a dose|o remedio|seguidas)|` +
      `a mais|remedio errado|remedio de adulto|ml a mais|ml (de \\w+ )?(em vez|ao inves|no lugar) de \\d+ gotas|` +
      `em vez de \\d+ gotas|ao inves de \\d+ gotas) `,
    { swallowed: true, meanwhile: 'swallowed', unless: ' (nao dei|posso dar|quanto|qual a dose) ' },
  ),
  alarmCue('medicine-to-quiet', 'dei umas gotas do meu remedio de dormir pra ele me deixar em paz',
    ' (dei|dou|coloquei|botei|pus|passei|misturei)( \\w+){0,5} (remedio|calmante|rivotril|clonazepam|diazepam|' +
      'gotas?|comprimido|antidepresivo|dramin|cachaca|pinga|alcool|bebida|cerveja|vinho|fenergan|melatonina|' +
      'xarope)( \\w+){0,10} (dormir|parar de chorar|calar|ficar quiet\\w+|me deixar|deixar em paz|sossegar|apagar|' +
      'descansar|nao chorar) ',
    { swallowed: true, meanwhile: 'swallowed', crisis: 'baby' },
  ),
  alarmCue('shaken-or-hit', 'o pai sacudiu ela com forca e agora ta molinha e vomitando',
    ' (sacudiu|sacudindo|chacoalhou|chacoalhando|espancou|jogou|arremessou|bateu|batendo|socou|' +
      'chutou)( \\w+){0,4} (ela|ele|o bebe|a bebe|a menina|o menino|a crianca|a nenem|' +
      'na cabeca del\\w+)( \\w+){0,14} (vomit\\w+|mole|molinh\\w+|nao acorda|sonolent\\w+|dormindo muito|' +
      'convuls\\w+|desmai\\w+|sangr\\w+|roxo|roxa|chorando diferente|estranh\\w+) ',
    { unless: ' (eu|sem querer) (sacudi|bati) ', crisis: 'violence' },
  ),
  // Stings and bites.
  alarmCue('sting-or-bite', 'um escorpiao picou o pe do bebe',
    ' (escorpia\\w*|escorpioes|alacran|arraia|agua viva|lacraia|taturana|lagarta de fogo|aranha marrom|armadeira|' +
      'viuva negra|cobra|jararaca|cascavel|coral (picou|mordeu)|surucucu) ',
    {
      // An animal killed or seen, with nothing stung or bitten, is no sting: "matei um escorpião no quarto".
      unless: ' (brinquedo|desenho|livro|fantasia|de pelucia|foto) |' +
        '^(?!.* (pic\\w+|mord\\w+|ferr\\w+) ).* (matou|matei|mato|matamos|mataram|vi|achei|apareceu|' +
        'apareceram)( \\w+){0,2} (escorpia\\w*|escorpioes|cobra|aranha|lacraia) ',
      meanwhile: 'bite',
    },
  ),
  alarmCue('sting-or-bite', 'uma aranha picou ela no braço e ta inchado',
    ' (aranha|abelha|abelhas|marimbondo|vespa|caba)( \\w+){0,8} (picou|picaram|mordeu|ferroou|ferrou) |' +
      ' (picad\\w+|mordid\\w+|ferroad\\w+) (de|por) (aranha|abelhas?|marimbondo|vespa|caba) ',
    { unless: NOT_THE_BODY, meanwhile: 'bite' },
  ),
  alarmCue('sting-or-bite', 'o cachorro do vizinho mordeu a perna dela',
    ' (cachoro|cao|gato|morcego|rato|macaco)( \\w+){0,4} (mordeu|arranhou) |' +
      ' mordid\\w+ (de|por) (cachoro|cao|gato|morcego|rato) ',
    { meanwhile: 'bite' },
  ),
  // The general danger signs.
  alarmCue('not-feeding', 'ela nao quer mamar de jeito nenhum desde de manha',
    ` nao (quer|consegue|esta conseguindo|aceita|pega|esta pegando)( \\w+){0,2} (mamar|mama|o peito|peito|mamadeira|` +
      `comer nem beber|beber nada|nada)( \\w+){0,3} (desde|ha|faz|o dia|de jeito nenhum|nenhuma vez|nada|mais de) |` +
      ` nao mama (nada|desde|ha|faz|mais) | (parou|deixou) de mamar (de vez|desde|ha|faz|do nada) |` +
      ` (recusa|recusando|rejeita)( \\w+){0,2} (todas|tudo|peito|mamada|mamadeira) `,
  ),
  alarmCue('vomits-everything', 'ele vomita tudo que mama, ate agua',
    ' (vomit\\w*|bota|poe|joga|botando|pondo) (tudo|todas)( \\w+){0,4}( para fora)? |' +
      ' vomit\\w* (sem parar|toda hora|o tempo todo|\\d+ vezes|varias vezes|muitas vezes|a noite toda|' +
      'de novo e de novo|em jato|jato) |' +
      ' vomito em jato | nao para (nada|nem agua) no estomago | (vomito|vomit\\w+) (verde|com sangue|escuro|marrom) ',
  ),
  alarmCue('convulsion', 'ele ficou durinho tremendo e revirou os olhos',
    ' convuls\\w+ | ataque epile\\w+ | revir\\w+ (os )?olh\\w* |' +
      ' olh\\w* (revirad\\w+|virad\\w+|parad\\w+ e|vidrad\\w+) |' +
      ' (fic\\w+|esta) (dur\\w+|rigid\\w+) (e )?(trem\\w+|se debatendo|com os olhos|bab\\w+) | se debat\\w+ |' +
      ' (tremendo|tremia|tremeu) (todo|toda|inteiro|inteira|o corpo todo|sem parar) | estrebuch\\w+ | espasmos? ',
    { ...child, meanwhile: 'on-her-side', unless: ' de frio | tremendo de (fome|raiva|choro) ' },
  ),
  alarmCue('hard-to-wake', 'nao consigo acordar ela, ta muito molinha',
    ' (nao|mal) (consigo|conseguimos|da para|esta) (acordar|acordando|despertar) |' +
      ' nao acorda (nem|de jeito|para mamar|com nada|direito|mais) | dificil de acordar |' +
      ' (muito|super|bem|estranhamente) (sonolent\\w+|sonolent) |' +
      ' dormindo (demais|muito|o dia todo|sem parar|direto) e (nao|mal|sem) | desacordad\\w+ | desmai\\w+ |' +
      ' desfalec\\w+ | (perdeu|perdendo) os sentidos | (nao|mal) reage | sem reacao | nao responde |' +
      ' nao abre (os )?olh\\w* ',
    { ...child, meanwhile: 'on-her-side' },
  ),
  alarmCue('floppy', 'ela ta toda molinha, sem forca nenhuma',
    ' (molinh\\w+|mole|molenga|largad\\w+|caidinh\\w+|desfalecid\\w+|prostrad\\w+|sem forca|sem tonus|' +
      'parece um pano|feito pano|que nem pano|como um pano|bracinhos caidos|bracos caidos) ',
    {
      ...child,
      unless: ' (coco|fezes|fralda|colo|massinha|bolo|massa|gelatina|pao) (mole|molinho) |' +
        ' mole (de sono|de preguica) | (ta|esta|fica) molinh\\w+ depois de mamar e dorme |' +
        ' corpo mole (de cansaco|meu) ',
    },
  ),
  alarmCue('hard-breathing', 'ele ta respirando muito rapido e fazendo barulho',
    ' respira\\w* (muito )?(rapid\\w+|acelerad\\w+|dificil|com dificuldade|esquisit\\w+|estranh\\w+|forte|curt\\w+|' +
      'ofegante|cansad\\w+|pesad\\w+|com barulho|chiando|fazendo barulho|roncando e|gemendo) |' +
      ' dificuldade (para|de) respirar | falta de ar | sem ar |' +
      ' (nao|mal) (consegue|esta conseguindo|estava conseguindo) respirar | (nao|parou de|sem) respira\\w* |' +
      ' ofegante | cansad\\w+ para respirar | puxando (o ar|ar) | chiad\\w+ | chiando |' +
      ' gem\\w+ (a cada|toda) respira\\w+ ',
    { ofAChild: true, unless: ' (uma|alguma|tem|exercicio de|tecnica de|pratica de|ensina|passa) (\\w+ )?respiracao ' },
  ),
  alarmCue('chest-indrawing', 'a barriguinha dele afunda embaixo das costelas quando ele respira',
    ' (afund\\w+|puxand\\w+|entrando|marcando|chupando)( \\w+){0,4} (costelas|costela|peito|pescoco|barriga|' +
      'barriguinha|clavicula) |' +
      ' (costelas|costela)( \\w+){0,3} (afund\\w+|aparecendo|marcando|marcadas|puxando) | tiragem |' +
      ' batendo as asas do nariz | asas do nariz ',
  ),
  alarmCue('grunting', 'ta gemendo a cada respiracao e bem quente',
    ' gem\\w+ ',
    { ofAChild: true, requires: ` (${FEVER}|respir\\w*|mole|molinh\\w+|nao mama|nao quer mamar|nao acorda) ` },
  ),
  alarmCue('blue-lips', 'a boquinha dele ficou roxa',
    ' (boca|boquinha|labios?|labiozinho|beicinho|beico|carinha|rosto|lingua|unhas|unhinhas|pontas dos dedos|' +
      'pele)( \\w+){0,3} (roxa|roxo|roxinh\\w+|roxas|azul|azulad\\w+|arroxead\\w+|cinza|acinzentad\\w+) |' +
      ' cianose | cianotic\\w+ |' +
      ' (ficou|esta|ficando) (todo |toda )?(roxo|roxa|roxinh\\w+|azul|azulad\\w+|arroxead\\w+) (e|sem|de|quando|na|' +
      'nos|no) ',
    { ...child, unless: ' (roxo|roxa) de (bater|pancada|batida)| (galo|hematoma|mancha roxa da vacina) ' },
  ),
  alarmCue('fever-under-three-months', 'minha bebe de 6 semanas ta com febre de 38',
    ` ${FEVER} `,
    {
      requires: ` ${UNDER_THREE_MONTHS} `,
      unless: `${NO_FEVER}|` +
        ` (agua|banho|mamadeira|leite|comida|sopa|cha|quarto|dia|calor|tempo) (quente|quentinh\\w+) |` +
        ` quente (o dia|o quarto|hoje|demais aqui)| vacina `,
    },
  ),
  alarmCue('spots-that-stay', 'apareceram umas manchinhas roxas que nao somem quando aperto',
    ' (manchas?|manchinhas?|pintinhas?|pintas?|pontinhos?|bolinhas?|petequias?)( \\w+){0,2} (roxas?|roxinhas?|' +
      'vermelhas? escuras?|arroxeadas?|escuras?|roxos|cor de vinho)( \\w+){0,6} (nao (some|somem|sai|saem|' +
      'desaparece\\w*|clareia\\w*|branqueia\\w*|mudam?)|copo|apert\\w+|febre) |' +
      ' petequias ',
  ),
  alarmCue('spots-with-fever', 'ta com febre e cheio de manchinha roxa no corpo',
    ` ${FEVER}( \\w+){0,8} (manchas?|manchinhas?|pintinhas?|pontinhos?|petequias?) (roxas?|roxinhas?|arroxead\\w+|` +
      `escuras?|roxos|vermelh\\w+ escur\\w+) `,
  ),
  alarmCue('bulging-fontanelle', 'a moleira dele ta alta e estufada',
    ' moleira( \\w+){0,3} (alta|estufad\\w+|inchad\\w+|saltad\\w+|levantad\\w+|abaulad\\w+|dura|estourando|pra cima|' +
      'para cima|tensa|funda|afundad\\w+|baixa|baixinha|murcha) ',
  ),
  alarmCue('dehydration', 'fralda seca desde de manha e ele chora sem lagrima',
    ' (fraldas?|fraldinhas?)( \\w+){0,2} (sec\\w+|sequinh\\w+|enxut\\w+)( \\w+){0,4} (desde|ha|faz|o dia|\\d+ horas|' +
      'horas|manha|noite) |' +
      ' (nao faz|nao fez|sem fazer|nao molha|nao molhou|parou de fazer|quase nao faz|nao faz mais) (xixi|' +
      'pipi)( \\w+){0,3} (desde|ha|faz|o dia|\\d+ horas|horas) |' +
      ' (sem|nenhum) xixi (desde|ha|faz) | chora sem lagrimas? | sem lagrimas? | nao sai lagrimas? |' +
      ' olh(os|inhos|o) fund\\w+ | (boca|boquinha|labios?)( \\w+){0,2} (seca|sequinha|rachada|grudando) |' +
      ' moleira( \\w+){0,2} (fund\\w+|afund\\w+) | nao segura nem agua | desidrat\\w+ ',
    { ...child, unless: ' (labios|boca) rachad\\w+ (do|de) (frio|vento) ' },
  ),
  alarmCue('jaundice-early', 'nasceu ontem e ja ta amarelinho',
    ' (amarel\\w+|ictericia) ',
    {
      requires: ` (primeiro dia|1 dia|24 horas|nasceu (ontem|hoje)|horas de vida|mole|molinh\\w+|sonolent\\w+|` +
        `nao acorda|nao quer mamar|nao mama|muito amarel\\w+|amarel\\w+ ate (as pernas|os pes|a barriga|as maos|` +
        `a sola)|(pernas|pes|barriga|palma|sola|olhos)( \\w+){0,2} amarel\\w+|coco (branco|claro|cinza)|` +
        `xixi (escuro|marrom|cor de coca)) `,
      unless: ' (coco|fezes|vomito|catarro|ranho|secrecao|remela|banana|mamao|papinha|cenoura) amarel\\w+ ',
    },
  ),
  // Accidents.
  alarmCue('fall-with-signs', 'caiu da cama e depois vomitou duas vezes e ta sonolento',
    ' (caiu|cair|caido|queda|despencou|rolou|escorregou)( \\w+){0,22} (vomit\\w+|sonolent\\w+|mole|molinh\\w+|' +
      'nao acorda|dormindo muito|desmai\\w+|desacordad\\w+|convuls\\w+|sangue (no|do|saindo do) (ouvido|nariz)|' +
      'sangrando (o ouvido|o nariz|pelo ouvido)|estranh\\w+|diferente|chorando (diferente|sem parar)|' +
      'nao para de chorar|galo (enorme|grande|mole)|afundad\\w+|desmaiou|inconsciente|olhar parado) ',
  ),
  alarmCue('fall-from-height', 'ele caiu da janela do segundo andar',
    ' (caiu|cair|caido|despencou|queda)( \\w+){0,3} (da|do|de) (janela|laje|escada|telhado|sacada|varanda|muro|' +
      'beliche|segundo andar|primeiro andar|arvore|altura|andar) ',
  ),
  alarmCue('burn', 'derrubou o cafe quente no braco dela e fez bolha',
    ' (queim\\w+|escald\\w+)( \\w+){0,5} (agua quente|agua fervendo|oleo|cha|cafe|leite quente|ferro|panela|fogao|' +
      'fogo|sopa|brasa|vela|forno|chapinha|escapamento|churrasqueira|chaleira|mamadeira quente|comida quente) |' +
      ' (derrubou|derramou|virou|caiu)( \\w+){0,3} (agua quente|agua fervendo|cafe|cha|oleo|sopa|panela|chaleira|' +
      'leite quente)( \\w+){0,4} (nele|nela|em cima|no|na|por cima) |' +
      ' queimadura | (fez|fazendo|formou|formando|saiu|cheio de|cheia de)( \\w+){0,2} bolh\\w+ |' +
      ' (pele|pelinha) (saiu|soltou|descascou)| (saiu|soltou) a pele | em carne viva |' +
      ' (espirrou|caiu|derramou|derrubei|derramei|virou)( \\w+){0,6} (oleo|agua|cafe|cha|leite|sopa|feijao|' +
      'panela)( \\w+){0,3} quente ',
    {
      meanwhile: 'burn',
      // Her own small burn at the stove is hers, read by her own cue (a large blister, skin gone):
      // "me queimei no forno".
      unless: ' (queimadura|bolha) de sol | assadura | (pe|pes|mao|maos) (com|de) bolha de sapato |' +
        '^(?!.* (dele|dela|do bebe|da bebe|no bebe|na bebe|nele|nela) ).* (me queim\\w+|queimei (o|a|meu|' +
        'minha) (braco|mao|dedo|pulso|antebraco|pescoco|orelha|perna)) ',
    },
  ),
  alarmCue('near-drowning', 'caiu no balde de agua e engoliu agua, tirei ele roxinho',
    ' (afogou|afogando|se afog\\w+|quase afog\\w+|afogad[oa]|submers\\w+) |' +
      ' (caiu|cair|virou)( \\w+){0,3} (no|na|dentro do|dentro da) (balde|piscina|banheira|tanque|rio|acude|lagoa|' +
      'caixa d agua|bacia|mar|vaso) |' +
      ' (tirei|puxei|peguei)( \\w+){0,2} (da|de dentro da|do) (agua|piscina|banheira|balde) |' +
      ' (ficou|estava) (embaixo|debaixo) d agua ',
    {
      meanwhile: 'water',
      unless: ' me afog\\w+ (em|de) | afogad\\w+ (em|de) (tarefa|trabalho|roupa|boleto|conta|louca) |' +
        ' (vou|vamos) morrer afogad\\w+ ',
    },
  ),
  alarmCue('choking-left-signs', 'engasgou com uma uva e ainda ta tossindo e chiando',
    ' (engasg\\w+|sufoc\\w+|entalad\\w+|entalou)( \\w+){0,10} (tossindo|tosse|chiad\\w+|chiando|respira\\w*|roxo|' +
      'roxa|roxinh\\w+|azul|baba\\w*|nao consegue engolir|nao engole|vomitando|ainda|parou de respirar|desmai\\w+|' +
      'mole|moeda|bala|uva|amendoim|pipoca|pecinha|brinquedo|tampinha|osso|espinha|bolinha|salsicha|pedaco) |' +
      ' (engoliu|entalou)( \\w+){0,3} moeda\\w*( \\w+){0,8} (baba\\w*|dor|nao engole|vomit\\w+|tosse|chora) ',
    { meanwhile: 'choking', unless: ' engasga com o leite | engasgou (com o |no )?(leite|peito|mama) e (ja|logo) ' },
  ),
  // An older child.
  alarmCue('dengue-warning', 'ele ta com dengue e agora ta com dor na barriga e sangrando a gengiva',
    ' dengue( \\w+){0,15} (dor (forte )?(na|de) barriga|barriga (dura|doendo)|sang\\w+|gengiva|vomit\\w+|mole|' +
      'molinh\\w+|sonolent\\w+|desmai\\w+|tontura|tont\\w+|(maos|pes) frios|gelad\\w+|manchas?|muito cansad\\w+|' +
      'prostrad\\w+|a febre (baixou|passou|cedeu) e) ',
  ),
  alarmCue('dengue-warning',
    'a febre passou mas ta com dor forte na barriga, vomitou e a gengiva sangrou, e a dengue indo embora?',
    ' (dor (forte )?(na|de) barriga|gengiva sang\\w+|sang\\w+ (a|da|na) gengiva|vomit\\w+|sangue)( \\w+){0,15} dengue ',
  ),
  alarmCue('meningitis-warning', 'dói o pescoço quando tenta encostar o queixo no peito e a luz incomoda',
    ` (encostar|baixar|abaixar|dobrar)( \\w+){0,2} (o queixo|a cabeca)( \\w+){0,3} peito |` +
      ` (incomodad\\w+ com a luz|luz incomoda|fotofobia)( \\w+){0,10} (${FEVER}|vomit\\w+|pescoco) |` +
      ` (${FEVER}|vomit\\w+|pescoco)( \\w+){0,10} (incomodad\\w+ com a luz|luz incomoda|fotofobia) `,
  ),
  alarmCue('meningitis-warning', 'febre alta e o pescoco duro, nao consegue encostar o queixo no peito',
    ' (pescoco|nuca)( \\w+){0,2} (dur\\w+|rigid\\w+|travad\\w+|nao dobra|nao mexe|doendo muito|nao (consegue|' +
      'da para) (abaixar|dobrar|encostar)) |' +
      ' rigidez (de|na) nuca | meningite ',
    {
      requires: ` (${FEVER}|vomit\\w+|meningite|manchas?) `,
      unless: ' vacina\\w*( \\w+){0,4} meningite | meningite( \\w+){0,3} vacina ',
    },
  ),
  alarmCue('swelling-allergy', 'depois que comeu amendoim a boca dele inchou toda e ta com dificuldade',
    ' (boca|boquinha|labios?|lingua|garganta|rosto|carinha|olhos?|olhinhos?|palpebras?)( \\w+){0,2} (inchad\\w+|' +
      'inchando|inchou|estufad\\w+|fechando) |' +
      ' inch\\w+( \\w+){0,2} (a boca|os labios|o labio|a lingua|a garganta|o rosto|a carinha) | garganta fechando ',
    { ...child, unless: ' (olho|olhos|olhinho) inchad\\w+ de (chorar|sono|dormir) ' },
  ),
  alarmCue('blood', 'saiu sangue vivo no coco do bebe',
    ' (coco|fezes|fralda|vomito|xixi)( \\w+){0,3} (com sangue|cheio de sangue|sanguinolent\\w+|vermelho vivo|' +
      'preto) |' +
      ' (vomitando|vomitou|vomitar) sangue | sangue( vivo)? (no|na|nas) (coco|fezes|fralda|vomito|xixi) ',
    { unless: ' (raj\\w+|fio|fiozinho|pontinho|pouquinho) de sangue ' },
  ),
  alarmCue('not-breathing', 'ele parou de respirar uns segundos',
    ' (parou|para|parando) de respirar | (nao|sem) (esta )?respira\\w* ',
  ),
]
