import { Button, Dialog, Portal, Stack } from '@chakra-ui/react'
import { dialogSlotRecipe } from '@chakra-ui/react/theme'
import { useRef } from 'react'

interface AbandonConfirmProps {
  open: boolean
  onStay: () => void
  onLeave: () => void
}

/** 'Sair da atividade?': asked before a running activity is abandoned; staying is the default. */
export function AbandonConfirm({ open, onStay, onLeave }: AbandonConfirmProps) {
  const stayRef = useRef<HTMLButtonElement>(null)
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      role="alertdialog"
      open={open}
      onOpenChange={(details) => !details.open && onStay()}
      placement="center"
      initialFocusEl={() => stayRef.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content bg="bg.panel" rounded="l3" maxW="sm">
            <Dialog.Header>
              <Dialog.Title fontSize="xl">Sair da atividade?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description color="fg.muted">
                O tempo desta vez não fica salvo. Você pode voltar e terminar no seu ritmo.
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Stack direction={{ base: 'column-reverse', sm: 'row' }} w="full" gap="3">
                <Button size="lg" variant="outline" flex={{ sm: '1' }} onClick={onLeave}>
                  Sair
                </Button>
                <Button ref={stayRef} size="lg" flex={{ sm: '1' }} onClick={onStay}>
                  Continuar atividade
                </Button>
              </Stack>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
