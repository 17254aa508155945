import { Button, Dialog, Portal, Stack } from '@chakra-ui/react'
import { dialogSlotRecipe } from '@chakra-ui/react/theme'
import { useRef } from 'react'

export interface ClearConfirmProps {
  open: boolean
  onKeep: () => void
  onClear: () => void
  /** Where focus goes back to when it closes ('Limpar conversa'). */
  finalFocusEl: () => HTMLElement | null
}

/**
 * 'Limpar conversa?': asked before the conversation is erased, as 'Parar' asks before an activity
 * is abandoned; keeping it is the default, so one stray tap loses nothing.
 */
export function ClearConfirm({ open, onKeep, onClear, finalFocusEl }: ClearConfirmProps) {
  const keepRef = useRef<HTMLButtonElement>(null)
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      role="alertdialog"
      open={open}
      onOpenChange={(details) => !details.open && onKeep()}
      placement="center"
      initialFocusEl={() => keepRef.current}
      finalFocusEl={finalFocusEl}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content bg="bg.panel" rounded="l3" maxW="sm">
            <Dialog.Header>
              <Dialog.Title fontSize="xl">Limpar conversa?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description color="fg.muted">As mensagens desta conversa serão apagadas deste aparelho.</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Stack direction={{ base: 'column-reverse', sm: 'row' }} w="full" gap="3">
                <Button size="lg" variant="outline" flex={{ sm: '1' }} onClick={onClear}>
                  Limpar
                </Button>
                <Button ref={keepRef} size="lg" flex={{ sm: '1' }} onClick={onKeep}>
                  Manter conversa
                </Button>
              </Stack>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
