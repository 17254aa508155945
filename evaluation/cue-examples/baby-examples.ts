/* Examples written for these tests (none taken from the blind set), one group per concept. */

export const concepts: Record<string, string[]> = {
  'intrusive thoughts and images': [
    'tenho pensamentos intrusivos com a minha filha',
    'vem umas imagens horriveis de machucar o bebe',
    'fico imaginando deixar ela cair do colo',
    'penso na faca qdo to com o bebe no colo',
    'uma voz fica mandando eu fazer mal pra ele',
  ],
  urges: [
    'me da vontade de sacudir ele qdo chora',
    'to com vontade de jogar ela na cama com força',
    'tive vontade de tapar a boca dele pra ele parar',
    'qdo ela chora de madrugada da vontade de apertar ate calar',
  ],
  'fear of being alone with the baby': ['tenho medo de ficar sozinha com meu filho', 'nao posso ficar sozinha com o bebe, tenho medo do que posso fazer'],
  'what she has done': ['sacudi o bebe hj', 'dei um tapa na cara dela', 'belisquei meu filho de raiva', 'botei a mao na boca dele pra calar', 'puxei ela pelo braço com força'],
  'wishing the baby gone': ['queria que ela nunca tivesse nascido', 'queria devolver esse bebe', 'as vezes queria q ele sumisse'],
  'leaving the baby': ['vou deixar o bebe com a vizinha e sumir pra sempre', 'penso em largar ela na porta da igreja e ir embora', 'deixei o bebe sozinho em casa e sai'],
}

export const everyday = [
  'da vontade de apertar esse bebe de tanta fofura',
  'joguei ele pro alto na brincadeira e ele riu',
  'sacudi o tapete e achei a chupeta',
  'minha filha tentou se jogar do sofa, como deixo a sala segura?',
  'vou deixar as crianças com a avó e sumir pro salão kkk',
  'ela nao para de chorar no berço, alguma dica?',
  'tenho medo de ficar sozinha em casa a noite',
]
