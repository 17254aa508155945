import { alarmCue, type AlarmCue } from './alarm-cue'
import { A_CHILD, MEDICINE } from './body-words'

/*
 * What needs a professional within a day or two, not an emergency: a cracked or bleeding nipple,
 * a sore breast without fever, thrush, a mild cold in a baby who feeds, medicines while
 * breastfeeding, a rash, a few days without stool, her stitches, a mild reaction to a vaccine.
 * The reply sends her to the UBS, the pediatra or the obstetra, with no dose and no alarm.
 */

const child = { requires: A_CHILD }

export const soonSigns: readonly AlarmCue[] = [
  alarmCue('sore-nipple', 'meu bico ta rachado e sangrando quando ele mama', ' (bicos?|mamilos?|biquinhos?)( \\w+){0,3} (rachad\\w+|machucad\\w+|ferid\\w+|sangr\\w+|com sangue|em carne viva|fissur\\w+|esfolad\\w+|doendo|dolorid\\w+|branc\\w+|roxo) | fissura (no|nos) (bico|mamilo|peito) '),
  alarmCue('sore-breast', 'meu peito ta empedrado e doendo mas nao tenho febre', ' (peito|peitos|mama|mamas|seio|seios)( \\w+){0,4} (empedrad\\w+|dur\\w+|inchad\\w+|doendo|dolorid\\w+|vermelh\\w+|com caroco|caroco|nodulo|encarocad\\w+|latej\\w+) | mastite | ducto entupido | leite empedrado '),
  alarmCue('thrush', 'apareceu umas placas brancas na boca dela que nao saem, e sapinho?', ' sapinho | candidiase | monilia\\w* | placas? brancas? | (lingua|boca|boquinha|bochechas?)( \\w+){0,3} (branc\\w+|com pontos brancos) '),
  alarmCue('mild-cold', 'ele ta resfriado com o nariz escorrendo mas mama bem', ' (resfriad\\w+|gripad\\w+|gripe|coriza|nariz( \\w+){0,2} (escorrendo|entupid\\w+|trancad\\w+|escorendo)|tosse|tossindo|catarro|espirrando muito|chiado leve) ', child),
  alarmCue('medicine-breastfeeding', 'posso tomar dipirona amamentando?', ` (${MEDICINE}|tomar|tomei|usar|passar|anticoncepcional|antibiotico|vacina)( \\w+){0,8} (amamentando|amamento|amamentar|amamentacao|dando (de )?mamar|dando o peito|passa para o leite|passa no leite|no leite|lactante|lactacao) | (amamentando|amamento|lactante)( \\w+){0,6} (posso tomar|posso usar|pode tomar|pode usar|remedio|antibiotico|anticoncepcional) `),
  alarmCue('rash', 'apareceram umas bolinhas vermelhas no rosto dele, sem febre', ' (bolinhas?|manchas?|manchinhas?|pintinhas?|brotoejas?|placas?|vermelhidao|assadura\\w*|alergia|dermatite|eczema|urticaria|espinhas?|perebas?)( \\w+){0,4} (vermelh\\w+|no rosto|no corpo|na pele|nas costas|no bumbum|na barriga|no pescoco|coca\\w+|feia|piorando|sangrando|nao sara|nao melhora|com pus|espalhando|pelo corpo) | brotoeja | assadura (feia|sangrando|com (bolhas|feridas|pus)|que nao melhora|piorando) ', child),
  alarmCue('constipation', 'ele nao faz coco faz 4 dias', ' (nao faz|nao fez|sem fazer|nao evacua|sem evacuar)( \\w+){0,1} (coco|cocô|evacuar|evacuacao)( \\w+){0,3} (\\d+|tres|quatro|cinco|seis|sete) dias | intestino preso | prisao de ventre | (coco|fezes) (dur\\w+|em bolinhas|ressecad\\w+) '),
  alarmCue('stitches', 'os pontos da episio tao repuxando e cocando muito', ' (pontos?|cicatriz|corte|episio\\w*|cesarea|cesaria)( \\w+){0,3} (cocando|coca|repuxando|repuxa|dolorid\\w+|doendo|doi|dormente|vermelh\\w+|ardendo|arde) '),
  alarmCue('vaccine-reaction', 'depois da vacina a perninha dele ficou vermelha e ele ta enjoadinho', ' (depois|apos|desde) (d[ao]s? )?vacinas?( \\w+){0,8} (febre|vermelh\\w+|inchad\\w+|inchou|caroco|chor\\w+|enjoad\\w+|dolorid\\w+|quente|mole) | reacao (da|na|de|a) vacina '),
  alarmCue('ear-or-eye', 'ela ta pondo a mao no ouvido e chorando, sera otite?', ' (dor (de|no) ouvido|otite|ouvido( \\w+){0,2} (doendo|saindo|vazando|com secrecao|escorendo)|mao no ouvido|conjuntivite|olh(o|os|inho|inhos)( \\w+){0,2} (remelando|com remela|grudad\\w+|vermelh\\w+|com pus)) ', child),
  alarmCue('fever-older-child', 'meu filho de 2 anos ta com febre mas ta brincando e comendo', ' (febre|febril|febrinha|temperatura) ', { requires: ` ${'(\\d+|um|uma|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|onze) (anos|ano|meses)'} | brincando | comendo bem | mamando bem `, unless: ' (1|2|um|dois) mes(es)? ' }),
  alarmCue('diarrhoea', 'ta com diarreia desde ontem mas ta mamando bem', ' diarreia | (coco|fezes)( \\w+){0,2} (mole|molinho|liquid\\w+|aguad\\w+|com muco|com catarro|verde espumoso) | dor de barriga ', child),
  alarmCue('after-birth-bleeding', 'o sangramento voltou um pouco depois de 20 dias, e normal?', ' (sangramento|sangrando|sangue|loquios?)( \\w+){0,4} (voltou|aumentou|de novo|ainda|mais escuro|marrom|com cheiro|cheiro) | corrimento ', { requires: ' (eu|estou|me|meu|minha|tive|tenho|sinto|comigo|parto|cesarea|cesaria|resguardo|dieta|puerperio|ganhei) ' }),
  alarmCue('her-pain', 'to com uma dor no pe da barriga desde o parto', ' (dor|dores|colica|colicas)( \\w+){0,3} (pe da barriga|no utero|na barriga|no baixo ventre|embaixo|ao urinar|para fazer xixi|na urina) | (ardencia|arde|ardendo)( \\w+){0,3} (xixi|urinar) | infeccao urinaria ', { requires: ' (eu|estou|me|meu|minha|tive|tenho|sinto) ' }),
]
