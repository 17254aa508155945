import { Annoyed, Frown, Laugh, Meh, Smile } from 'lucide-react'
import type { MoodLevel } from '../../data/mood'

/** The face of each answer, worst to best: on the question and in her history. */
export const moodFaceIcons = { 'muito-mal': Frown, mal: Annoyed, 'mais-ou-menos': Meh, bem: Smile, 'muito-bem': Laugh } satisfies Record<
  MoodLevel,
  typeof Frown
>
