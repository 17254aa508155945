import { describe, expect, it } from 'vitest'
import { readRisk } from './detect'

/* Examples written for these tests (none taken from the blind set), one group per concept. */

const concepts: Record<string, string[]> = {
  'death and not existing': [
    'tenho pensado em morrer quase todo dia',
    'qria morre logo e acabar cm isso',
    'eu so queria estar morta',
    'as vezes penso que era melhor nao existir',
    'cansei de viver desse jeito',
    'nao quero mais viver mds',
    'queria ter morrido no parto',
    'se eu morresse amanha ninguem ia sentir falta',
    'quero ir junto com minha mae, desde q ela morreu nao vejo graça',
  ],
  'wanting it all to end': [
    'so queria q tudo acabasse logo',
    'vou acabar com tudo hj',
    'qria sumir pra sempre e nunca mais voltar',
    'queria dormir e nao acordar nunca mais',
    'nao quero acordar amanha',
    'rezo pra sofrer um acidente e acabar logo',
  ],
  'a burden': ['sou um peso na vida de todo mundo', 'meus filhos iam ficar melhor sem mim', 'todo mundo seria mais feliz se eu nao existisse'],
  'no way out': ['nao vejo saida pra minha vida', 'nao tem mais esperança pra mim', 'pra que eu vou continuar se nada muda', 'minha vida nao tem sentido nenhum'],
  farewells: [
    'essa é minha ultima mensagem, obrigada por tudo',
    'ja escrevi uma carta pros meus filhos',
    'cuida dos meninos por mim ta',
    'deixei tudo organizado pra quando eu nao estiver mais aqui',
    'se alguem ler isso, fala pra minha mae que eu amo ela',
  ],
  'methods and means': [
    'comprei uma corda e deixei no armario',
    'to pensando em pular da janela do predio',
    'vou tomar todos os remedios da caixa de uma vez',
    'to com a cartela toda na mao',
    'quantos comprimidos de clonazepam precisa pra nao acordar',
    'comprei chumbinho',
    'penso em entrar no mar e ir ate nao dar mais pe',
    'to sentada no parapeito',
    'vou me jogar na frente do onibus',
  ],
  'plans and times': ['hj é o dia', 'ja decidi. nao tem volta', 'e se eu fizer hoje a noite?'],
  'past attempts': ['ja tentei me matar uma vez', 'ja tentei uma vez, dessa vez eu consigo'],
  'typos and chat spelling': ['qro morer', 'to pensano em sucidio', 'vonade de morre 😭'],
}

const everyday = [
  'to morrendo de rir com esse video kkkk',
  'morri de vergonha na reuniao',
  'vou matar a saudade da minha mae',
  'essa dieta ta me matando kkk',
  'me joguei no sofa e nao levanto mais',
  'pular corda emagrece?',
  'ponte de gluteo pode no pos parto?',
  'hj é o dia da primeira aula de yoga',
  'ja decidi, vou começar a caminhar amanha',
  'ja tentei uma vez fazer pao e deu errado',
  'deixei tudo organizado pra semana, marmitas prontas',
  'essa é minha ultima mensagem hj pq a bateria ta acabando, amanha volto',
  'quero sumir pra praia nas ferias',
  'quero acabar com essa barriga',
  'vontade de dormir e nao acordar ate segunda kkk',
  'quero parar de existir... nas redes sociais',
  'cuida dele por mim 10 min enquanto tomo banho',
  'nao tenho mais saida ou faço lasanha ou pizza kkk',
  'se eu tomar mais um cafe eu morro kkk',
  'tenho que tomar o remedio todo de uma vez ou divido?',
]

describe('suicide concepts', () => {
  for (const [concept, messages] of Object.entries(concepts)) {
    it.each(messages)(`${concept}: "%s" is a crisis`, (message) => {
      expect(readRisk(message).tier).toBe('crisis')
    })
  }

  it.each(everyday)('"%s" is no crisis', (message) => {
    expect(readRisk(message).tier).not.toBe('crisis')
  })

  it('names the kind', () => {
    expect(readRisk('quero me matar').crisisKind).toBe('suicide')
  })

  it('lets a "não" undo a wish only where it governs it', () => {
    expect(readRisk('nao quero morrer, so to cansada').tier).not.toBe('crisis')
    expect(readRisk('nao aguento mais, quero morrer').tier).toBe('crisis')
    expect(readRisk('nao é q eu queira morrer, so queria nao existir').tier).toBe('crisis')
  })

  it('reads a joke undone by "sqn" as meant', () => {
    expect(readRisk('vou me jogar da ponte kkk sqn, to mal de verdade').tier).toBe('crisis')
  })
})
