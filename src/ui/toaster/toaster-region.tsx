import { Box } from '@chakra-ui/react'
import { useSelector } from '@xstate/react'
import { useEffect, useRef, type FocusEvent } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { toasterMachine } from '../../machines/toaster.machine'
import { useLoadedOnceIdle } from '../../start/loaded-once-idle'
import type { ToastCard as ToastCardComponent } from './toast-card'

// A card is drawn only once a toast comes, never on a first screen: its code is fetched once the
// page is idle (or with a toast that comes before), and kept here for every later toast.
let loadedCard: typeof ToastCardComponent | null = null
export const loadToastCard = () => import('./toast-card').then((module) => (loadedCard = module.ToastCard))

/** The toasts' buttons: the machine keeps each label, and here is what it runs, by toast id. */
export type ToastActions = Map<string, () => void>

interface ToasterRegionProps {
  actor: ActorRefFrom<typeof toasterMachine>
  actions: ToastActions
}

/**
 * The notifications landmark. Both live regions stay in the page so screen readers announce a
 * toast the moment it appears: default ones politely, destructive ones at once. On phones it sits
 * at the top edge, over the app's header: never over the field she is typing in (the keyboard and
 * the chat's input are at the bottom); on wide screens top right, under the header.
 */
export function ToasterRegion({ actor, actions }: ToasterRegionProps) {
  const toast = useSelector(actor, (s) => (s.hasTag('visible') ? s.context.toast : null))
  const region = useRef<HTMLElement>(null)
  // Offline with the code not cached: tried again with the next toast.
  const ToastCard = useLoadedOnceIdle(loadToastCard, { now: toast !== null }) ?? loadedCard

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault()
        region.current?.focus()
      }
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])

  const pause = () => actor.send({ type: 'toast.pause' })
  const resume = () => actor.send({ type: 'toast.resume' })
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) resume()
  }
  const card = toast && ToastCard && (
    <ToastCard
      key={toast.id}
      toast={toast}
      onClose={() => actor.send({ type: 'toast.dismiss', id: toast.id })}
      onAction={() => {
        actor.send({ type: 'toast.dismiss', id: toast.id })
        actions.get(toast.id)?.()
      }}
      onSwipe={(distance) => actor.send({ type: 'toast.swipe', id: toast.id, distance })}
      onPause={pause}
      onResume={resume}
    />
  )

  return (
    <Box
      as="section"
      ref={region}
      aria-label="Notificações (F8)"
      tabIndex={-1}
      position="fixed"
      zIndex="toast"
      left={{ base: '3', md: 'auto' }}
      right={{ base: '3', md: '6' }}
      top={{ base: 'calc(0.5rem + env(safe-area-inset-top))', md: '4.5rem' }}
      w={{ md: 'sm' }}
      pointerEvents="none"
      rounded="l3"
      outline="none"
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      onFocus={pause}
      onBlur={onBlur}
    >
      <div role="status" aria-live="polite" aria-atomic="true">
        {toast?.variant === 'default' && card}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true">
        {toast?.variant === 'destructive' && card}
      </div>
    </Box>
  )
}
