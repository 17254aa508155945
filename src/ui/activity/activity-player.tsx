import { Dialog, Heading, Portal } from '@chakra-ui/react'
import { dialogSlotRecipe } from '@chakra-ui/react/theme'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import { activityCardMachine } from '../../machines/activity-card.machine'
import { celebrationMachine } from '../../machines/celebration.machine'
import { CelebrationWhenNeeded } from '../celebration/celebration-when-needed'
import { inspect } from '../dev/inspector'
import { recordCompletion } from '../journal/journal-store'
import { matchesNow } from '../layout/use-media-query'
import { AbandonConfirm } from './abandon-confirm'
import { holdActivityInProgress } from './activity-in-progress'
import { PlayerCloseButton } from './player-close-button'
import type { PlayRequest } from './player-request'
import { PlayerView } from './player-view'
import { screenWakeLock } from './screen-wake-lock'
import { useAskBeforeLeaving } from './use-ask-before-leaving'
import { wallClockTicker } from './wall-clock-ticker'

interface ActivityPlayerProps {
  request: PlayRequest
  onClose: () => void
}

/**
 * Any activity, focused: full screen on a phone, a dialog on a wider screen (docs/product.md,
 * Activity player). The activity-card machine runs it, as on the dashboard's cards; its completion
 * is written to her journal with where she started it, then celebrated. Leaving a running activity
 * (the close button, Escape, a tap outside, the browser's back) asks first.
 */
export function ActivityPlayer({ request, onClose }: ActivityPlayerProps) {
  const { playable, startedFrom } = request
  const primaryRef = useRef<HTMLButtonElement>(null)
  const celebration = useActorRef(celebrationMachine, { input: { random: Math.random }, inspect })
  const actorRef = useActorRef(
    activityCardMachine.provide({
      actors: { ticker: wallClockTicker, wakeLock: screenWakeLock },
      actions: {
        recordCompletion: () =>
          void recordCompletion({
            activityId: playable.id,
            title: playable.title,
            type: playable.type,
            minutes: playable.minutes,
            startedFrom,
          }),
        celebrate: () =>
          celebration.send({
            type: 'celebration.open',
            activityTitle: playable.title,
            reducedMotion: matchesNow('(prefers-reduced-motion: reduce)'),
          }),
      },
    }),
    { input: { activity: { duration: playable.minutes } }, inspect },
  )
  const active = useSelector(actorRef, (s) => s.hasTag('active'))
  useEffect(() => (active ? holdActivityInProgress() : undefined), [active])
  const { asking, askToLeave, stay } = useAskBeforeLeaving({
    underWay: () => actorRef.getSnapshot().hasTag('active'),
    hold: () => {
      if (!actorRef.getSnapshot().can({ type: 'card.pause' })) return undefined
      actorRef.send({ type: 'card.pause' })
      return () => actorRef.send({ type: 'card.resume' })
    },
    onClose,
  })

  return (
    <>
      <Dialog.Root
        recipe={dialogSlotRecipe}
        open
        onOpenChange={(details) => !details.open && askToLeave()}
        size={{ base: 'full', md: 'lg' }}
        placement="center"
        motionPreset="slide-in-bottom"
        initialFocusEl={() => primaryRef.current}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content bg="bg.panel" rounded={{ base: '0', md: 'l3' }} minH={{ base: '100dvh', md: 'auto' }} data-player={playable.id}>
              <Dialog.Header alignItems="flex-start" gap="3" pe="16">
                <Dialog.Title asChild>
                  <Heading as="h2" fontSize={{ base: '2xl', md: '3xl' }} lineHeight="short">
                    {playable.title}
                  </Heading>
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body pb="8">
                <PlayerView
                  actorRef={actorRef}
                  playable={playable}
                  primaryRef={primaryRef}
                  returnFocusTo={() => primaryRef.current}
                />
              </Dialog.Body>
              <PlayerCloseButton label={active ? 'Sair da atividade' : 'Fechar'} />
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      <AbandonConfirm open={asking} onStay={stay} onLeave={onClose} />
      <CelebrationWhenNeeded actorRef={celebration} finalFocusEl={() => primaryRef.current} />
    </>
  )
}
