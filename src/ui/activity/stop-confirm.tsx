import { Button, Dialog, Portal, Stack } from '@chakra-ui/react'
import { dialogSlotRecipe } from '@chakra-ui/react/theme'
import { useRef } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { activityCardMachine } from '../../machines/activity-card.machine'

export interface StopConfirmProps {
  actorRef: ActorRefFrom<typeof activityCardMachine>
  /** Her place on the card (its main button): 'Parar' is gone once she stops. */
  finalFocusEl: () => HTMLElement | null
}

/**
 * 'Parar a atividade?': the machine asks before 'Parar' zeroes the timer (as 'Limpar conversa'
 * asks before the chat is erased); keeping the activity is the default, so one stray tap loses
 * nothing.
 */
export function StopConfirm({ actorRef, finalFocusEl }: StopConfirmProps) {
  const keepRef = useRef<HTMLButtonElement>(null)
  const keep = () => actorRef.send({ type: 'card.stopCancel' })
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      role="alertdialog"
      open // mounted only while the machine asks (stop-confirm-when-needed.tsx)
      onOpenChange={(details) => !details.open && keep()}
      placement="center"
      initialFocusEl={() => keepRef.current}
      finalFocusEl={finalFocusEl}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content bg="bg.panel" rounded="l3" maxW="sm">
            <Dialog.Header>
              <Dialog.Title fontSize="xl">Parar a atividade?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description color="fg.muted">O tempo volta ao início e esta vez não fica salva.</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Stack direction={{ base: 'column-reverse', sm: 'row' }} w="full" gap="3">
                <Button size="lg" variant="outline" flex={{ sm: '1' }} onClick={() => actorRef.send({ type: 'card.stopConfirm' })}>
                  Parar
                </Button>
                <Button ref={keepRef} size="lg" flex={{ sm: '1' }} onClick={keep}>
                  Manter atividade
                </Button>
              </Stack>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
