import { alarmCue, type AlarmCue } from './alarm-cue'
import { MEDICINE } from './body-words'

/*
 * What needs a professional within a day or two, not an emergency: a cracked or bleeding nipple,
 * a sore breast without fever, thrush, a mild cold in a baby who feeds, medicines while
 * breastfeeding, a rash, a few days without stool, her stitches, a mild reaction to a vaccine.
 * The reply sends her to the UBS, the pediatra or the obstetra, with no dose and no alarm.
 */

const child = { ofAChild: true }

export const soonSigns: readonly AlarmCue[] = [
  alarmCue('sore-nipple', 'meu bico ta rachado e sangrando quando ele mama',
    ' (bicos?|mamilos?|biquinhos?)( \\w+){0,4} (rach\\w+|machuc\\w+|ferid\\w+|sangr\\w+|sangue|sanguinho|carne viva|' +
      'fissur\\w+|esfol\\w+|doendo|doeno|dolorid\\w+|ardendo|ardencia|agulhada|branc\\w+|roxo) |' +
      ' fissura (no|nos) (bico|mamilo|peito) ',
  ),
  alarmCue('sore-breast', 'meu peito ta empedrado e doendo mas nao tenho febre',
    ' (peito|peitos|mama|mamas|seio|seios)( \\w+){0,6} (empedr\\w+|dur\\w+|inchad\\w+|doendo|doeno|dolorid\\w+|' +
      'doid\\w+|vermelh\\w+|caroc\\w+|nodulo|encaroc\\w+|endurecid\\w+|latej\\w+) |' +
      ' (caroc\\w+|ponto endurecido|parte dura|partes duras)( \\w+){0,6} (peito|mama|seio) | mastite |' +
      ' ducto entupido | leite empedrado ',
  ),
  alarmCue('thrush', 'apareceu umas placas brancas na boca dela que nao saem, e sapinho?',
    ' sapinho | candid\\w+ | monilia\\w* | placas? brancas? | coisinhas? brancas? | leite coalhado que nao sai |' +
      ' (lingua|boca|boquinha|bochechas?)( \\w+){0,3} (branc\\w+|com pontos brancos) ',
  ),
  alarmCue('mild-cold', 'ele ta resfriado com o nariz escorrendo mas mama bem',
    ' (resfriad\\w+|gripad\\w+|gripe|coriza|nariz( \\w+){0,2} (escorrendo|entupid\\w+|trancad\\w+|escorendo)|tosse|' +
      'tossindo|catarro|espirrando muito|chiado leve) ',
    child,
  ),
  alarmCue('medicine-breastfeeding', 'posso tomar dipirona amamentando?',
    ` (${MEDICINE}|tomar|tomei|usar|passar|anticoncepcional|antibiotico|vacina)( \\w+){0,8} (amamentando|amamento|` +
      `amamentar|amamentacao|dando (de )?mamar|dando (de )?mama|dando (o )?peito|passa para o leite|passa no leite|` +
      `no leite|lactante|lactacao) |` +
      ` (amamentando|amamento|lactante)( \\w+){0,6} (posso tomar|posso usar|pode tomar|pode usar|remedio|` +
      `antibiotico|anticoncepcional) `,
  ),
  alarmCue('rash', 'apareceram umas bolinhas vermelhas no rosto dele, sem febre',
    ' (bolinhas?|manchas?|manchinhas?|pintinhas?|brotoejas?|placas?|vermelhidao|assadura\\w*|alergia|dermatite|' +
      'eczema|urticaria|espinhas?|perebas?)( \\w+){0,4} (vermelh\\w+|no rosto|no corpo|na pele|nas costas|no bumbum|' +
      'na barriga|no pescoco|coca\\w+|feia|piorando|sangrando|nao sara|nao melhora|com pus|espalhando|pelo corpo) |' +
      ' brotoeja | assadura (feia|sangrando|com (bolhas|feridas|pus)|que nao melhora|piorando) ',
    child,
  ),
  alarmCue('constipation', 'ta 3 dia sem fazer coco mas mama bem',
    ' (\\d+|dois|tres|quatro|cinco|seis|sete) dias? sem (fazer )?(coco|evacuar) |' +
      ' nao faz coco (faz|ha) (\\d+|tres|quatro|cinco) dias? ',
    child,
  ),
  alarmCue('constipation', 'ele nao faz coco faz 4 dias',
    ' (nao faz|nao fez|sem fazer|nao evacua|sem evacuar)( \\w+){0,1} (coco|cocô|evacuar|' +
      'evacuacao)( \\w+){0,3} (\\d+|tres|quatro|cinco|seis|sete) dias |' +
      ' intestino preso | prisao de ventre | (coco|fezes) (dur\\w+|em bolinhas|ressecad\\w+) ',
  ),
  alarmCue('stitches', 'os pontos da episio tao repuxando e cocando muito',
    ' (pontos?|cicatriz|corte|episio\\w*|cesarea|cesaria)( \\w+){0,3} (cocando|coca|repuxando|repuxa|dolorid\\w+|' +
      'doendo|doi|dormente|vermelh\\w+|ardendo|arde) ',
  ),
  alarmCue('vaccine-reaction', 'tomou vacina ontem e a perna ta vermelha e doendo',
    ' (tomou|tomei|tomar|tomaram)( \\w+){0,2} (vacinas?|reforco|injecao)( \\w+){0,8} (vermelh\\w+|doendo|' +
      'dolorid\\w+|inchad\\w+|mancando|dur\\w+|endurecid\\w+|quente|febre|caroco|ferid\\w+|pus) |' +
      ' vacina( \\w+){0,6} (feridinha|ferida|pus|caroco) ',
  ),
  alarmCue('vaccine-reaction', 'depois da vacina a perninha dele ficou vermelha e ele ta enjoadinho',
    ' (depois|apos|desde) (d[ao]s? )?vacinas?( \\w+){0,8} (febre|vermelh\\w+|inchad\\w+|inchou|caroco|chor\\w+|' +
      'enjoad\\w+|dolorid\\w+|quente|mole) |' +
      ' reacao (da|na|de|a) vacina ',
  ),
  alarmCue('ear-or-eye', 'ela ta pondo a mao no ouvido e chorando, sera otite?',
    ' (dor (de|no) ouvido|otite|ouvido( \\w+){0,2} (doendo|saindo|vazando|com secrecao|escorendo)|mao no ouvido|' +
      'conjuntivite|olh(o|os|inho|inhos)( \\w+){0,2} (remelando|com remela|grudad\\w+|vermelh\\w+|com pus)) ',
    child,
  ),
  alarmCue('fever-older-child', 'meu filho de 2 anos ta com febre mas ta brincando e comendo',
    ' (febre|febril|febrinha|temperatura|3[78]( \\d+)?) ',
    {
      requires: ' (\\d+|um|uma|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|onze) (anos|ano|meses) |' +
        ' brincando | comendo | mamando | acordadinh\\w+ | espert\\w+ | olhando ',
      unless: ' (1|2|um|dois) mes(es)? ',
    },
  ),
  alarmCue('eye-or-ear', 'acorda com remela amarelada todo dia',
    ' remel\\w+ | lacrimej\\w+ | puxando a orelha | (orelha|ouvido)( \\w+){0,3} (doendo|dor|puxando|vazando|secrecao) ',
  ),
  alarmCue('navel', 'o umbigo dele ficou sangrando um pouquinho',
    ' umbigo( \\w+){0,8} (sangr\\w+|secre\\w+|cheiro|bolinha|saltad\\w+|umid\\w+|molhadinh\\w+|carninha|vermelh\\w+|' +
      'pus|estufad\\w+) |' +
      ' coto( \\w+){0,4} (cheiro|secre\\w+|sangr\\w+) ',
  ),
  alarmCue('skin', 'umas roda vermelha na pele que coca',
    ' (rodas?|manchas?|bolinhas?|pereb\\w*|feridas?|placas?)( \\w+){0,6} (vermelh\\w+|coc\\w+|coceira|casca|' +
      'com agua|impinge) |' +
      ' impinge | sarna | escabiose | catapora | (coceira|cocando|coca)( \\w+){0,4} (pele|corpo|dedos|noite) |' +
      ' mao pe e boca ',
  ),
  alarmCue('urinary', 'ta ardendo para fazer xixi e vontade toda hora',
    ' (ardendo|arde|ardencia|queimando|queima|dor)( \\w+){0,3} (xixi|urinar) |' +
      ' (xixi|urinar)( \\w+){0,3} (ardendo|arde|ardencia|queimando|toda hora) | infeccao urinaria ',
  ),
  alarmCue('blood-streaks', 'saiu umas rajadinha de sangue no coco mas ele ta mamando bem',
    ' raj\\w+ de sangue | (fio|fiozinho|pontinho|pouquinho|rajad\\w+) de sangue( \\w+){0,3} (coco|fezes|fralda) ',
  ),
  alarmCue('her-pressure', 'minha pressao deu 15 por 9, nao sinto nada',
    ' (pressao|pa)( \\w+){0,3} (1[4-5]|1[4-5]\\d) (por|x|com) (9|10|9\\d|10\\d) |' +
      ' (glicose|diabete\\w*|acucar no sangue)( \\w+){0,4} (deu|esta|alta|\\d+) ',
  ),
  alarmCue('diarrhoea', 'ta com diarreia desde ontem mas ta mamando bem',
    ' diarreia | (coco|fezes)( \\w+){0,2} (mole|molinho|liquid\\w+|aguad\\w+|com muco|com catarro|verde espumoso) |' +
      ' dor de barriga ',
    child,
  ),
  alarmCue('after-birth-bleeding', 'o sangramento voltou um pouco depois de 20 dias, e normal?',
    ' (sangramento|sangrando|sangue|loquios?)( \\w+){0,4} (voltou|aumentou|de novo|ainda|mais escuro|marrom|' +
      'com cheiro|cheiro) |' +
      ' corrimento ',
  ),
  alarmCue('her-pain', 'to com uma dor no pe da barriga desde o parto',
    ' (dor|dores|colica|colicas)( \\w+){0,3} (pe da barriga|no utero|na barriga|no baixo ventre|embaixo|ao urinar|' +
      'para fazer xixi|na urina) |' +
      ' (ardencia|arde|ardendo)( \\w+){0,3} (xixi|urinar) | infeccao urinaria ',
    { requires: ' (eu|estou|me|meu|minha|tive|tenho|sinto) ' },
  ),
]
