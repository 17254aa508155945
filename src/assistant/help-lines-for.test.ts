import { describe, expect, it } from 'vitest'
import { helpLineTarget, isChatReply } from '../contract/chat-api'
import { createAssistant } from './assistant'
import { helpLinesFor } from './help-lines-for'
import type { CrisisKind } from './reading/intent-types'

const cvv = { rotulo: 'Ligar para o CVV', tel: '188' }
const cvvChat = { rotulo: 'Conversar com o CVV pelo chat', url: 'https://cvv.org.br/' }
const samu = { rotulo: 'Ligar para o SAMU', tel: '192' }
const mulher = { rotulo: 'Ligar para a Central da Mulher', tel: '180' }
const policia = { rotulo: 'Ligar para a Polícia Militar', tel: '190' }
const disque100 = { rotulo: 'Ligar para o Disque 100', tel: '100' }
const plan = { rotulo: 'Meu plano de segurança', rota: '/plano-de-seguranca' }

const dialled = (lines: ReturnType<typeof helpLinesFor>) => lines.map(helpLineTarget)
const kinds: CrisisKind[] = ['suicide', 'self-harm', 'baby', 'violence']

describe('helpLinesFor', () => {
  it.each<CrisisKind>(['suicide', 'self-harm', 'baby'])('a crisis (%s): the CVV to call and to write, the SAMU, then her safety plan', (crisisKind) => {
    expect(helpLinesFor({ tier: 'crisis', crisisKind })).toEqual([cvv, cvvChat, samu, plan])
  })

  it('violence: the Polícia, the Central da Mulher and the Disque 100 first, then the SAMU, the CVV and her plan', () => {
    expect(helpLinesFor({ tier: 'crisis', crisisKind: 'violence' })).toEqual([policia, mulher, disque100, samu, cvv, cvvChat, plan])
  })

  it.each(kinds)('the question about a crisis (%s): the same lines as the crisis, her plan last', (crisisKind) => {
    expect(helpLinesFor({ tier: 'asking', crisisKind })).toEqual(helpLinesFor({ tier: 'crisis', crisisKind }))
  })

  it('distress: the CVV, to call and to write', () => {
    expect(helpLinesFor({ tier: 'distress' })).toEqual([cvv, cvvChat])
  })

  it('an ordinary message: no lines', () => {
    expect(helpLinesFor({ tier: 'none' })).toEqual([])
  })

  it.each(kinds)('after a crisis (%s) in the conversation, an ordinary message keeps that crisis’s lines, without the plan', (earlierCrisis) => {
    expect(helpLinesFor({ tier: 'none', earlierCrisis })).toEqual(helpLinesFor({ tier: 'crisis', crisisKind: earlierCrisis }).slice(0, -1))
  })

  it.each(kinds)('after a question (%s) she did not answer no to, the same', (earlierAsked) => {
    expect(helpLinesFor({ tier: 'none', earlierAsked })).toEqual(helpLinesFor({ tier: 'crisis', crisisKind: earlierAsked }).slice(0, -1))
  })

  it('after a crisis, distress keeps the crisis’s lines (the CVV once)', () => {
    expect(dialled(helpLinesFor({ tier: 'distress', earlierCrisis: 'violence' }))).toEqual(['188', 'https://cvv.org.br/', '190', '180', '100', '192'])
  })

  it('a new crisis after violence: its own lines first, and 180 and 190 stay; her plan last', () => {
    expect(dialled(helpLinesFor({ tier: 'crisis', crisisKind: 'suicide', earlierCrisis: 'violence' }))).toEqual([
      '188',
      'https://cvv.org.br/',
      '192',
      '190',
      '180',
      '100',
      '/plano-de-seguranca',
    ])
  })

  it('gives each reply its own copies: changing one cannot change the next reply’s', () => {
    const first = helpLinesFor({ tier: 'distress' })
    first[0]!.rotulo = 'mudado'
    expect(helpLinesFor({ tier: 'distress' })[0]).toEqual(cvv)
  })

  it('every set is a valid `ajuda` of the contract', () => {
    for (const tier of ['crisis', 'asking'] as const) {
      for (const crisisKind of kinds) {
        for (const earlierCrisis of [undefined, ...kinds]) {
          for (const earlierAsked of [undefined, ...kinds]) {
            const ajuda = helpLinesFor({ tier, crisisKind, earlierCrisis, earlierAsked })
            expect(isChatReply({ resposta: 'texto', ajuda })).toBe(true)
          }
        }
      }
    }
  })

  it.each([
    ['quero morrer', ['188', 'https://cvv.org.br/', '192', '/plano-de-seguranca']],
    ['vou me matar', ['188', 'https://cvv.org.br/', '192', '/plano-de-seguranca']],
    ['meu marido me bate', ['190', '180', '100', '192', '188', 'https://cvv.org.br/', '/plano-de-seguranca']],
    ['quero um alongamento pro pescoço', []],
  ])('on the embedded assistant’s own analysis: “%s”', (mensagem, expected) => {
    const assistant = createAssistant()
    expect(dialled(helpLinesFor(assistant.analyze({ mensagem })))).toEqual(expected)
  })
})
