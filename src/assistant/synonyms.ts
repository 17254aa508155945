import { normalizeTokens } from './reading/normalize'
import { stem } from './stemmer'

/**
 * Words a mother uses for the same thing. Each group is written in plain Portuguese; every word's
 * stem is sent to the stem of the group's first word, on the library side and on hers, so
 * "barriga" finds an entry tagged "abdômen" and "insônia" one tagged "sono".
 */
const groups: readonly (readonly string[])[] = [
  ['abdômen', 'barriga', 'abdominal', 'abdome', 'barriguinha', 'core'],
  ['costas', 'lombar', 'coluna', 'lombalgia', 'dorsal'],
  ['pescoço', 'cervical', 'nuca'],
  ['ombros', 'trapézio'],
  ['pernas', 'coxas', 'panturrilha', 'joelhos'],
  ['quadril', 'bumbum', 'glúteos', 'bacia'],
  ['punhos', 'pulsos', 'mãos', 'dedos'],
  ['pélvico', 'assoalho', 'períneo', 'kegel'],
  ['postura', 'corcunda', 'curvada'],
  ['alongamento', 'alongar', 'esticar', 'espreguiçar', 'alonga'],
  ['exercício', 'exercitar', 'treino', 'treinar', 'malhar', 'malhação', 'academia', 'ginástica', 'movimento', 'mexer'],
  ['fortalecer', 'fortalecimento', 'força'],
  ['caminhada', 'caminhar', 'andar', 'passeio', 'passear'],
  ['ansiedade', 'ansiosa', 'nervosa', 'nervosismo', 'aflita', 'aflição', 'angústia', 'angustiada', 'agitada', 'preocupada', 'preocupação', 'pânico'],
  ['sono', 'dormir', 'insônia', 'adormecer', 'dorme', 'deitar', 'noite'],
  ['relaxar', 'relaxamento', 'calma', 'acalmar', 'tranquila', 'tranquilidade', 'paz', 'desacelerar', 'sossego', 'serenidade'],
  ['estresse', 'stress', 'tensão', 'tensa', 'sobrecarregada', 'sobrecarga', 'pressão', 'correria'],
  ['raiva', 'irritada', 'irritação', 'brava', 'impaciente', 'explodir', 'gritar', 'estourar'],
  ['cansaço', 'cansada', 'exausta', 'exaustão', 'esgotada', 'esgotamento', 'fadiga', 'moída', 'acabada'],
  ['tristeza', 'triste', 'desanimada', 'culpa', 'culpada', 'carente', 'sozinha', 'solidão', 'autocompaixão', 'péssima', 'horrível', 'fracassada'],
  ['dor', 'dores', 'doer', 'doendo', 'doem', 'dói', 'dolorida', 'dolorido'],
  ['respiração', 'respirar', 'fôlego', 'respira', 'inspirar', 'expirar'],
  ['meditação', 'meditar', 'mindfulness', 'atenção', 'presença', 'consciência'],
  ['energia', 'disposição', 'ânimo', 'energizar', 'acordar', 'despertar'],
  ['foco', 'concentração', 'concentrar', 'focar'],
  ['lanche', 'petisco', 'lanchinho', 'beliscar', 'snack', 'merenda'],
  ['almoço', 'almoçar', 'marmita', 'refeição'],
  ['jantar', 'janta', 'jantinha'],
  ['café', 'desjejum'],
  ['rápido', 'rapidinho', 'prático', 'ligeiro', 'fácil', 'simples'],
  ['bebê', 'neném', 'filho', 'filha', 'criança', 'bebezinho'],
  ['amamentação', 'amamentar', 'amamentando', 'mamada', 'mamar', 'lactação'],
  ['doce', 'sobremesa', 'docinho', 'açúcar'],
  ['frango', 'galinha'],
  ['ovo', 'ovos', 'omelete', 'mexido'],
  ['iogurte', 'coalhada'],
  ['vitamina', 'smoothie'],
  ['salada', 'verduras', 'folhas'],
  ['legumes', 'vegetais', 'hortaliças'],
]

function stemOf(word: string): string {
  return normalizeTokens(word).map(stem).join(' ')
}

const canonical = new Map<string, string>()
for (const group of groups) {
  const head = stemOf(group[0]!)
  for (const word of group) {
    const key = stemOf(word)
    // The first group that claims a stem keeps it, so the order above settles overlaps.
    if (!canonical.has(key)) canonical.set(key, head)
  }
}

/** The group head for a stem, or the stem itself. */
export function canonicalStem(stemmed: string): string {
  return canonical.get(stemmed) ?? stemmed
}
