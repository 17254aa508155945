import { alarmCue, type AlarmCue } from './alarm-cue'
import { FEVER, MEDICINE, NO_FEVER } from './body-words'

/*
 * Her own danger signs after the birth that need care now (the Caderneta da Gestante and the
 * Ministério da Saúde's puerpério guidance, docs/product.md, "Sinais de alerta"): haemorrhage,
 * infection, pre-eclampsia up to six weeks after the birth, a clot in the leg or the lungs, the
 * caesarean wound, mastitis with fever, fainting, a convulsion, too many pills by accident, an
 * allergy that closes the throat. Said of herself: first-person words or her own body.
 */

const HER = ' (eu|estou|me|meu|minha|tive|tenho|senti|sinto|comigo|fiquei|tomei|comi|bebi|vomitei|desmaiei|sangrei) '
const hers = { requires: HER }

/** A bad headache, as she says it. */
const HEADACHE =
  ' (dor de cabeca|cabeca( esta| ta)? (doendo|latejando|explodindo|estourando)|enxaqueca|dor (forte )?na nuca|' +
    'a pior da minha vida)( \\w+){0,4}'
/** Her eyes or her swelling: with a bad headache after the birth, pre-eclampsia. */
const EYES_OR_SWELLING =
  '(visao|vista)( \\w+){0,2} (emba\\w+|turv\\w+|borr\\w+|escur\\w+|falhando|embaralh\\w+|dobrad\\w+|com (pontos|' +
    'estrelinhas|luzes|brilhos|manchas|pontinhos|flashes))|' +
    '(vendo|enxergando)( \\w+){0,2} (pontos?|pontinhos?|estrelinhas?|luzes|luzinhas?|brilhos?|flashes|' +
    'tudo (embacado|escuro|dobrado|borrado)|embacado|borrado|manchas|dobrado)|' +
    '(tudo|ta tudo|esta tudo) (embacado|escuro|borrado)|escurec\\w+ a vista|estrelinhas?|pontinhos? brilh\\w+|' +
    'pontos brilhantes|inch\\w+|pressao (alta|subiu|\\d+ por \\d+|1[4-9]( por)?)|' +
    'dor (na|no) (boca do estomago|estomago)'

export const signsOfHers: readonly AlarmCue[] = [
  alarmCue('haemorrhage', 'enchi um absorvente noturno em menos de uma hora',
    ' (ench\\w+)( \\w+){0,3} (absorventes?|fraldas?)( \\w+){0,6} (hora|meia hora|minutos) |' +
      ' (troquei|trocar)( \\w+){0,3} (\\d+|tres|quatro|cinco) (absorventes?|desde) |' +
      ' sangr\\w+ (mais que|mais do que) (o )?normal ',
    { unless: ' (nariz|gengiva|bico|mamilo|dedo) ', meanwhile: 'lie-down' },
  ),
  alarmCue('haemorrhage', 'encharquei o absorvente em menos de uma hora',
    ' (absorventes?|fraldas?|forro|toalhas?|lencol|paninho|calcinha|cama|roupa)( \\w+){0,2} (encharcad\\w+|' +
      'ensopad\\w+|pingando|molhad\\w+ de sangue|cheio de sangue|cheia de sangue|tomad\\w+ de sangue) |' +
      ' (encharc\\w+|ensop\\w+)( \\w+){0,3} (absorvente|fralda|lencol|cama|roupa|toalha) |' +
      ' (troc\\w+)( \\w+){0,2} (absorvente|fralda)( \\w+){0,3} (toda hora|de hora em hora|a cada (hora|meia hora|' +
      '\\d+ minutos)|meia hora|\\d+ vezes (em|numa) (uma )?hora) |' +
      ' (coagulos?|cogulos?|coagul\\w+|coalhos?|bolos? de sangue|pedacos? de sangue)( \\w+){0,3} (grandes?|enormes?|' +
      'gigantes?|do tamanho|tamanho de|tipo|como|feito|que nem) |' +
      ' (sangr\\w+|sangue)( \\w+){0,2} (muito|demais|horrores|sem parar|forte|litros|igual torneira|' +
      'que nem torneira|escorrendo|descendo pela perna|jorrando) |' +
      ' hemorragia | muito sangue |' +
      ' sangramento( \\w+){0,2} (forte|intenso|grande|enorme|aumentou muito|voltou forte|vermelho vivo e muito) ',
    { unless: ' (nariz|gengiva|bico|mamilo|peito|dedo|corte da faca|joelho) ', meanwhile: 'lie-down' },
  ),
  alarmCue('fever-and-discharge', 'to com febre e o sangramento com cheiro muito ruim',
    ` ${FEVER}( \\w+){0,12} (corrimento|secrecao|sangramento|loquios?|cheiro( muito)? (ruim|forte|podre|horrivel|` +
      `de podre)|fedor|fedendo|fedid\\w+|mal cheiros\\w+)|` +
      `(corrimento|secrecao|sangramento|loquios?)( \\w+){0,4} (cheiro (ruim|forte|podre|horrivel|de podre)|fedendo|` +
      `fedid\\w+|fedorent\\w+|mal cheiros\\w+)( \\w+){0,10} ${FEVER} `,
  ),
  alarmCue('pre-eclampsia', 'uma dor de cabeca muito forte e a vista embacada, ganhei a bebe faz 10 dias',
    `${HEADACHE}( \\w+){0,8} (${EYES_OR_SWELLING}) | (${EYES_OR_SWELLING})( \\w+){0,8}${HEADACHE} `,
  ),
  alarmCue('pre-eclampsia', 'minha pressao deu 16 por 11 e to vendo pontinhos',
    ' (pressao|pa|mediu|medi|deu|aferi)( \\w+){0,6} (1[6-9]|2\\d|1[6-9]\\d|2\\d\\d) (por|x|com) (1[1-9]|1[1-4]\\d) |' +
      ' pressao( \\w+){0,2} (muito alta|altissima|subiu muito|nas alturas)( \\w+){0,6} (cabeca|vista|visao|vendo|' +
      'inchad\\w+|estomago|falta de ar) |' +
      ' eclampsia | pre eclampsia ',
  ),
  alarmCue('chest-or-breath', 'do nada me deu uma dor no peito e falta de ar',
    ' (estou|fiquei|me deu|me da|sinto|senti|tenho|comecei)( \\w+){0,3} (com )?(falta de ar|sem ar|' +
      'dificuldade (para|de) respirar|dor no peito|aperto no peito|pontada no peito) |' +
      ' (me )?falta (o )?ar |' +
      ' (agonia|aperto|dor|pontada|peso|queimacao) no peito( \\w+){0,6} (falta|ar|coracao|respir\\w+) |' +
      ' coracao( \\w+){0,2} (disparad\\w+|dispara|acelerad\\w+)( \\w+){0,8} (falta|ar|desmai\\w+|inchad\\w+|' +
      'inchar\\w+) |' +
      ' nao consigo (deitar|ficar deitada)( \\w+){0,3} (ar|respirar|reta) | (nao|mal) consigo respirar |' +
      ' (dor|aperto|pontada) no peito( \\w+){0,5} (falta de ar|respir\\w+|sem ar|brac\\w+|costas|desmai\\w+|suor|' +
      'suando) |' +
      ' (falta de ar|sem ar)( \\w+){0,5} (dor|aperto|pontada) no peito | (tossindo|tossi|tosse com) sangue ',
    { unless: ' (amament|mamar|mamada|bico|leite|empedr|sutia) ' },
  ),
  alarmCue('swollen-calf', 'minha panturrilha esquerda ta inchada, vermelha e doendo',
    ' (panturilha|batata da perna|barriga da perna)( \\w+){0,4} (inchad\\w+|inchou|inchando|vermelh\\w+|quente|dura|' +
      'doendo|doi|dolorid\\w+|latej\\w+|dor) |' +
      ' (dor|inchaco)( \\w+){0,2} (na|da) (panturilha|batata da perna|barriga da perna) |' +
      ' (so uma|uma|a) perna( \\w+){0,2} (mais )?(inchad\\w+|vermelh\\w+|quente|dura)( \\w+){0,4} (dor|doendo|doi|' +
      'quente|vermelh\\w+|que a outra) |' +
      ' perna (esquerda|direita)( \\w+){0,3} (inchad\\w+|vermelh\\w+|quente|dura)( e| com)( \\w+){0,2} (dor|doendo|' +
      'doi|quente|vermelh\\w+|dura) |' +
      ' trombose ',
    { unless: ' vacina' },
  ),
  alarmCue('caesarean-wound', 'o corte da cesarea abriu e ta saindo um liquido',
    ' (corte|cicatriz|pontos?|cesarea|cesaria|cesarian\\w+|cirurgia|incisao|ferida|episio\\w*)( \\w+){0,4} (abriu|' +
      'abrindo|aberto|aberta|soltou|soltando|soltaram|estourou|estourado|pus|purgando|vazando|minando|escorrendo|' +
      'saindo (um )?(liquido|secrecao|pus|agua)|secrecao|fedendo|cheirando mal|cheiro ruim|infeccionad\\w+|' +
      'infectad\\w+|inflamad\\w+) |' +
      ' (pus|secrecao)( \\w+){0,4} (corte|cicatriz|pontos?|cesarea|cesaria|incisao) ',
  ),
  alarmCue('mastitis-with-fever', 'meu peito ta vermelho, duro e doendo e to com febre e calafrio',
    ` (peito|peitos|mama|mamas|seio|seios)( \\w+){0,6} (vermelh\\w+|quente|dur\\w+|empedrad\\w+|inchad\\w+|doendo|` +
      `dolorid\\w+|latej\\w+|caroco|nodulo|encarocad\\w+)( \\w+){0,12} ${FEVER} |` +
      ` ${FEVER}( \\w+){0,12} (peito|peitos|mama|mamas|seio|seios)( \\w+){0,4} (vermelh\\w+|quente|dur\\w+|` +
      `empedrad\\w+|inchad\\w+|doendo|dolorid\\w+|latej\\w+|caroco) |` +
      ` mastite( \\w+){0,8} ${FEVER} | abscesso `,
    { unless: NO_FEVER },
  ),
  alarmCue('fainting', 'desmaiei no banheiro agora a pouco',
    ' (desmaiei|desmaio|desmaiando|desfaleci|apaguei e cai|perdi os sentidos|perdi a consciencia|cai dura|' +
      'tudo ficou preto e cai|vista escureceu e cai) ',
    {
      unless: ' (de sono|de cansaco|de fome|de rir|de vergonha|de calor|de tedio) | quase desmai\\w+ ',
      meanwhile: 'lie-down',
    },
  ),
  alarmCue('convulsion', 'tive uma convulsao em casa hoje',
    ' (tive|estou tendo|tendo|me deu)( \\w+){0,2} (convuls\\w+|ataque|crise convulsiva) | convulsionei | me debati |' +
      ' (eu )?fiquei (dur\\w+|rigid\\w+)( e)? (trem\\w+|bab\\w+|se debatendo) | mordi a lingua ',
    hers,
  ),
  alarmCue('pills-by-accident', 'tomei o remedio duas vezes sem querer',
    ` tomei( \\w+){0,4} (${MEDICINE}( \\w+){0,3})?(duas vez\\w*|dobrad\\w+|em dobro|a mais|sem querer|errad\\w+|` +
      `por engano|por acidente|a cartela|meia cartela|o vidro|a caixa|\\d+ (comprimidos|capsulas|pilulas|` +
      `de uma vez)) |` +
      ` tomei (todos|todas|tudo|um monte|varios|varias|demais)( \\w+){0,3} ${MEDICINE} |` +
      ` (me )?(confundi|troquei)( \\w+){0,2} (os|o|de) (remedios?|comprimidos?) |` +
      ` (pensando|achando) que era (o )?meu | no lugar do meu | dose dobrada | overdose | superdosagem |` +
      ` tomei (\\d+|mais \\d+)( \\w+){0,2} (paracetamol|dipirona|ibuprofeno|tylenol|` +
      `comprimidos?)( \\w+){0,12} (mais|de novo|depois|outr\\w+) |` +
      ` (repetindo|tomando)( \\w+){0,6} (de \\d+ em \\d+ horas|o dia todo) `,
    {
      swallowed: true,
      meanwhile: 'swallowed',
      unless: ' tomei( \\w+){0,3} (agua|cafe|banho|cha|coragem|juizo|chuva|susto|sol|vacina|suco|sorvete|cerveja|' +
        'leite|sopa|remedio (certinho|direitinho|na hora)) ',
    },
  ),
  alarmCue('swelling-allergy', 'minha boca e minha garganta tao inchando depois do remedio',
    ' (boca|labios?|lingua|garganta|rosto|olhos|palpebras?)( \\w+){0,3} (inch\\w+|fechando|estufad\\w+|apertad\\w+|' +
      'apertando) |' +
      ' garganta (fechando|apertad\\w+|apertando|trancando) |' +
      ' (nao|mal) consigo engolir( \\w+){0,4} (inch\\w+|alergia) ',
    { ...hers, unless: ' (olho|olhos) inchad\\w+ de (chorar|sono|dormir) ' },
  ),
  alarmCue('poison-taken', 'tomei o veneno da roca',
    ' (tomei|bebi|engoli|comi)( \\w+){0,2} (veneno|chumbinho|raticida|agua sanitaria|soda|inseticida|formicida|' +
      'diesel|gasolina|querosene) ',
    { swallowed: true, meanwhile: 'swallowed' },
  ),
  alarmCue('bleeding-inside', 'vomitei um negocio escuro tipo borra de cafe e o coco ta preto',
    ' (vomit\\w+)( \\w+){0,5} (sangue|borra de cafe|escuro|pret\\w+) | (coco|fezes)( \\w+){0,2} (pret\\w+|com sangue) ',
    hers,
  ),
  alarmCue('burn', 'pocou oleo quente na minha mao e fez uma bolha enorme e a pele saiu',
    ' (bolh\\w+)( \\w+){0,2} (enorme|grande|gigante)| (pele|pelinha) (saiu|soltou)| em carne viva ',
    { ...hers, meanwhile: 'burn' },
  ),
]
