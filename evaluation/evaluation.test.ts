import { describe, expect, it } from 'vitest'
import { createAssistant } from '../src/assistant/assistant'
import type { EvalCase } from './evaluate'
import { statedMinutes } from '../src/assistant/minutes'
import { normalize } from '../src/assistant/reading/normalize'
import { afterBirthCases } from './after-birth-cases'
import { evalSet } from './eval-set'
import { evaluate } from './evaluate'
import { extraCases } from './extra-cases'

const assistant = createAssistant()
const sets: [string, EvalCase[]][] = [
  ['eval-set.ts', evalSet],
  ['extra-cases.ts', extraCases],
  ['after-birth-cases.ts', afterBirthCases],
]

describe.each(sets)('%s', (_name, cases) => {
  const result = evaluate(assistant, cases)

  it('finds every crisis (recall 100%)', () => {
    expect(result.crisisMisses.map((miss) => miss.case.message)).toEqual([])
    expect(result.crisisRecall).toBe(1)
  })

  it('raises no false crisis alarm', () => {
    expect(result.crisisFalsePositives.map((item) => item.case.message)).toEqual([])
  })

  it('names the right kind of crisis', () => {
    for (const item of result.results.filter((each) => each.case.crisisKind)) {
      expect(assistant.analyze({ mensagem: item.case.message }).crisisKind, item.case.message).toBe(item.case.crisisKind)
    }
  })

  it('keeps intent accuracy at 95% or more (a regression guard, not a target)', () => {
    expect(result.accuracy).toBeGreaterThanOrEqual(0.95)
  })

  it('gives every crisis reply CVV 188 and SAMU 192, and violence Ligue 180 and 190', () => {
    for (const item of result.results.filter((each) => each.predicted === 'crisis')) {
      expect(item.reply).toContain('188')
      expect(item.reply).toContain('192')
      if (item.case.crisisKind === 'violence') {
        expect(item.reply).toContain('180')
        expect(item.reply).toContain('190')
      }
    }
  })

  it('never gives a dose in a health reply', () => {
    for (const item of result.results.filter((each) => each.predicted === 'health')) {
      expect(item.reply).not.toMatch(/\d+([.,]\d+)?\s?(mg|ml|gotas?|comprimidos?)\b/i)
      expect(item.reply).toMatch(/pediatra|médico/)
    }
  })

  it('reads the minutes she states, and suggests nothing longer when something fits', () => {
    for (const item of result.results.filter((each) => each.case.minutes !== undefined)) {
      expect(statedMinutes(normalize(item.case.message)), item.case.message).toBe(item.case.minutes)
      const selection = assistant.analyze({ mensagem: item.case.message }).selection
      if (selection?.entry && !selection.tooLong) expect(selection.entry.minutes).toBeLessThanOrEqual(item.case.minutes!)
    }
  })

  it('gives the same reply to the same message', () => {
    for (const item of result.results) expect(assistant.reply({ mensagem: item.case.message })).toBe(item.reply)
  })

  it('answers every message in plain text, without HTML or Markdown', () => {
    for (const item of result.results) {
      expect(item.reply.trim()).not.toBe('')
      expect(item.reply).not.toMatch(/<[a-z/]|\*\*|__|^#/im)
    }
  })
})

describe('the evaluation set', () => {
  it('has at least 80 messages, with crises and everyday phrases that use crisis words', () => {
    expect(evalSet.length).toBeGreaterThanOrEqual(80)
    expect(evalSet.filter((item) => item.intent === 'crisis').length).toBeGreaterThanOrEqual(20)
    expect(evalSet.filter((item) => item.intent !== 'crisis' && /morr|mort|mat[aeo]|sumir|bate/i.test(item.message)).length).toBeGreaterThanOrEqual(15)
  })
})
