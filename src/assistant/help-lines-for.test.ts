import { describe, expect, it } from 'vitest'
import { isChatReply } from '../contract/chat-api'
import { createAssistant } from './assistant'
import { helpLinesFor } from './help-lines-for'
import type { CrisisKind } from './intent-types'

const cvv = { rotulo: 'Ligar para o CVV', tel: '188' }
const cvvChat = { rotulo: 'Conversar com o CVV pelo chat', url: 'https://cvv.org.br/' }
const samu = { rotulo: 'Ligar para o SAMU', tel: '192' }
const mulher = { rotulo: 'Ligar para a Central da Mulher', tel: '180' }
const policia = { rotulo: 'Ligar para a Polícia Militar', tel: '190' }

const dialled = (lines: ReturnType<typeof helpLinesFor>) => lines.map((line) => ('tel' in line ? line.tel : line.url))

describe('helpLinesFor', () => {
  it.each<CrisisKind>(['suicide', 'self-harm', 'baby'])('a crisis (%s): the CVV to call and to write, and the SAMU', (crisisKind) => {
    expect(helpLinesFor({ tier: 'crisis', crisisKind })).toEqual([cvv, cvvChat, samu])
  })

  it('violence: the Polícia and the Central da Mulher first, then the SAMU and the CVV', () => {
    expect(helpLinesFor({ tier: 'crisis', crisisKind: 'violence' })).toEqual([policia, mulher, samu, cvv, cvvChat])
  })

  it('distress: the CVV, to call and to write', () => {
    expect(helpLinesFor({ tier: 'distress' })).toEqual([cvv, cvvChat])
  })

  it('an ordinary message: no lines', () => {
    expect(helpLinesFor({ tier: 'none' })).toEqual([])
  })

  it.each<CrisisKind>(['suicide', 'self-harm', 'baby', 'violence'])(
    'after a crisis (%s) in the conversation, an ordinary message keeps that crisis’s lines',
    (earlierCrisis) => {
      expect(helpLinesFor({ tier: 'none', earlierCrisis })).toEqual(helpLinesFor({ tier: 'crisis', crisisKind: earlierCrisis }))
    },
  )

  it('after a crisis, distress keeps the crisis’s lines (the CVV once)', () => {
    expect(dialled(helpLinesFor({ tier: 'distress', earlierCrisis: 'violence' }))).toEqual(['188', 'https://cvv.org.br/', '190', '180', '192'])
  })

  it('a new crisis after violence: its own lines first, and 180 and 190 stay', () => {
    expect(dialled(helpLinesFor({ tier: 'crisis', crisisKind: 'suicide', earlierCrisis: 'violence' }))).toEqual([
      '188',
      'https://cvv.org.br/',
      '192',
      '190',
      '180',
    ])
  })

  it('gives each reply its own copies: changing one cannot change the next reply’s', () => {
    const first = helpLinesFor({ tier: 'distress' })
    first[0]!.rotulo = 'mudado'
    expect(helpLinesFor({ tier: 'distress' })[0]).toEqual(cvv)
  })

  it('every set is a valid `ajuda` of the contract', () => {
    const kinds: CrisisKind[] = ['suicide', 'self-harm', 'baby', 'violence']
    for (const crisisKind of kinds) {
      for (const earlierCrisis of [undefined, ...kinds]) {
        const ajuda = helpLinesFor({ tier: 'crisis', crisisKind, earlierCrisis })
        expect(isChatReply({ resposta: 'texto', ajuda })).toBe(true)
      }
    }
  })

  it.each([
    ['quero morrer', ['188', 'https://cvv.org.br/', '192']],
    ['vou me matar', ['188', 'https://cvv.org.br/', '192']],
    ['meu marido me bate', ['190', '180', '192', '188', 'https://cvv.org.br/']],
    ['quero um alongamento pro pescoço', []],
  ])('on the embedded assistant’s own analysis: “%s”', (mensagem, expected) => {
    const assistant = createAssistant()
    expect(dialled(helpLinesFor(assistant.analyze({ mensagem })))).toEqual(expected)
  })
})
