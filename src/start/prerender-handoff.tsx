import { useEffect, useEffectEvent, useLayoutEffect, useState, type ReactNode } from 'react'
import { carryOver } from './prerender-carry-over'

/*
 * Why a second copy, and not hydrateRoot. No commit says why when the prerender came (9cee784: the
 * app renders its own copy and removes the static one); what the code has done since makes it the
 * only choice that holds:
 * - The static copy is not what the app's first render draws for her. The build has no phone: it
 *   draws a fresh device's streak and goal hidden (ui/until-known.tsx), the suggestion and quick
 *   activities of every part of the day, all 32 phrases of the day and the madrugada's card, and
 *   the first script (before-first-paint.ts) shows the ones of her moment. Her journal, settings,
 *   theme and rail live in her phone's storage. hydrateRoot needs the first render to match the
 *   server's markup; this would not match on any screen that reads her data or her clock, and
 *   React 19 then reports a hydration error and renders that part again on the client anyway (the
 *   second copy, with an error in the console, which fails the browser tests), or the app would
 *   have to render the build's view first and hers after it (a second render all the same).
 * - Before the app, the page writes into the static copy: her streak and goal
 *   (ui/dashboard/figures-before-the-app.ts), the held taps' marks, what she types. Hydration
 *   assumes the DOM is React's own output and does not take such changes in.
 * - What hydration would save is the swap of the DOM, not the style work, which was most of the
 *   render when it was measured (BENCHMARKS.md history, 2ad3bdd).
 * So the live copy is new, and what she did on the static one is carried over to it
 * (prerender-carry-over.ts), or it would be lost with the static copy.
 */

/** What the router says of a navigation: whether one is under way, and when it has arrived. */
export interface Navigation {
  pending: () => boolean
  /** Calls back once the navigation under way has arrived; returns what stops listening. */
  onArrived: (callback: () => void) => () => void
}

/** The sign on a control she tapped before the app was ready (index.html's style draws it: a small spinner). */
const HELD = 'data-held-tap'

/**
 * The server sends each screen already drawn (a static copy, scripts/prerender.mjs). In the same
 * commit in which the app first draws its own, live copy, the static one goes, before the browser
 * paints, so she never sees both or neither; what she typed there, her focus and what she
 * tapped or sent (Enter on the chat or the login) pass to the live copy (prerender-carry-over.ts).
 * A control she tapped keeps the sign that her tap was taken (as on the static copy) until what it
 * started is done: at once for a tab, and for 'Entrar' when the screen it opens has arrived,
 * seconds later on a slow phone.
 */
export function PrerenderHandoff({ children, navigation }: { children: ReactNode; navigation?: Navigation }) {
  // Her taps are state: they wait for the render that takes in what she typed, so a send button
  // the app enables only once there is a message is enabled by then.
  const [tapped, setTapped] = useState<HTMLElement[]>([])
  useLayoutEffect(() => {
    const staticCopy = document.getElementById('prerendered')
    const live = document.getElementById('root')
    if (!staticCopy || !live) return
    setTapped(carryOver(staticCopy, live))
    staticCopy.remove()
  }, [])
  // The router as it is when her taps are done, not as it was when they were taken.
  const whenArrived = useEffectEvent((done: () => void) => {
    if (!navigation?.pending()) return done()
    const stop = navigation.onArrived(() => {
      stop()
      done()
    })
  })
  // Her taps, once the live copy is painted, listening, and has her words: once, as `tapped` is
  // set once.
  useEffect(() => {
    if (tapped.length === 0) return
    for (const control of tapped) {
      control.setAttribute(HELD, '')
      control.setAttribute('aria-busy', 'true')
      control.click()
    }
    const done = () => {
      for (const control of tapped) {
        control.removeAttribute(HELD)
        control.removeAttribute('aria-busy')
      }
    }
    // A frame after the taps, a screen they opened is on its way (its code still coming) or done.
    requestAnimationFrame(() => whenArrived(done))
  }, [tapped])
  return children
}
