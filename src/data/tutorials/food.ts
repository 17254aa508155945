import type { TutorialVariants } from '../activity-types'

/**
 * Café da manhã rápido: two breakfasts ready in about 5 minutes, with safety notes where they
 * matter (honey is for her, never for a baby under one; eggs cooked through).
 */
export const foodTutorials: TutorialVariants = [
  [
    {
      time: 0,
      title: 'Separe os ingredientes',
      instruction:
        'Pegue 1 pote de iogurte natural, 1 banana madura, 2 colheres (sopa) de aveia em flocos, 1 colher (chá) de chia ou linhaça (se tiver) e canela em pó.',
      duration: '45 segundos',
    },
    {
      time: 45,
      title: 'Corte a banana',
      instruction:
        'Descasque a banana e corte em rodelas direto sobre uma tigela. Se preferir, amasse metade com um garfo para adoçar o iogurte naturalmente.',
      duration: '1 minuto',
    },
    {
      time: 105,
      title: 'Monte a tigela',
      instruction:
        'Coloque o iogurte sobre a banana e espalhe a aveia e a chia por cima. A aveia dá energia por mais tempo e a chia traz fibras.',
      duration: '1 minuto',
    },
    {
      time: 165,
      title: 'Finalize',
      instruction:
        'Polvilhe canela e, se quiser, um fio de mel (o mel é só para você: nunca para bebês com menos de 1 ano). Sirva com um copo de água.',
      duration: '45 segundos',
    },
    {
      time: 210,
      title: 'Coma com calma',
      instruction:
        'Sente-se, mesmo que por poucos minutos, e coma devagar, sentindo o sabor. Beba a água também: a hidratação conta muito, ainda mais se você amamenta.',
      duration: '1 minuto e 30 segundos',
    },
  ],
  [
    {
      time: 0,
      title: 'Aqueça a frigideira',
      instruction:
        'Coloque uma frigideira em fogo médio com um fio de azeite. Enquanto aquece, ponha 1 fatia de pão integral na torradeira ou numa frigideira ao lado.',
      duration: '40 segundos',
    },
    {
      time: 40,
      title: 'Bata os ovos',
      instruction:
        'Quebre 2 ovos numa caneca, junte uma pitada de sal e bata com um garfo até misturar bem a clara e a gema.',
      duration: '40 segundos',
    },
    {
      time: 80,
      title: 'Mexa até firmar',
      instruction:
        'Despeje os ovos na frigideira e mexa devagar com uma espátula até ficarem cremosos e sem partes líquidas. Ovo bem cozido é mais seguro.',
      duration: '1 minuto e 20 segundos',
    },
    {
      time: 160,
      title: 'Monte o prato',
      instruction:
        'Coloque os ovos sobre o pão e junte rodelas de tomate, orégano ou folhas que tiver em casa. Uma fruta ao lado completa a refeição.',
      duration: '1 minuto',
    },
    {
      time: 220,
      title: 'Coma sentada',
      instruction: 'Desligue o fogo, sente-se e coma com calma, acompanhada de um copo de água. Este momento é seu.',
      duration: '1 minuto e 20 segundos',
    },
  ],
]
