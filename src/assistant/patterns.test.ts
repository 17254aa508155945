import { describe, expect, it } from 'vitest'
import { healthQuestionPatterns, mentalHealthPattern, symptomPattern } from './health-patterns'
import {
  aboutAssistantPattern,
  amusedPattern,
  contentPhrases,
  contextPhrases,
  offTopicPattern,
  requestPattern,
  socialPatterns,
} from './intent-cues'

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

