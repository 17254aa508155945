import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react'
import { carryOver } from './prerender-carry-over'

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
  // Her taps, once the live copy is painted, listening, and has her words.
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
    requestAnimationFrame(() => {
      if (!navigation?.pending()) return done()
      const stop = navigation.onArrived(() => {
        stop()
        done()
      })
    })
    // Once, when what she typed is in: what it depends on is there from the start.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tapped])
  return children
}
