import { createLucideIcon, type IconNode, type LucideIcon } from 'lucide-react'
import type { MoodLevel } from '../../data/mood'

// Drawn for the five answers, on lucide's 24 × 24 grid and stroke: each face differs from its
// neighbours by more than the bend of a line, so at phone size 'Mal' and 'Mais ou menos' are told
// apart at a glance (lucide's own faces for them differed only in their eyes).
const head: IconNode[number] = ['circle', { cx: '12', cy: '12', r: '10', key: 'head' }]
const dotEyes: IconNode = [
  ['path', { d: 'M9 10h.01', key: 'left-eye' }],
  ['path', { d: 'M15 10h.01', key: 'right-eye' }],
]
const sadBrows: IconNode = [
  ['path', { d: 'M7 8.5 10 7', key: 'left-brow' }],
  ['path', { d: 'M17 8.5 14 7', key: 'right-brow' }],
]

/** A deep frown, sad brows and a tear. */
const VeryBadFace = createLucideIcon('mood-muito-mal', [
  head,
  ...sadBrows,
  ...dotEyes,
  ['path', { d: 'M16 17.5s-1.5-2.5-4-2.5-4 2.5-4 2.5', key: 'mouth' }],
  ['path', { d: 'M16 12.5c-.6.9-1 1.5-1 2a1 1 0 0 0 2 0c0-.5-.4-1.1-1-2z', key: 'tear' }],
])

/** A frown under sad brows. */
const BadFace = createLucideIcon('mood-mal', [head, ...sadBrows, ...dotEyes, ['path', { d: 'M16 16.5s-1.5-2-4-2-4 2-4 2', key: 'mouth' }]])

/** No brows, a straight mouth. */
const SoSoFace = createLucideIcon('mood-mais-ou-menos', [head, ...dotEyes, ['path', { d: 'M8 15.5h8', key: 'mouth' }]])

const smilingEyes: IconNode = [
  ['path', { d: 'M7.5 10a1.5 1.5 0 0 1 3 0', key: 'left-eye' }],
  ['path', { d: 'M13.5 10a1.5 1.5 0 0 1 3 0', key: 'right-eye' }],
]

/** Smiling eyes and a smile. */
const GoodFace = createLucideIcon('mood-bem', [head, ...smilingEyes, ['path', { d: 'M8 14s1.5 2 4 2 4-2 4-2', key: 'mouth' }]])

/** Smiling eyes and a wide-open laugh. */
const VeryGoodFace = createLucideIcon('mood-muito-bem', [head, ...smilingEyes, ['path', { d: 'M7 13h10a5 5 0 0 1-10 0z', key: 'mouth' }]])

/** The face of each answer, worst to best: on the question and in her history. */
export const moodFaceIcons = {
  'muito-mal': VeryBadFace,
  mal: BadFace,
  'mais-ou-menos': SoSoFace,
  bem: GoodFace,
  'muito-bem': VeryGoodFace,
} satisfies Record<MoodLevel, LucideIcon>
