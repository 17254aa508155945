import { containsEgg, containsMilk, containsPeanut, oatsMayHaveGluten } from './cautions'
import type { LibraryEntry } from './library-types'

/**
 * Made as well as eaten with one hand, the other holding the baby: no knife, no board, nothing to
 * hold steady.
 */
export const oneHandRecipes: readonly LibraryEntry[] = [
  {
    id: 'lanchinho-de-uma-mao',
    kind: 'recipe',
    title: 'Lanchinho de uma mão, sem faca',
    summary: 'Para a fome que chega no meio da mamada: tudo pronto para pegar e comer com uma mão.',
    minutes: 3,
    body: { positions: ['sitting', 'standing'], floor: false, hands: 1, loads: [] },
    ingredients: [
      '1 punhado de amendoim ou castanhas sem sal',
      '1 queijo em cubos ou em palitos',
      'uvas, morangos ou tomatinhos lavados',
      '1 garrafa de água',
    ],
    steps: [
      'Num momento de mãos livres, deixe um pote com tampa montado na geladeira.',
      'Na hora da fome, abra o pote com uma mão e apoie-o ao seu lado, no sofá ou na mesa.',
      'Coma aos poucos, alternando amendoim, queijo e fruta: sem faca e quase sem farelo.',
      'Beba água junto: amamentar dá sede.',
    ],
    tags: ['uma mão', 'sem faca', 'sem cozinhar', 'lanche', 'lanchinho', 'petisco', 'fome', 'castanhas', 'queijo'],
    cautions: [containsPeanut, containsMilk, 'Amendoim, castanhas e uvas inteiras ficam longe das crianças pequenas da casa: engasgam fácil.'],
  },
  {
    id: 'bolo-de-caneca-de-banana',
    kind: 'recipe',
    title: 'Bolo de caneca de banana',
    summary: 'Misturado com um garfo dentro da própria caneca e pronto no micro-ondas, com uma mão só.',
    minutes: 5,
    body: { positions: ['standing'], floor: false, hands: 1, loads: [] },
    ingredients: ['1 banana madura', '1 ovo', '2 colheres (sopa) de aveia em flocos', 'canela a gosto', '1 colher (chá) de cacau em pó (opcional)'],
    steps: [
      'Numa caneca grande apoiada na mesa, amasse a banana com um garfo.',
      'Quebre o ovo na borda da caneca, abra dentro dela e misture bem com o garfo.',
      'Junte a aveia, a canela e o cacau e misture até a massa ficar lisa.',
      'Leve ao micro-ondas por um minuto e meio a dois minutos, até firmar.',
      'Espere amornar na mesa antes de comer.',
    ],
    waitSeconds: { 3: 90 },
    tags: ['bolo de caneca', 'caneca', 'micro-ondas', 'uma mão', 'doce saudável', 'banana', 'ovo', 'aveia', 'lanche', 'sobremesa'],
    cautions: [containsEgg, oatsMayHaveGluten, 'A caneca sai do micro-ondas muito quente: deixe-a na mesa, longe do bebê no colo, até amornar.'],
  },
]
