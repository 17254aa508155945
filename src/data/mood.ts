/**
 * How she feels (docs/product.md, How she feels): once a day the dashboard asks 'Como você está
 * agora?'. She answers with a face and, if she likes, a few words; one answer a day, kept on her
 * device only, that she can change until her day ends.
 */

/** From the worst to the best: the order of the faces on screen. */
export const moodLevels = ['muito-mal', 'mal', 'mais-ou-menos', 'bem', 'muito-bem'] as const
export type MoodLevel = (typeof moodLevels)[number]

/** What each face says, out loud and under it. */
export const moodLabels: Record<MoodLevel, string> = {
  'muito-mal': 'Muito mal',
  mal: 'Mal',
  'mais-ou-menos': 'Mais ou menos',
  bem: 'Bem',
  'muito-bem': 'Muito bem',
}

/** The optional words after the face, in the order they are offered. */
export const moodWords = ['cansada', 'ansiosa', 'sozinha', 'irritada', 'triste', 'grata'] as const
export type MoodWord = (typeof moodWords)[number]

/** A face and its words: what she says, before the device adds the day and the time. */
export interface MoodAnswer {
  level: MoodLevel
  words: readonly MoodWord[]
}

export interface MoodEntry extends MoodAnswer {
  /** Her day, 'YYYY-MM-DD' (it starts at 03:00, src/progress/progress-day.ts): one answer each. */
  day: string
  /** When she last answered or changed it: ISO 8601 with her local offset. */
  at: string
}

/** 'Mal' or worse: what the 14-day card counts. */
export const isLowMood = (level: MoodLevel): boolean => level === 'muito-mal' || level === 'mal'
