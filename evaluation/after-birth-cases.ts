import type { EvalCase } from './evaluate'

/**
 * Questions about the weeks after the birth (docs/product.md, After the birth), written with the
 * answers they test. Apart from eval-set.ts and extra-cases.ts, which train the risk model
 * (risk-model-training.ts): these measure the intent and never train it.
 */
export const afterBirthCases: EvalCase[] = [
  { message: 'o que é baby blues?', intent: 'after-birth' },
  { message: 'baby blues passa sozinho? quanto tempo dura?', intent: 'after-birth' },
  { message: 'qual a diferença entre baby blues e depressão pós parto', intent: 'after-birth', note: 'no question mark' },
  { message: 'quais os sintomas da depressao pos parto?', intent: 'after-birth', note: 'no accents' },
  { message: 'onde eu procuro ajuda pelo sus pra depressão pós-parto?', intent: 'after-birth' },
  { message: 'como meu marido pode me ajudar no resguardo?', intent: 'after-birth', note: 'resguardo: the weeks after the birth' },
  { message: 'minha filha teve bebê e tá com depressão pós parto, como posso ajudar?', intent: 'after-birth', note: 'a mother asking for her daughter' },
  { message: 'qual remédio é melhor pra depressão pós-parto?', intent: 'health', note: 'a medicine: the health reply, never a dose' },
]
