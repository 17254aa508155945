import type { TutorialVariants } from '../activity-types'

/**
 * Alongamento Energizante: about 5 minutes, standing or sitting, gentle enough after the birth.
 * Nothing presses the belly or holds the breath; pain means stop (a note in the first step).
 */
export const exerciseTutorials: TutorialVariants = [
  [
    {
      time: 0,
      title: 'Prepare-se',
      instruction:
        'Fique em pé ou sentada na ponta de uma cadeira, pés afastados na largura do quadril e joelhos soltos. Inspire pelo nariz e solte o ar devagar pela boca. Se sentir dor, pare: o alongamento deve ser confortável.',
      duration: '30 segundos',
    },
    {
      time: 30,
      title: 'Pescoço para os lados',
      instruction:
        'Leve a orelha direita em direção ao ombro direito, sem levantar o ombro. Fique três respirações e troque de lado. Os ombros continuam baixos e relaxados.',
      duration: '30 segundos',
    },
    {
      time: 60,
      title: 'Círculos com os ombros',
      instruction:
        'Suba os ombros em direção às orelhas, leve-os para trás e deixe cair. Faça círculos lentos para trás, sentindo as escápulas se aproximarem.',
      duration: '30 segundos',
    },
    {
      time: 90,
      title: 'Abra o peito',
      instruction:
        'Entrelace as mãos atrás do corpo (ou segure uma toalha) e afaste-as das costas, abrindo o peito e olhando para a frente. Ótimo para quem passa horas amamentando ou com o bebê no colo.',
      duration: '30 segundos',
    },
    {
      time: 120,
      title: 'Punhos e mãos',
      instruction:
        'Estique o braço à frente com a palma para cima e puxe os dedos suavemente para baixo com a outra mão. Depois com a palma para baixo. Troque de braço. Alivia os punhos cansados de segurar o bebê.',
      duration: '30 segundos',
    },
    {
      time: 150,
      title: 'Gato e vaca sentada',
      instruction:
        'Sentada, mãos nos joelhos. Ao inspirar, abra o peito e olhe levemente para cima; ao expirar, arredonde as costas e leve o queixo ao peito. Movimentos lentos, no ritmo da respiração.',
      duration: '45 segundos',
    },
    {
      time: 195,
      title: 'Inclinação lateral',
      instruction:
        'Eleve o braço direito e incline o tronco devagar para a esquerda, sem girar o corpo. Respire na lateral que alonga. Volte ao centro e troque de lado.',
      duration: '30 segundos',
    },
    {
      time: 225,
      title: 'Marcha leve no lugar',
      instruction:
        'Em pé, marche no lugar elevando um joelho de cada vez, balançando os braços. Mantenha o ritmo confortável e a respiração solta para acordar a circulação.',
      duration: '45 segundos',
    },
    {
      time: 270,
      title: 'Feche com calma',
      instruction:
        'Pare, apoie as mãos na barriga e respire fundo três vezes. Perceba o corpo mais leve e agradeça a você mesma por este momento.',
      duration: '30 segundos',
    },
  ],
  [
    {
      time: 0,
      title: 'Respire e chegue',
      instruction:
        'Sente-se com os pés apoiados no chão e as costas longas. Coloque uma mão no peito e outra na barriga e respire devagar, deixando a barriga subir ao inspirar. Se algo doer, pare.',
      duration: '30 segundos',
    },
    {
      time: 30,
      title: 'Queixo ao peito',
      instruction:
        'Leve o queixo em direção ao peito e sinta a nuca alongar. Depois gire a cabeça devagar para olhar por cima de um ombro e do outro, sem forçar.',
      duration: '30 segundos',
    },
    {
      time: 60,
      title: 'Espreguiçar',
      instruction:
        'Entrelace os dedos, vire as palmas para cima e estique os braços acima da cabeça, crescendo pela coluna. Respire fundo ali e solte os braços ao expirar.',
      duration: '30 segundos',
    },
    {
      time: 90,
      title: 'Torção suave sentada',
      instruction:
        'Sentada, coloque a mão direita no joelho esquerdo e gire o tronco devagar para a esquerda, começando pela parte de cima das costas. Três respirações e troque. Gire pouco: o conforto é o limite.',
      duration: '40 segundos',
    },
    {
      time: 130,
      title: 'Abra o peito',
      instruction:
        'Leve as mãos atrás da cabeça, cotovelos bem abertos. Ao inspirar, afaste os cotovelos e eleve levemente o olhar; ao expirar, relaxe. Desfaz a postura curvada de carregar e amamentar.',
      duration: '30 segundos',
    },
    {
      time: 160,
      title: 'Elevação de calcanhares',
      instruction:
        'Em pé, segurando no encosto de uma cadeira, suba na ponta dos pés e desça devagar. Repita em ritmo tranquilo. Ajuda na circulação das pernas.',
      duration: '40 segundos',
    },
    {
      time: 200,
      title: 'Sentar e levantar',
      instruction:
        'Sente-se e levante da cadeira devagar, sem usar as mãos se conseguir. Solte o ar ao levantar e contraia de leve o assoalho pélvico, como quem segura o xixi. Faça de 6 a 8 vezes.',
      duration: '50 segundos',
    },
    {
      time: 250,
      title: 'Alongue as pernas e relaxe',
      instruction:
        'Sentada na ponta da cadeira, estique uma perna com o calcanhar no chão e incline o tronco levemente à frente, com as costas retas. Troque de perna e termine com três respirações lentas.',
      duration: '50 segundos',
    },
  ],
]
