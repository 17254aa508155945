import type { ComponentType } from 'react'
import { lazyComponent } from '../lazy/load-when-needed'
import { loadPhrases } from './use-phrase-of-the-day'

/**
 * A part of the dashboard out of its first load whose chunk the route's loader brings first:
 * drawn as it is once here (where React.lazy would suspend once more), lazy if it could not come.
 */
function partFirst<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null
  const loadOnce = async () => (loaded ??= await load())
  const Lazy = lazyComponent(loadOnce)
  return { load: loadOnce, component: () => loaded ?? Lazy }
}

/** The quick activities' card, each with its timer, machine and steps. */
export const activityCardFirst = partFirst(() => import('../activity/activity-card').then((m) => m.ActivityCard))

/** 'Como você está agora?' with its machine and the 14-day card. */
export const moodCheckInFirst = partFirst(() => import('../mood/mood-check-in').then((m) => m.MoodCheckIn))

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
  await Promise.allSettled([activityCardFirst.load(), moodCheckInFirst.load(), loadPhrases()])
}
