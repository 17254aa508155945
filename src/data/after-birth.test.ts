import { describe, expect, it } from 'vitest'
import { afterBirthTopics, carePlaces } from './after-birth'
import { defaultHelpCardTexts, helpCardSectionIds, helpCardSectionTitles, helpCardText, isHelpCardEmpty } from './help-card'
import { helpLines } from './help-lines'

const allText = [...afterBirthTopics.flatMap((topic) => [topic.title, topic.summary, ...topic.points]), ...carePlaces.flatMap((place) => [place.nome, place.sobre])].join('\n')
const cardText = helpCardText(defaultHelpCardTexts)

describe('after the birth, as the app says it', () => {
  it('covers baby blues, postpartum depression, how they differ, the signs, where to go and what the family can do, once each', () => {
    expect(afterBirthTopics.map((topic) => topic.id)).toEqual(['baby-blues', 'depressao-pos-parto', 'diferenca', 'sinais', 'onde-buscar-ajuda', 'quem-esta-perto'])
  })

  it.each(afterBirthTopics.map((topic) => [topic.id, topic] as const))('%s: a title, a summary and points written as sentences', (_id, topic) => {
    expect(topic.title.trim()).not.toBe('')
    for (const sentence of [topic.summary, ...topic.points]) expect(sentence).toMatch(/^\S.{15,}[.!]$/)
    expect(topic.points.length).toBeGreaterThanOrEqual(4)
  })

  it('names every place to go in the SUS and beside it: the UBS, the CAPS, the SAMU 192, the UPA, the CVV 188', () => {
    for (const name of ['UBS', 'CAPS', 'SAMU 192', 'UPA', 'CVV', '188']) expect(allText).toContain(name)
    expect(carePlaces.flatMap((place) => place.lines).every((line) => line in helpLines)).toBe(true)
  })

  it('never diagnoses, never names a medicine or a dose', () => {
    expect(allText).not.toMatch(/\d+\s?(mg|ml|gotas?|comprimidos?)\b/i)
    expect(allText).not.toMatch(/sertralina|fluoxetina|escitalopram|rivotril|clonazepam|antidepressivo/i)
    expect(allText).not.toMatch(/você (tem|está com) depressão/i)
  })

  it('says the two-week line and the signs that need help the same day', () => {
    expect(afterBirthTopics.find((topic) => topic.id === 'baby-blues')?.summary).toContain('duas semanas')
    const signs = afterBirthTopics.find((topic) => topic.id === 'sinais')!
    expect(signs.points.join(' ')).toMatch(/no mesmo dia/)
    expect(signs.points.join(' ')).toMatch(/SAMU 192/)
  })
})

describe("the 'Como me ajudar' card as it starts", () => {
  it('comes in short sections: what helps, what to take off her hands, what not to say, when to call and where', () => {
    expect(helpCardSectionIds.map((id) => helpCardSectionTitles[id])).toEqual([
      'O que me ajuda',
      'O que você pode tirar das minhas mãos',
      'O que não me dizer',
      'Quando pedir ajuda e para onde ligar',
    ])
    for (const id of helpCardSectionIds) expect(defaultHelpCardTexts[id].match(/^• /gm)?.length).toBeGreaterThanOrEqual(3)
  })

  it('speaks in her voice, in the first person', () => {
    expect(defaultHelpCardTexts.helps).toMatch(/^Eu amo muito o nosso bebê/)
    for (const id of helpCardSectionIds) expect(defaultHelpCardTexts[id]).toMatch(/\b(eu|me|mim)\b/i)
  })

  it('says when to call for help: the UBS after two weeks, the CVV 188, the SAMU 192', () => {
    const when = defaultHelpCardTexts.calls
    expect(when).toContain('UBS')
    expect(when).toContain('duas semanas')
    expect(when).toContain('188')
    expect(when).toContain('192')
  })
})

describe("the 'Como me ajudar' card as she sends it", () => {
  it('is one plain text: the title, then each section under its heading, in order', () => {
    expect(cardText.startsWith('Como me ajudar\n\nO que me ajuda\nEu amo muito o nosso bebê')).toBe(true)
    expect(cardText).toContain('• Dormir umas horas seguidas')
    expect(cardText).toContain('\n\nO que não me dizer\n• “Aproveita')
    expect(cardText.indexOf('O que me ajuda')).toBeLessThan(cardText.indexOf('Quando pedir ajuda e para onde ligar'))
    expect(cardText.endsWith('Com você do lado, fica mais leve.')).toBe(true)
    expect(cardText).not.toMatch(/[*_#<>]/)
  })

  it('leaves out a section she emptied, and trims the spaces around what she wrote', () => {
    const hers = { helps: '  Me deixe dormir das 2h às 5h.\n', hands: '', words: '   ', calls: 'CVV 188' }
    expect(helpCardText(hers)).toBe('Como me ajudar\n\nO que me ajuda\nMe deixe dormir das 2h às 5h.\n\nQuando pedir ajuda e para onde ligar\nCVV 188')
  })

  it('is empty only when every section is', () => {
    expect(isHelpCardEmpty({ helps: ' ', hands: '', words: '\n', calls: '' })).toBe(true)
    expect(isHelpCardEmpty({ helps: '', hands: '', words: '', calls: 'CVV 188' })).toBe(false)
    expect(isHelpCardEmpty(defaultHelpCardTexts)).toBe(false)
  })
})
