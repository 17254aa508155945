/*
 * Health questions (medicines, doses, symptoms, a baby's fever): the assistant points to a
 * professional and never gives a dose. Same normal form as crisis-patterns.ts (folded,
 * squeezed, spaces as word boundaries).
 */

const P = (source: string) => new RegExp(source)

const MEDICINE =
  '(remedio\\w*|medicamento\\w*|medicacao|medicacoes|dose|doses|dosagem|comprimido\\w*|capsula\\w*|xarope|pomada|antibiotico\\w*|dipirona|paracetamol|ibuprofeno|tylenol|novalgina|buscopan|dorflex|neosaldina|aspirina|antialergico\\w*|anti alergico|antiinflamatorio\\w*|anti inflamatorio\\w*|antidepresivo\\w*|ansiolitico\\w*|rivotril|clonazepam|sertralina|fluoxetina|escitalopram|anticoncepcional|pilula|domperidona|simeticona|luftal|vacina\\w*|suplemento\\w*|polivitaminico|sulfato feroso|acido folico|vitamina d|vitamina b 12|fero)'

const SYMPTOM =
  '(febre|febril|sintoma\\w*|diagnostico|sangramento|sangrando|sangue|hemoragia|infecao|infecionad\\w*|infecionou|inflamad\\w*|inflamacao|mastite|convulsao|convulsionou|desmai\\w*|vomit\\w*|golfad\\w*|diareia|constipad\\w*|prisao de ventre|manchas|mancha vermelha|tontura|tonta|falta de ar|dor no peito|dor de cabeca|enxaqueca|presao alta|presao baixa|colica\\w*|icteri\\w*|amarelinho|amarelado|engasg\\w*|tose|tosindo|catarro|gripe|gripad\\w*|resfriad\\w*|dor de ouvido|otite|dor de garganta|nariz entupido|assadura|brotoeja|sapinho|refluxo|queimadura|ponto\\w* da cesarea|pontos inflamad\\w*|leite empedrado|empedrou|bico rachado|bico ferido|fisura|depresao|depresiva|depresivo|baby blues|psiquiatra|caroco|nodulo|corimento|candidiase|hemoroida\\w*|incontinencia|escape de xixi|sangrament\\w*)'

export const healthPatterns: readonly RegExp[] = [
  P(` ${MEDICINE} `),
  P(` ${SYMPTOM} `),
  P(' \\d+ ?(mg|ml|gotas|miligramas|mililitros) '),
  P(' quantas gotas '),
  // "posso tomar ... amamentando?", "o que eu tomo pra dor?"
  P(' (posso|pode|devo|e seguro|faz mal) (tomar|usar|beber|passar) (\\w+ ){0,4}(amamentando|amamentacao|gravida|gestante|gravidez|pos parto|resguardo|dando de mamar|dando o peito|de leite|no leite|com o bebe mamando)'),
  P(' (o que|oque|qual|que) (eu )?(tomo|posso tomar|devo tomar|tomar|dar|dou|posso dar|devo dar) (para|contra) (a |o )?(dor|febre|gripe|tosse|colica|enjoo|dormir|ansiedade|cabeca)'),
  P(' (posso|pode|devo) dar (\\w+ ){0,3}(para|ao|a) (o |a |meu |minha )?(bebe|filho|filha|crianca) '),
  // a baby's or a child's symptoms
  P(' (bebe|filho|filha|crianca) (\\w+ ){0,4}(nao (mama|para de vomitar|faz coco|faz xixi|respira bem)|quente|molinho|roxo|caiu|bateu a cabeca|engoliu|alergia|alergica|alergico)'),
  P(' (dor|dores) (forte|fortes|muito forte|que nao pasa|ha dias|de dias|no corte|na cicatriz|nos pontos|na barriga depois do parto|no peito|para amamentar|ao amamentar)'),
  P(' (pediatra|ginecologista|obstetra|medico|medica) (disse|falou|pasou|receitou) '),
  P(' (e normal|isso e normal|sera que e normal) (\\w+ ){0,5}(sangr\\w*|dor|doer|sentir|inchad\\w*|febre|bebe|leite|menstrua\\w*|corimento)'),
  P(' (inchad\\w*|inchaco) (nas pernas|nos pes|no rosto|nos pontos|na cicatriz)'),
  P(' (quando|quanto tempo depois) (\\w+ ){0,4}(posso voltar|pode voltar|liberad\\w*) (\\w+ ){0,3}(depois|apos) (do parto|da cesarea|do part)'),
]

/** Names the words that show the question is about her mind, so the reply adds the CVV. */
export const mentalHealthPattern = P(' (depresao|depresiva|depresivo|baby blues|psiquiatra|psicologo\\w*|psicologa\\w*|terapia|terapeuta|ansiolitico\\w*|antidepresivo\\w*|rivotril|clonazepam|sertralina|fluoxetina|escitalopram|crise de panico|crise de ansiedade) ')

/** A baby or child is the subject: the reply names the pediatrician first. */
export const babyHealthPattern = P(' (bebe|bebes|filho|filha|filhos|crianca|criancas|recem nascido|pediatra) ')
