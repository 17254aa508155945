/* Examples written for these tests (none taken from the blind set), one group per concept. */

export const concepts: Record<string, string[]> = {
  cutting: ['me corto qdo ngm ta vendo', 'fiz uns cortes na coxa ontem', 'escondo os cortes com blusa de manga', 'tenho uma gilete guardada na bolsa', 'voltei a me cortar'],
  burning: ['encostei o isqueiro no braço de proposito', 'apago cigarro na pele qdo to com raiva de mim', 'queimei a mao no fogao de proposito pra sentir dor'],
  'hitting herself': ['fico me batendo qdo erro', 'bato a cabeça na parede ate doer', 'dei uns socos na minha propria perna', 'soquei a parede de proposito ate sangrar'],
  'biting, pinching, scratching': ['mordo meu braço ate marcar', 'me belisco ate ficar roxa', 'coço a pele ate sangrar, nao consigo parar', 'enfio as unhas no braço qdo fico nervosa'],
  'pulling hair': ['to arrancando meu cabelo de novo, ja tem falha', 'puxo meus cilios um por um'],
  'starving or not sleeping to punish herself': ['fico sem comer de proposito pq nao mereço', 'nao mereço comer', 'me proibi de dormir como castigo', 'vomito tudo pra me punir'],
  'naming it, relief and relapse': ['recaí hj depois de 1 ano limpa', 'automutilação de novo', 'a dor fisica alivia a dor de dentro', 'sinto alivio qnd me machuco', 'tenho vontade de me machucar'],
  'typos': ['qro me machuacr', 'to me cortnado de novo'],
}

export const everyday = [
  'me cortei com papel abrindo a correspondencia',
  'cortei a cebola e chorei kkk',
  'cortei o dedo cortando legumes, como faço curativo?',
  'bati o dedinho na quina do sofa',
  'bati a cabeça no armario de novo, sou muito desastrada kkk',
  'me queimei no forno tirando o bolo',
  'vou arrancar os cabelos com essa birra kkk',
  'me castiguei na academia hj, que treino',
  'vontade de morder essas bochechas de tão fofas',
  'tenho medo de me cortar com a faca nova',
  'gilete pra depilar pode no pos parto?',
  'vou ficar sem comer doce essa semana',
  'voltei a me exercitar depois do parto',
]
