/**
 * Safety notes that several library entries share, written once so they say the same thing
 * everywhere (postpartum recovery, diastasis, pelvic floor, pain, allergies).
 */

export const painMeansStop = 'Dor é sinal para parar: o movimento deve ser confortável, nunca forçado.'

export const medicalRelease =
  'Depois de uma cesárea ou de um parto com pontos, espere a liberação da sua médica ou do seu médico para exercícios que usam a barriga.'

export const diastasis =
  'Se você tem diástase, não force a barriga: se ela formar um “bico” no meio, diminua o esforço e procure uma fisioterapeuta.'

export const pelvicFloor =
  'Sem pulos nem impacto enquanto o assoalho pélvico se recupera; escape de xixi ou sensação de peso na vagina pedem avaliação de uma fisioterapeuta pélvica.'

export const babySafety =
  'Com o bebê no colo ou no canguru, movimentos lentos, sem pulos nem giros rápidos, e a cabecinha sempre bem apoiada.'

export const dizziness = 'Se ficar tonta, volte a respirar no seu ritmo natural e encurte as contagens.'

export const honeyForHerOnly = 'Mel é só para você: nunca dê mel a bebês com menos de 1 ano.'

export const containsEgg = 'Contém ovo: atenção se você ou alguém da casa tem alergia.'

export const containsMilk =
  'Contém leite: com intolerância, use a versão sem lactose; com alergia, troque por uma bebida vegetal.'

export const oatsMayHaveGluten = 'A aveia pode conter glúten por contaminação: use aveia sem glúten se for celíaca.'

export const containsGluten = 'Contém glúten (trigo): use uma versão sem glúten se for celíaca.'

export const containsFish = 'Contém peixe: atenção se você tem alergia.'

export const containsPeanut = 'Contém amendoim: evite se você tem alergia.'

export const drowsyWithBaby =
  'Se o sono bater com o bebê no colo ou no peito, coloque-o de barriga para cima no berço antes de cochilar: adormecer com ele no sofá ou na poltrona não é seguro.'

export const oneSwollenLeg =
  'Uma perna só inchada, quente, vermelha ou doendo, depois do parto, é motivo para procurar atendimento no mesmo dia.'

export const thumbPain =
  'Dor na base do dedão que não melhora em alguns dias é comum nas mães e tem tratamento: procure um médico ou fisioterapeuta.'

export const liftWithWholeHand =
  'Ao levantar o bebê, use a mão inteira por baixo dele, com a palma para cima, e não só o polegar e o indicador.'
