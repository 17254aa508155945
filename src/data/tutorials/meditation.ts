import type { TutorialVariants } from '../activity-types'

/**
 * Respiração da Calma: about 5 minutes of guided breathing and a short pause for the mind.
 * Long exhales calm the body; no long breath holds (they can make her dizzy).
 */
export const meditationTutorials: TutorialVariants = [
  [
    {
      time: 0,
      title: 'Encontre seu lugar',
      instruction:
        'Sente-se ou deite-se numa posição confortável. Apoie as mãos nas coxas ou na barriga e feche os olhos, ou deixe o olhar descansar num ponto no chão.',
      duration: '30 segundos',
    },
    {
      time: 30,
      title: 'Perceba a respiração',
      instruction:
        'Sem mudar nada, apenas observe o ar entrando e saindo. Note onde você sente a respiração: no nariz, no peito ou na barriga.',
      duration: '45 segundos',
    },
    {
      time: 75,
      title: 'Expiração longa',
      instruction:
        'Inspire pelo nariz contando até 4 e solte o ar pela boca contando até 6, como quem sopra uma vela bem devagar. A expiração mais longa avisa o corpo de que ele pode relaxar.',
      duration: '1 minuto e 15 segundos',
    },
    {
      time: 150,
      title: 'Solte o corpo',
      instruction:
        'A cada expiração, solte uma parte do corpo: a testa, o maxilar, os ombros, as mãos, a barriga. Deixe o peso afundar na cadeira ou na cama.',
      duration: '1 minuto',
    },
    {
      time: 210,
      title: 'Uma frase gentil',
      instruction:
        'Ao inspirar, pense: “eu estou aqui”. Ao expirar: “eu estou fazendo o meu melhor”. Repita no seu ritmo, com carinho, como falaria com uma amiga.',
      duration: '45 segundos',
    },
    {
      time: 255,
      title: 'Volte devagar',
      instruction:
        'Respire um pouco mais fundo, mexa os dedos das mãos e dos pés e abra os olhos com calma. Leve essa tranquilidade para o resto do dia.',
      duration: '45 segundos',
    },
  ],
  [
    {
      time: 0,
      title: 'Postura e intenção',
      instruction:
        'Sente-se com as costas apoiadas e os ombros soltos. Feche os olhos se quiser e escolha uma intenção simples para estes minutos, como descansar ou ter paciência.',
      duration: '40 segundos',
    },
    {
      time: 40,
      title: 'Respiração quadrada',
      instruction:
        'Inspire contando até 4, segure o ar por 4, solte contando até 4 e descanse numa pausa tranquila de 4 antes de inspirar de novo. Se segurar incomodar, faça só inspirar 4 e soltar 4.',
      duration: '1 minuto e 20 segundos',
    },
    {
      time: 120,
      title: 'Mão no coração',
      instruction:
        'Coloque uma mão sobre o coração e sinta o calor dela. Respire devagar e perceba o peito subir e descer sob a mão. Você merece o mesmo cuidado que oferece.',
      duration: '1 minuto',
    },
    {
      time: 180,
      title: 'Escute os sons',
      instruction:
        'Deixe a atenção ir para os sons ao redor, perto e longe, sem julgar nenhum. Se um pensamento chegar, tudo bem: volte gentilmente para os sons e para a respiração.',
      duration: '1 minuto',
    },
    {
      time: 240,
      title: 'Retorno',
      instruction:
        'Faça três respirações mais profundas. Espreguice-se se tiver vontade, abra os olhos e perceba como você está agora.',
      duration: '1 minuto',
    },
  ],
]
