import { useActorRef, useSelector } from '@xstate/react'
import { useCallback, useEffect } from 'react'
import type { ActorRefFrom } from 'xstate'
import { celebrationMachine } from '../../machines/celebration.machine'
import { lazyPart } from '../../start/lazy-part'
import { inspect } from '../dev/inspector'
import { matchesNow } from '../layout/use-media-query'

// The dialog (and its focus trap) is not needed to show a screen: it comes once the page is idle,
// so it is there when an activity ends even if the connection has gone by then, or at once with a
// celebration that comes before. A component of its own: drawing it renders only itself.
const CelebrationDialog = lazyPart({
  load: () => import('./celebration-dialog').then((m) => m.CelebrationDialog),
  when: 'idle',
  useNeeds: ({ actorRef }: { actorRef: ActorRefFrom<typeof celebrationMachine> }) => ({
    now: useSelector(actorRef, (s) => s.hasTag('open')),
  }),
})

interface CelebrationOptions {
  /** Where focus goes when it closes (her place on what she finished). */
  finalFocusEl: () => HTMLElement | null
  /** The phrase's random source (tests pass a fixed one). */
  random?: () => number
  /** Once she closes it ('Continuar'): what waited for the dialog to go, such as the goal's toast. */
  onClosed?: () => void
}

/**
 * A completion's celebration, wired as every screen that plays something needs it: the celebration
 * machine, `celebrate(title)` to open it (calm under reduced motion) and `celebration`, the dialog
 * to render, which loads when the page is first idle.
 */
export function useCelebration({ finalFocusEl, random = Math.random, onClosed }: CelebrationOptions) {
  const actorRef = useActorRef(celebrationMachine, { input: { random }, inspect })
  const celebrate = useCallback(
    (activityTitle: string) =>
      actorRef.send({ type: 'celebration.open', activityTitle, reducedMotion: matchesNow('(prefers-reduced-motion: reduce)') }),
    [actorRef],
  )
  useEffect(() => {
    if (!onClosed) return undefined
    let open = actorRef.getSnapshot().hasTag('open')
    const subscription = actorRef.subscribe((snapshot) => {
      if (open && !snapshot.hasTag('open')) onClosed()
      open = snapshot.hasTag('open')
    })
    return () => subscription.unsubscribe()
  }, [actorRef, onClosed])
  return { celebrate, celebration: <CelebrationDialog actorRef={actorRef} finalFocusEl={finalFocusEl} /> }
}
