import { describe, expect, it } from 'vitest'
import { healthQuestionPatterns, healthQuestions, mentalHealthPattern, symptomPattern } from './health-patterns'
import {
  aboutAssistantPattern,
  amusedPattern,
  contentPhrases,
  contextPhrases,
  offTopicPattern,
  pausePattern,
  requestPattern,
  socialPatterns,
} from './intent-cues'
import { normalize } from './reading/normalize'
import { checkHealth } from './safety'

const allPatterns = [
  ...healthQuestionPatterns,
  symptomPattern,
  mentalHealthPattern,
  ...Object.values(contentPhrases).flat(),
  ...Object.values(contextPhrases).flat(),
  ...Object.values(socialPatterns).flat(),
  aboutAssistantPattern,
  amusedPattern,
  offTopicPattern,
  pausePattern,
  requestPattern,
]

describe('the patterns are written in the normal form', () => {
  it.each(allPatterns.map((pattern) => [pattern.source.slice(0, 60), pattern]))('%s', (_label, pattern) => {
    // Text is folded and squeezed before matching: an accent or a doubled letter never matches.
    const source = pattern.source.replace(/\\[a-z]/g, '')
    expect(source).toMatch(/^[\p{ASCII}]*$/u)
    expect(source).not.toMatch(/([a-z])\1/)
  })
})


describe('every kind of health question reads the message it was written for', () => {
  it.each(healthQuestions.map((question) => [question.example, question] as const))('"%s"', (example, question) => {
    expect(normalize(example)).toMatch(question.pattern)
    expect(checkHealth(normalize(example))).toMatchObject({ kind: 'health', inPassing: false })
  })
})
