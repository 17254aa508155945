import type { CrisisKind } from './intent-types'

/*
 * Crisis patterns over the normal form of normalize.ts: lowercase, no accents, no punctuation,
 * every run of a letter squeezed to one ("morrer" is written "morer", "essa" "esa"), single
 * spaces, a space at each end. A space in a pattern is a word boundary. crisis-patterns.test.ts
 * checks that no pattern holds an accent or a doubled letter, which would never match.
 *
 * Recall comes first: a missed crisis is worse than a warm reply with help numbers that was not
 * needed. Precision comes from the everyday idioms masked before matching ("morrendo de rir",
 * "matar a saudade") and from asking who acts ("meu filho me bate quando brinca").
 */

const P = (source: string) => new RegExp(source)

const CHILD = '(bebe|bebes|filho|filha|filhos|filhas|crianca|criancas|criancinha|menino|menina|cacula|neto|neta|enteado|enteada)'
const PARTNER = '(marido|companheiro|namorado|esposo|parceiro|ex|ex marido|pai do bebe|pai d[oa]s? (meus |minhas )?(filhos|filhas|filho|filha|criancas|bebe)|sogro|padrasto|cunhado)'
const WANTING = '(quero|queria|vontade de|penso em|pensando em|pensei em|desejo|preferia|prefiro|so queria|gostaria de|tentei|tentar|coragem de|jeito de|como|vou|devia|deveria|preciso|necesidade de|planejando|plano de|plano para)'
// Without "vou" and "como": "vou morrer se não dormir" is a figure of speech.
const WANTING_DEATH = '(quero|queria|vontade de|penso em|pensando em|pensei em|desejo|preferia|prefiro|so queria|gostaria de|melhor|seria bom|pronta para|hora de|planejando|plano para)'
// Spelled out where a prefix would catch "batizar" or "matricular".
const HARM_VERB = '(machuc\\w*|bater|bato|bati|bate|batendo|batia|sacud\\w*|chacoalh\\w*|sufoc\\w*|afog\\w*|esgan\\w*|estrangul\\w*|matar|mato|matei|mata|matando|matase|espanc\\w*|maltrat\\w*|ferir|firo)'
// Acts of violence whoever does them (a child at play is masked among the idioms).
const VIOLENT_ACT = '(bate|bateu|batia|batendo|agride|agrediu|agredindo|agredia|espanca|espancou|espancando|espancava|empura|empurou|empurando|enforca|enforcou|enforcando|estrangul\\w*|estupr\\w*|violent\\w*|chuta|chutou|soca|socou|esbofete\\w*|trancou|tranca|estapeia|estapeou)'
// Acts that are violence when a person does them ("ele me machuca"), not a shoe.
const PERSON = `(ele|${PARTNER}|sogra|sogro)`
const ABUSIVE_ACT = '(machuca|machucou|machucava|ameaca|ameacou|ameacando|ameacava|xinga|xingou|xingando|humilha|humilhou|humilhando|obriga a transar|obrigou a transar|forca a transar|forcou a transar)'

/** Everyday idioms with crisis words, replaced by a blank before the crisis patterns run. */
export const everydayIdioms: readonly RegExp[] = [
  // morrendo de rir, morta de cansaço, morri de vergonha, quero morrer de rir
  P(' mor\\w* de (rir|risada|cansaco|cansada|sono|fome|sede|saudade|saudades|vergonha|calor|frio|tedio|inveja|preguica|vontade|amor|curiosidade|ciume|ciumes|raiva|dor|trabalhar|trabalho|estudar|chorar|felicidade|alegria|orgulho|pena|fofura|ansiedade|estres|estrese|cosquinha)'),
  // matar a saudade, mata a fome, matar a curiosidade
  P(' mat\\w* (a |minha |as |esa |de )?(saudade|saudades|fome|sede|curiosidade|vontade|larica)'),
  // vou matar essa receita, matar aula, matar o tempo, matar um leão por dia
  P(' mat\\w* (esa |esta |a |o |ese |este |um |uma )?(receita|aula|tempo|questao|prova|charada|trabalho|serie|jogo|partida|conta|leao|tarefa|louca|roupa|pilha|lista|hora)'),
  // me matando de trabalhar, se matar de estudar
  P(' (me|se|te) mat\\w* (de|do) (trabalhar|trabalho|estudar|rir|risada|susto|vergonha|orgulho|coracao|raiva|limpar|faxina\\w*|cozinhar|corer|cansaco|fazer|tanto)'),
  // uma dor de matar, um calor de matar
  P(' de matar '),
  // "meu filho me bate quando brinca": a child at play, not violence at home
  // (but "o pai do bebê me empurrou" is the father)
  P(` (?<!(?:pai|avo|tio|padrasto|sogro|irmao) d[oa]s? (?:meus? |minhas? |nosos? |nosas? )?)${CHILD} (\\w+ ){0,3}me ${VIOLENT_ACT} `),
  // "às vezes me bate uma tristeza": a feeling that comes, not a blow
  P(' me (bate|bateu|batia|batendo) (uma |um |aquela |aquele |a |o |muita |muito |de novo )?(tristeza|culpa|saudade|cansaco|sono|desanimo|angustia|ansiedade|fome|vontade|preguica|medo|solidao|bad|desespero|nostalgia|choro|raiva|insegur\\w*)'),
  // afraid of cutting herself with the kitchen knife
  P(' (medo de|cuidado para nao|sem) me (cortar|machucar|queimar|ferir) '),
  // killing insects
  P(' mat\\w* (a |o |uma |um |as |os )?(barata|baratas|mosquito|mosquitos|formiga|formigas|aranha|pernilongo|pernilongos|mosca|moscas|piolho|piolhos|bicho|bichos)'),
]

export const crisisPatterns: Record<CrisisKind, readonly RegExp[]> = {
  violence: [
    P(` me ${VIOLENT_ACT} `),
    P(` ${PERSON} (\\w+ ){0,3}me ${ABUSIVE_ACT} `),
    P(` ${PERSON} (\\w+ ){0,6}(me mata|vai me matar|quer me matar|ameacou me matar) `),
    P(` ${PERSON} (\\w+ ){0,6}nao me deixa (sair|trabalhar|ver|falar|usar o celular) `),
    P(` ${PERSON} (\\w+ ){0,4}(quebra|quebrou|joga|jogou) (as coisas|tudo|os moveis|objetos) `),
    P(` ${PARTNER} (\\w+ ){0,2}(bate|bateu|batia|agride|agrediu|machuca|machucou|espanca|espancou) (no |na |nos |nas |em )?(meu |minha |meus |minhas |noso |nosa )?${CHILD} `),
    P(` (da|deu|dar|dando) (um |uns )?(tapa|tapas|soco|socos|chute|chutes|muro|muros|sura) (em mim|na minha cara|no meu rosto|na minha bariga)`),
    P(' (apanho|apanhei|apanhando|apanhava|apanhar) (d\\w+|em casa|todo dia|quase todo dia|sempre)'),
    P(' violencia (domestica|em casa|fisica|psicologica|sexual)'),
    P(' (sofro|sofri|sofrendo|vitima de) (violencia|agresao|abuso)'),
    P(' (agredida|espancada|estuprada|abusada|violentada|ameacada) '),
    P(' (abusou|abusa|abusando) de mim'),
    P(' (estupro|abuso sexual|relacionamento abusivo|relacao abusiva|agresao fisica|marido agresivo|companheiro agresivo) '),
    P(` medo (dele|do (meu )?${PARTNER}) (?!\\w+(ar|er|ir) )`),
    P(' (nao me sinto|nao estou) segura (em casa|com ele|perto dele)'),
  ],
  baby: [
    P(` ${HARM_VERB} (o |a |ao |no |na |em )?(meu |minha |noso |nosa |ese |esa |este |esta )?${CHILD} `),
    P(` (sacud\\w*|chacoalh\\w*|sufoc\\w*|afog\\w*|esgan\\w*|estrangul\\w*) (ele|ela) `),
    P(` jog\\w* (ele|ela|o ${CHILD}|a ${CHILD}|meu ${CHILD}|minha ${CHILD}) (pela|na|no|contra|longe|da|do) `),
    P(' (deix\\w*|solt\\w*) (ele|ela|o \\w+|a \\w+|meu \\w+|minha \\w+) cair de proposito '),
    P(` (queria|quero|preferia) que (o |a )?(meu |minha )?${CHILD} nao (existise|tivese nascido|estivese aqui) `),
    P(` nao sinto nada (por|pelo|pela) (ele|ela|o bebe|a bebe|meu ${CHILD}|minha ${CHILD}|o meu ${CHILD}|a minha ${CHILD}) `),
    P(` ${CHILD} (\\w+ ){0,6}(fazer|faca|faco) (alguma |uma )?besteira `),
    P(` (fazer|faca|faco) (alguma |uma )?besteira (com|contra) (ele|ela|o bebe|a bebe|meu ${CHILD}|minha ${CHILD}) `),
    P(` (fazer|faca|faco|fizer) (algum |algo de )?mal (a|ao|para o|para a|para|no|na|em) (meu |minha )?(${CHILD}|ele|ela) `),
    P(` (medo|vontade|pensamento\\w*|penso|pensando|pensei) (de |em )?(eu )?(machucar|bater|fazer mal|ferir|maltratar) (ele|ela|nele|nela|o bebe|a bebe|no bebe|meu ${CHILD}|minha ${CHILD}|o meu ${CHILD}|a minha ${CHILD}) `),
    P(` pensamento\\w* (ruins|horiveis|teriveis|estranhos|sombrios|violentos) (com|sobre|de machucar|envolvendo) (o |a |meu |minha )?${CHILD} `),
    P(` tapar (a boca|o nariz) (dele|dela|do bebe|da bebe) `),
  ],
  'self-harm': [
    P(' (me|eu me) (corto|cortando|cortava|cortar|cortei de proposito|cortei de novo) '),
    P(' cort\\w* (os |meus |o |meu |a |minha )?(pulsos|pulso|braco|bracos) '),
    P(` ${WANTING} (de |em )?me (machucar|ferir|queimar|bater|punir|aranhar|morder|cortar) `),
    P(' me (machuco|machuquei|firo|queimo|queimei|bato|aranho) de proposito'),
    // "tenho me machucado", "ando me cortando": a habit, in her own words
    P(' (tenho|ando|estou|continuo|voltei a|comecei a) me (machucado|machucando|machucar|cortado|cortando|cortar|ferido|ferindo|ferir|queimado|queimando|queimar|aranhado|aranhando|punido|punindo) '),
    P(' (eu )?me (machuco|firo|queimo|aranho) (quando|sempre|toda vez|todo dia|escondido|de novo) '),
    P(' (automutil\\w*|auto mutil\\w*|autolesao|auto lesao|autoagresao|me automutil\\w*) '),
    P(' (me )?aranh\\w* ate sangrar '),
    P(' (eu )?(bati|bato|batendo) (a |minha )?cabeca (na|contra a) parede '),
  ],
  suicide: [
    P(` ${WANTING} (me|eu me) (matar|mato) `),
    P(' (eu me mato|matar me|suicid\\w*|me suicid\\w*) '),
    P(` ${WANTING_DEATH} (de )?morer `),
    P(' (queria|quero|prefiro|preferia|melhor) (estar|ficar|tar|ta|ser|eu) (morta|morto|enterada|debaixo da tera) '),
    P(' se eu (morese|nao existise|sumise|nao estivese aqui) '),
    P(' (nao quero|nao queria|parar de|deixar de|cansei de|cansada de|nao aguento mais|desistir de|nao consigo mais) (mais )?(viver|existir|a vida|da vida|minha vida|esta vida|esa vida) '),
    P(' nao aguento mais (esa|esta|a|minha) vida '),
    P(' (nao vejo|nao tem|nao ha|sem|nao encontro|perdi o) (mais )?(sentido|motivo|razao|vontade) (em |para |de |na |da )?(viver|vida|continuar|seguir|existir)'),
    P(' (minha )?vida nao (tem|faz) (mais )?sentido'),
    P(' melhor\\w* sem mim '),
    P(' (dormir|deitar) e nao acordar '),
    P(' nao acordar (nunca )?mais '),
    P(' (nao quero|nao queria|queria nao) (mais )?acordar '),
    P(' (acabar|terminar) com (a |minha |a minha )?(vida|propria vida|tudo de vez|minha existencia)'),
    P(` ${WANTING_DEATH} (acabar|terminar) com tudo `),
    P(' (queria|quero|so queria) que tudo (acabase|terminase|acabe|termine) '),
    P(' nao vejo (mais )?sentido em nada '),
    P(' (medo de|vontade de|vou|poso acabar) (fazer|faca) (alguma |uma )?besteira( comigo)? '),
    P(' (tirar|por fim|dar fim) (a |na |em |a minha |na minha |minha )?(propria vida|vida|minha vida)'),
    P(' (sumir|desaparecer) (para sempre|de vez|do mapa|deste mundo|dese mundo|do mundo|da face da tera|e nunca mais voltar)'),
    P(' (pular|me jogar|me atirar) (da|de|do|na frente d\\w+|pela) (ponte|janela|predio|sacada|viaduto|caro|onibus|trem|metro|laje)'),
    P(' (tomar|tomei|engolir|engoli) (um monte de|muitos|muitas|varios|varias) (remedios|comprimidos|pilulas)'),
    P(' (tomar|tomei|engolir|engoli) (\\w+ ){0,3}(remedios|comprimidos|pilulas) (\\w+ ){0,3}de uma vez '),
    P(' (tomar|tomei|engolir|engoli) (a cartela|a caixa|o vidro) (inteira|inteiro|toda|todo) '),
    P(' overdose '),
    P(' (ninguem|nenhuma pesoa) (vai|iria) sentir (a )?minha falta'),
    P(' (carta de despedida|me despedir de todos|dizer adeus para sempre) '),
    P(' (vida|viver) nao vale (mais )?a pena '),
    P(' nao quero mais estar aqui '),
    P(' queria nao ter nascido '),
  ],
}
