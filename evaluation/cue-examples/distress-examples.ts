/* Examples written for these tests (none taken from the blind set), one group per concept. */

export const concepts: Record<string, string[]> = {
  crying: ['choro escondida todo dia', 'passei o dia chorando', 'nao consigo parar de chorar'],
  sadness: ['to tao triste desde o parto', 'me sinto vazia', 'to na bad', 'me sinto pessima'],
  lonely: ['me sinto muito sozinha', 'ninguem me ajuda em nada', 'nao tenho ninguem pra conversar'],
  guilt: ['sou uma pessima mae', 'me sinto culpada o tempo todo', 'sinto que falhei com ela'],
  limit: ['nao aguento mais', 'to no meu limite', 'ta muito pesado', 'cansei de ser forte'],
  escape: ['queria sumir um pouco', 'queria fugir de tudo por uns dias'],
  regret: ['tem dias que eu odeio ser mae', 'me arrependo de ter tido filho', 'nao sinto amor pelo meu bebe'],
  anxiety: ['tive uma crise de ansiedade', 'ansiosa demais, coração disparado'],
  grief: ['perdi minha mae mes passado'],
  loss: ['tive um aborto espontaneo'],
  family: ['minha sogra vive dizendo que eu nao sei cuidar', 'meu marido nao entende nada'],
}

export const strained = ['to exausta', 'to tao cansada', 'to muito estressada hj']

export const everyday = ['to ansiosa pra viagem', 'hj faz 1 ano da bebe e chorei de emoção', 'to um caco mas feliz', 'me passa uma receita de bolo', 'meu marido me ajuda muito']
