import type { Intent } from './intent-types'

/*
 * The words that tell what she asks for, in plain Portuguese; intent.ts sends them through the
 * same normal form, stemmer and synonyms as her message. An activity word ("alongamento",
 * "receita") says what she wants to do and weighs more than a context word ("costas", "sono",
 * "banana"), which only says what it is about.
 */

export type ContentIntent = Extract<Intent, 'exercise' | 'meditation' | 'recipe'>

export const activityWords: Record<ContentIntent, readonly string[]> = {
  exercise: [
    'exercício', 'exercitar', 'alongamento', 'alongar', 'treino', 'treinar', 'malhar', 'yoga', 'ioga',
    'pilates', 'ginástica', 'musculação', 'agachamento', 'prancha', 'flexão', 'abdominal', 'caminhada',
    'caminhar', 'dançar', 'dança', 'fortalecer', 'fortalecimento', 'mexer', 'movimentar', 'kegel',
  ],
  meditation: [
    'meditação', 'meditar', 'respiração', 'respirar', 'mindfulness', 'relaxamento', 'relaxar', 'acalmar',
    'visualização', 'aterramento', 'escaneamento', 'desacelerar', 'pausa', 'descansar', 'suspiro',
  ],
  recipe: [
    'receita', 'receitinha', 'comer', 'comida', 'cozinhar', 'lanche', 'lanchinho', 'petisco', 'almoço',
    'almoçar', 'jantar', 'janta', 'refeição', 'prato', 'marmita', 'sobremesa', 'preparar', 'beber', 'bebida',
  ],
}

export const contextWords: Record<ContentIntent, readonly string[]> = {
  exercise: [
    'costas', 'lombar', 'coluna', 'pescoço', 'ombros', 'quadril', 'glúteos', 'pernas', 'braços', 'abdômen',
    'barriga', 'punhos', 'postura', 'pélvico', 'assoalho', 'diástase', 'travada', 'dolorida', 'rigidez',
    'corpo', 'músculos', 'cardio', 'academia', 'preguiça', 'sedentária', 'energia', 'disposição', 'torcicolo',
    'ciático', 'panturrilha', 'joelho', 'peito', 'forma', 'condicionamento',
  ],
  meditation: [
    'ansiedade', 'nervosa', 'estresse', 'tensão', 'calma', 'paz', 'sono', 'dormir', 'insônia', 'raiva',
    'irritada', 'sobrecarregada', 'cansaço', 'exausta', 'tristeza', 'culpa', 'chorar', 'choro', 'angústia',
    'pânico', 'mente', 'pensamentos', 'cabeça', 'foco', 'concentração', 'gratidão', 'autocompaixão',
    'paciência', 'surtar', 'surtando', 'respiro', 'fôlego', 'tranquila', 'silêncio', 'acelerada', 'agitada',
  ],
  recipe: [
    'fome', 'café', 'manhã', 'banana', 'aveia', 'ovo', 'tapioca', 'cuscuz', 'feijão', 'arroz', 'iogurte',
    'frango', 'legumes', 'salada', 'fruta', 'frutas', 'vitamina', 'smoothie', 'sopa', 'panqueca', 'omelete',
    'sanduíche', 'pão', 'queijo', 'abacate', 'amendoim', 'macarrão', 'sardinha', 'pipoca', 'mingau',
    'saudável', 'nutritivo', 'ingredientes', 'cozinha', 'doce', 'salgado', 'crepioca', 'batata', 'cenoura',
    'grão', 'chia', 'leite', 'água', 'hidratação', 'fogão', 'forno', 'micro', 'geladeira', 'proteína',
    'fibra', 'gostoso', 'delícia', 'vegana', 'vegetariana', 'glúten', 'lactose',
  ],
}

/** Phrases that name a subject by themselves, matched on the normal form. */
export const contentPhrases: Record<ContentIntent, readonly RegExp[]> = {
  exercise: [/ (dor|dores|doendo|doi|tensa|tenso|tensos|travad\w*) (n[oa]s? |d[oa]s? |de )?(costas|lombar|pescoco|ombros?|coluna|quadril|pernas?|bracos?|punhos?|pulsos?) /, / mexer o corpo /, / (perder|tirar) a barriga /],
  meditation: [/ cabeca (cheia|a mil|nao para) /, / (nao consigo|dificuldade para|dificuldade de) (dormir|relaxar|pegar no sono) /, / (preciso|quero|queria) (de )?(um|uma) (respiro|paz|pausa|tempo para mim|calma) /, / (pegar|pego) no sono /],
  recipe: [/ cafe da manha /, / (o que|oque) (eu )?(como|comer|fazer para comer|cozinho) /, / mata(r)? a fome /, / uma mao (so|livre)? /],
}

/** Social messages: only when she asks for nothing else. */
export const socialPatterns: Record<Extract<Intent, 'greeting' | 'thanks' | 'capabilities'>, readonly RegExp[]> = {
  greeting: [/^ (oi|oie|ola|opa|hey|hi|hello|salve|eai|e ai|fala|bom dia|boa tarde|boa noite|tudo bem|tudo bom|como vai|como voce esta) /, / (bom dia|boa tarde|boa noite|tudo bem|tudo bom|prazer) /],
  thanks: [/ (obrigada|valeu|gratidao|agradeco|ajudou|ajudou muito|amei|adorei|gostei|perfeito|otimo|maravilha|que bom|show|top|deu certo|funcionou|foi otimo|me senti melhor|brigadinha) /],
  capabilities: [
    / (o que|oque|que) (voce )?(faz|sabe fazer|pode fazer|consegue fazer|sabe|oferece) /,
    / (como|em que|no que|com o que) (voce )?(pode|consegue|podera) (me )?ajudar /,
    / (quem e voce|quem voce e|voce e (um robo|uma ia|uma pesoa|humana|de verdade|real)|o que e voce) /,
    / (como funciona|para que serve|quais (sao )?(as )?(suas )?(opcoes|funcoes)|o que (eu )?posso (te )?(perguntar|pedir)|me ajuda com o que|menu|opcoes) /,
  ],
}

/** She asks for something: then content wins over a greeting or a thank-you. */
export const requestPattern =
  / (quero|queria|gostaria|preciso|precisava|me (da|de|pasa|manda|mande|ensina|ensine|sugere|sugira|indica|indique|mostra|mostre)|tem (alguma|algum|outra|outro|uma|um)|outra|outro|mais uma|mais um|sugest\w*|sugere|sugira|como (faco|fazer|posso)|pode|poderia|qual|quais|ideia|dica) /
