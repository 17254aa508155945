/*
 * Health questions (medicines, doses, symptoms, a baby's fever): the assistant points to a
 * professional and never gives a dose. Same normal form as crisis-patterns.ts (folded,
 * squeezed, spaces as word boundaries).
 */

const P = (source: string) => new RegExp(source)

const MEDICINE =
  '(remedio\\w*|medicamento\\w*|medicacao|medicacoes|dose|doses|dosagem|comprimido\\w*|capsula\\w*|xarope|pomada|antibiotico\\w*|dipirona|paracetamol|ibuprofeno|tylenol|novalgina|buscopan|dorflex|neosaldina|aspirina|antialergico\\w*|anti alergico|antinflamatorio\\w*|anti inflamatorio\\w*|antidepresivo\\w*|ansiolitico\\w*|rivotril|clonazepam|sertralina|fluoxetina|escitalopram|anticoncepcional|pilula|domperidona|simeticona|luftal|vacina\\w*|suplemento\\w*|polivitaminico|sulfato feroso|acido folico|vitamina d|vitamina b 12|fero)'

const SYMPTOM =
  '(febre|febril|sintoma\\w*|diagnostico|sangramento|sangrando|sangue|hemoragia|infecao|infecionad\\w*|infecionou|inflamad\\w*|inflamacao|mastite|convulsao|convulsionou|desmai\\w*|vomit\\w*|golf\\w*|diareia|constipad\\w*|prisao de ventre|manchas|mancha vermelha|tontura|tonta|falta de ar|dor no peito|dor de cabeca|enxaqueca|presao alta|presao baixa|colica\\w*|icteri\\w*|amarelinho|amarelado|engasg\\w*|tose|toses|tosir|tosindo|tosiu|cataro|gripe|gripad\\w*|resfriad\\w*|dor de ouvido|otite|dor de garganta|nariz entupido|asadura|brotoeja|sapinho|refluxo|queimadura|ponto\\w* da cesarea|pontos inflamad\\w*|leite empedrado|empedrou|empedrad\\w*|curativo\\w*|pus|bico rachado|bico ferido|fisura|depresao|depresiva|depresivo|baby blues|psiquiatra|caroco|nodulo|corimento|candidiase|hemoroida\\w*|incontinencia|escape de xixi|sangrament\\w*)'

/** A symptom named in passing ("a cólica do bebê tá me deixando louca, uma respiração?"). */
export const symptomPattern = P(` ${SYMPTOM} `)

/** A health question: a medicine, a dose, "posso tomar…?", "é normal…?", a baby's warning signs. */
export const healthQuestionPatterns: readonly RegExp[] = [
  P(` ${MEDICINE} `),
  P(' \\d+ ?(mg|ml|gotas|miligramas|mililitros) '),
  P(' quant[oa]s? (gotas|ml|mg|mililitros|miligramas|comprimidos) '),
  P(' quanto (de )?(leite|formula) (\\w+ ){0,4}(toma|tomar|mama|mamar|deve) '),
  // "posso tomar ... amamentando?", "o que eu tomo pra dor?"
  P(' (poso|pode|devo|e seguro|faz mal) (tomar|usar|beber|pasar) (\\w+ ){0,4}(amamentando|amamentacao|gravida|gestante|gravidez|pos parto|resguardo|dando de mamar|dando o peito|de leite|no leite|com o bebe mamando)'),
  P(' (o que|oque|qual|que) (eu )?(tomo|poso tomar|devo tomar|tomar|dar|dou|poso dar|devo dar) (para|contra) (a |o )?(dor|febre|gripe|tose|colica|enjo|dormir|ansiedade|cabeca)'),
  P(' (poso|pode|devo) dar (\\w+ ){0,3}(para|ao|a) (o |a |meu |minha )?(bebe|filho|filha|crianca) '),
  // a baby's or a child's symptoms
  P(' (bebe|filho|filha|crianca) (\\w+ ){0,4}(nao (mama|para de vomitar|para de tosir|faz coco|faz xixi|respira bem)|quente|molinho|rox\\w*|caiu(?! no sono)|bateu a cabeca|engoliu|alergia|alergica|alergico)'),
  P(' (dor|dores) (forte|fortes|muito forte|que nao pasa|ha dias|de dias|no corte|na cicatriz|nos pontos|na bariga depois do parto|no peito|para amamentar|ao amamentar)'),
  P(' (pediatra|ginecologista|obstetra|medico|medica) (dise|falou|pasou|receitou) '),
  P(' (e normal|iso e normal|sera que e normal) (\\w+ ){0,5}(sangr\\w*|dor|doer|sentir|inchad\\w*|febre|bebe|leite|menstrua\\w*|corimento)'),
  P(` ${SYMPTOM} (\\w+ ){0,6}(e normal|iso e normal|o que (eu )?faco|devo me preocupar) `),
  P(' (inchad\\w*|inchaco) (nas pernas|nos pes|no rosto|nos pontos|na cicatriz)'),
  P(' (cicatriz|pontos|corte) (\\w+ ){0,4}(vermelh\\w*|doendo|doi|inchad\\w*|abriu|abrindo|quente|sangr\\w*|inflam\\w*) '),
  P(' (cortei|queimei|torci|quebrei) (o |a |meu |minha )?(dedo|mao|pe|tornozelo|joelho|perna|braco) '),
  P(' (quanto tempo|quando) (\\w+ ){0,2}(depois|apos) (do parto|da ces\\w*|do part\\w*) '),
  P(' (poso|pode|devo) (\\w+ ){0,4}(depois|apos) (do parto|da ces\\w*) '),
  P(' (pode|poso|faz mal|e seguro|liberad\\w*) (\\w+ ){0,2}(na |durante a |durante o )?(amamentacao|amamentando|gravidez|gestacao|resguardo) '),
  P(' (quando|quanto tempo depois) (\\w+ ){0,4}(poso voltar|pode voltar|liberad\\w*) (\\w+ ){0,3}(depois|apos) (do parto|da cesarea|do part)'),
]

/** Names the words that show the question is about her mind, so the reply adds the CVV. */
export const mentalHealthPattern = P(' (depresao|depresiva|depresivo|baby blues|psiquiatra|psicologo\\w*|psicologa\\w*|terapia|terapeuta|ansiolitico\\w*|antidepresivo\\w*|rivotril|clonazepam|sertralina|fluoxetina|escitalopram|crise de panico|crise de ansiedade) ')

/** A baby or child is the subject: the reply names the pediatrician first. */
export const babyHealthPattern = P(' (bebe|bebes|filho|filha|filhos|crianca|criancas|recem nascido|pediatra) ')
