/**
 * How many phrases there are, apart from them: the page's first script (src/start/) picks her
 * day's index before the app, and carries the count without the words. The list below is held to it.
 */
export const phraseCount = 32

/** The phrase of the day: one a day, picked by the date, the same all day (src/progress/phrase-of-the-day.ts). */
export const phrasesOfTheDay = [
  'Cuidar de você também é cuidar de quem você ama. Você merece esse momento.',
  'Você não precisa dar conta de tudo hoje. Um passo de cada vez já é muito.',
  'Respirar fundo por um minuto também é autocuidado.',
  'Mãe cansada não é mãe fraca: é mãe que tem dado muito de si.',
  'Hoje, seja tão gentil com você quanto é com quem você cuida.',
  'Pequenos momentos de pausa fazem grandes diferenças no fim do dia.',
  'Seu valor não se mede pela casa arrumada nem pela lista cumprida.',
  'Pedir ajuda é um gesto de força, não de fraqueza.',
  'Você está aprendendo todos os dias, junto com quem você cria. Tudo bem não saber tudo.',
  'Um copo de água, um alongamento, uma respiração: cuidar de si pode ser simples.',
  'O dia difícil passa. O carinho que você dá fica.',
  'Você é a casa de alguém. Lembre-se de cuidar da sua também.',
  'Não existe mãe perfeita. Existe mãe presente, do jeito que dá.',
  'Descansar não é perder tempo: é recuperar energia para o que importa.',
  'Cinco minutos só seus valem mais do que parecem.',
  'Seu corpo fez e faz coisas incríveis. Trate-o com carinho hoje.',
  'Se hoje só deu para o básico, o básico já é cuidado.',
  'Você merece a mesma paciência que oferece a todo mundo.',
  'Comparar-se com outras mães rouba a sua paz. O seu caminho é só seu.',
  'Cada vez que você se escuta, ensina pelo exemplo que se escutar importa.',
  'Uma pausa agora pode mudar o tom do resto do dia.',
  'Você não está sozinha: muitas mães sentem o que você sente.',
  'Celebre as pequenas vitórias: elas sustentam as grandes.',
  'Sorrir para si mesma no espelho também conta como autocuidado.',
  'O cansaço é real, e o seu esforço também. Reconheça os dois.',
  'Hoje, escolha uma coisa que faça bem a você e faça sem culpa.',
  'Quem você cria não precisa de uma mãe perfeita, precisa de uma mãe feliz.',
  'Desacelerar também é uma forma de cuidar da família.',
  'A sua saúde mental importa tanto quanto a de quem você cuida.',
  'Um dia de cada vez, uma respiração de cada vez.',
  'Você já superou muitos dias que pareciam impossíveis. Este também vai passar.',
  'Amanhã é um novo começo, e hoje ainda cabe um momento para você.',
] as const satisfies { length: typeof phraseCount }
