import { describe, expect, it } from 'vitest'
import { library } from '../data/library/library'
import { createAssistant } from './assistant'
import { evalSet } from '../../evaluation/eval-set'

/*
 * How every reply reads on her phone, over every message of the evaluation set: one colon a
 * sentence at most, typographic quotes, no guess about how she feels that she did not say.
 */

const assistant = createAssistant()
const replies = evalSet.map(({ message }) => ({ message, text: assistant.reply({ mensagem: message }) }))
// The crisis replies say on purpose that the fault is not hers ('A culpa não é sua').
const everyday = evalSet.filter(({ intent }) => intent !== 'crisis').map(({ message }) => ({ message, text: assistant.reply({ mensagem: message }) }))

/** The sentences of a reply: a line, or a part of a line ending in . ! or ? */
const sentences = (text: string) => text.split('\n').flatMap((line) => line.split(/(?<=[.!?])\s+/))

describe('the words of every reply', () => {
  it('never puts two colons in one sentence', () => {
    const twice = replies.flatMap(({ text }) =>
      sentences(text).filter((sentence) => (sentence.match(/:(?!\d)/g) ?? []).length > 1),
    )
    expect([...new Set(twice)]).toEqual([])
  })

  it('quotes with typographic marks, never straight ones', () => {
    const straight = /(^|[\s(])["']|["']($|[\s).,;:!?])/m
    expect(replies.filter(({ text }) => straight.test(text)).map(({ message }) => message)).toEqual([])
  })

  it('writes no straight quote into the library it quotes from', () => {
    const texts = library.flatMap((entry) => [
      entry.title,
      entry.summary,
      ...entry.steps,
      ...(entry.cautions ?? []),
      ...(entry.ingredients ?? []),
    ])
    expect(texts.filter((text) => /["']/.test(text))).toEqual([])
  })

  it('lists a recipe’s ingredients one a line, not in a semicolon run-on', () => {
    const text = assistant.reply({ mensagem: 'um café da manhã rápido' })
    expect(text).toMatch(/^Você vai precisar de:\n• 1 pote de iogurte natural\n• 1 banana madura\n/m)
    expect(text).not.toMatch(/precisar de: \S/)
  })

  it('puts the cautions under their own heading', () => {
    const text = assistant.reply({ mensagem: 'dor nas costas' })
    expect(text).toMatch(/^Cuidados:\n• Dor é sinal para parar: o movimento deve ser confortável, nunca forçado\./m)
    expect(text).not.toContain('Atenção: Dor')
  })

  it('does not tell a tired mother what she feels beyond what she said', () => {
    const guesses = everyday.filter(
      ({ message, text }) => /culpa/i.test(text) && !/culp|mae ruim|m[aã]e ruim|falh|pessima|péssima/i.test(message),
    )
    expect(guesses.map(({ message }) => message)).toEqual([])
  })
})

describe('a reply about a part of her body', () => {
  it.each([
    ['minhas costas doem muito', 'as suas costas'],
    ['tenho 2 minutos, dor na lombar', 'as suas costas'],
    ['dor nas costas de tanto carregar o bebê', 'as suas costas'],
    ['dor no pescoço', 'o seu pescoço'],
  ])('says that what it suggests is for it: %s', (message, area) => {
    const text = assistant.reply({ mensagem: message })
    expect(text.split('\n')[0]).toBe(`Uma ideia para ${area}, no seu ritmo.`)
  })

  it('offers a stretch for her back, said to be for it, when she is worn out and her back hurts', () => {
    const text = assistant.reply({ mensagem: 'estou exausta e com dor nas costas' })
    expect(text).toContain('Tanto cansaço assim pesa no corpo e no coração.')
    expect(text).toContain('Uma coisa pequena para as suas costas, se quiser agora:')
  })
})
