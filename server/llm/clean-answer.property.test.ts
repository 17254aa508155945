import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_MESSAGE_CHARS } from '../../src/contract/chat-api'
import { cleanAnswer } from './llm-prompt'
import { withoutTags, type Work } from './without-tags'

/*
 * Work is counted in characters looked at, not in milliseconds: a quadratic pass fails these on
 * any machine, however fast or loaded.
 */

/** Pieces that made /<[^>]*>/g quadratic (runs of '<' with no '>'), and tags, marks and doses around them. */
const piece = fc.constantFrom('<', '<<', '<a', '<<>', '>', '<b>', 'a<b', '</p>', '**', '__', '`', '#', '\n', ' ', 'respire', '5 mg', '<!--')

/** A piece repeated up to 60,000 times (the review's 40,000 '<' took 1.2 s), or many pieces mixed. */
const adversarial = fc.oneof(
  fc.constant('<'.repeat(100_000)),
  fc.tuple(piece, fc.integer({ min: 1, max: 60_000 })).map(([unit, times]) => unit.repeat(times)),
  fc.array(piece, { maxLength: 5000 }).map((pieces) => pieces.join('')),
  fc.tuple(fc.array(piece, { maxLength: 50 }), fc.integer({ min: 1, max: 5000 })).map(([pieces, times]) => pieces.join('').repeat(times)),
)

describe('withoutTags', () => {
  it('removes what /<[^<>]*>/g removes, looking at each character once', () => {
    fc.assert(
      fc.property(adversarial, (text) => {
        const work: Work = { steps: 0 }
        expect(withoutTags(text, work)).toBe(text.replace(/<[^<>]*>/g, ''))
        expect(work.steps).toBeLessThanOrEqual(text.length)
      }),
    )
  })
})

describe('cleanAnswer', () => {
  it('does the same bounded work however long the answer, and shows at most MAX_MESSAGE_CHARS', () => {
    fc.assert(
      fc.property(adversarial, fc.integer({ min: 1, max: 20 }), (text, copies) => {
        const work: Work = { steps: 0 }
        const answer = cleanAnswer(text.repeat(copies), work)
        expect(work.steps).toBeLessThanOrEqual(MAX_MESSAGE_CHARS)
        if (answer === undefined) return
        expect(answer.length).toBeLessThanOrEqual(MAX_MESSAGE_CHARS)
        expect(answer).not.toMatch(/\*\*|__|`/)
      }),
    )
  })

  it('keeps the text of tags and Markdown, and cuts a long answer with an ellipsis', () => {
    expect(cleanAnswer('## Calma\n<b>Respire</b> **fundo**, <i>devagar</i>.')).toBe('Calma\nRespire fundo, devagar.')
    expect(cleanAnswer(`<p>${'a'.repeat(3000)}</p>`)).toBe(`${'a'.repeat(1996)}…`)
  })
})
