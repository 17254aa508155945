import { readAvailableTime } from '../../device/available-time'
import { journalEntries } from '../../device/journal'
import { readSettings } from '../../device/settings'
import { todayOnThisDevice } from '../../device/today-on-this-device'
import { goalTarget } from '../../progress/daily-goal'
import { todaysProgress } from '../../progress/today'
import { drawFigures } from './figures-in-the-copy'

/*
 * The page's second inline script, built from this file (scripts/first-scripts-at-build.ts) and run as the
 * browser reaches it, right after the prerendered copy: on the dashboard it reads her streak and
 * goal by the app's own rules (as dashboard-screen.tsx does) and writes them into the static copy
 * before its first paint. Whatever it cannot read (a damaged value, blocked storage) counts as
 * nothing, as in the app; anything else leaves the figures hidden until the app draws them.
 */
const copy = document.getElementById('prerendered')
if (copy?.querySelector('section[aria-labelledby=meta-diaria]')) {
  try {
    const { streak, goal } = todaysProgress(journalEntries(), todayOnThisDevice(), goalTarget(readAvailableTime()))
    drawFigures(copy, { streak: readSettings().showStreak ? streak : null, goal })
  } catch {
    // Left hidden, as the build drew them: the app shows them once it is here.
  }
}
