import type { ActivityCard } from '../activity/activity-card'
import type { MoodCheckIn } from '../mood/mood-check-in'
import { loadPhrases } from './use-phrase-of-the-day'

let activityCard: typeof ActivityCard | null = null
let moodCheckIn: typeof MoodCheckIn | null = null

/** The quick activities' card chunk, kept here once it has come, whoever asked for it. */
export const loadActivityCard = (): Promise<typeof ActivityCard> =>
  import('../activity/activity-card').then((m) => (activityCard = m.ActivityCard))

/** 'Como você está agora?' with its machine, kept here once it has come, whoever asked for it. */
export const loadMoodCheckIn = (): Promise<typeof MoodCheckIn> =>
  import('../mood/mood-check-in').then((m) => (moodCheckIn = m.MoodCheckIn))

/**
 * Part of the dashboard route's loader, which the app awaits before its first render (src/main.tsx)
 * and the build's prerender awaits too: the quick activities' card, 'Como você está agora?' and the
 * phrases, out of the screen's first load (their chunks come beside it), are there before the
 * first commit. So the page the server sent carries them, and the app, taking its place, draws
 * them at once and working, instead of placeholders until the page is idle, and nothing below
 * the check-in moves down when it arrives (issue 47). A chunk that fails (offline for a moment)
 * leaves its part to load as it is drawn.
 */
export async function loadDashboardPartsFirst(): Promise<void> {
  await Promise.allSettled([activityCard ?? loadActivityCard(), moodCheckIn ?? loadMoodCheckIn(), loadPhrases()])
}

/** The card once its chunk is here: drawn as it is, where React.lazy would suspend once more. */
export const activityCardLoaded = (): typeof ActivityCard | null => activityCard

/** The check-in once its chunk is here, as activityCardLoaded. */
export const moodCheckInLoaded = (): typeof MoodCheckIn | null => moodCheckIn
