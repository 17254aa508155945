import { describe, expect, it } from 'vitest'
import { afterBirthTopics, carePlaces } from './after-birth'
import { defaultHelpCard, helpCardText } from './help-card'
import { helpLines } from './help-lines'

const allText = [...afterBirthTopics.flatMap((topic) => [topic.title, topic.summary, ...topic.points]), ...carePlaces.flatMap((place) => [place.nome, place.sobre])].join('\n')
const cardText = helpCardText(defaultHelpCard)

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
  it('speaks in her voice, in the first person, with what helps, what to take off her hands and when to call for help', () => {
    expect(defaultHelpCard.title).toBe('Como me ajudar')
    expect(defaultHelpCard.sections.map((section) => section.title)).toEqual(['O que me ajuda', 'O que você pode tirar das minhas mãos', 'Quando pedir ajuda por mim'])
    expect(defaultHelpCard.intro).toMatch(/\b(eu|me|mim)\b/i)
    for (const section of defaultHelpCard.sections) expect(section.items.length).toBeGreaterThanOrEqual(3)
  })

  it('says when to call for help: the UBS after two weeks, the CVV 188, the SAMU 192', () => {
    const when = defaultHelpCard.sections[2]!.items.join(' ')
    expect(when).toContain('UBS')
    expect(when).toContain('duas semanas')
    expect(when).toContain('188')
    expect(when).toContain('192')
  })

  it('shares as plain text: the title, the intro, each section with its items as bullets, the closing', () => {
    expect(cardText.startsWith('Como me ajudar\n\nEu amo muito o nosso bebê')).toBe(true)
    expect(cardText).toContain('O que me ajuda\n• Dormir umas horas seguidas')
    expect(cardText.endsWith(defaultHelpCard.closing)).toBe(true)
    expect(cardText).not.toMatch(/[*_#<>]/)
  })
})
