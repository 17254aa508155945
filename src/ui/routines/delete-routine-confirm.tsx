import { Button, Dialog, Portal, Stack } from '@chakra-ui/react'
import { dialogSlotRecipe } from '@chakra-ui/react/theme'
import { Trash2 } from 'lucide-react'
import { useRef } from 'react'

interface DeleteRoutineConfirmProps {
  open: boolean
  title: string
  busy: boolean
  onCancel: () => void
  onConfirm: () => void
}

/** 'Apagar esta rotina?': asked before one of her routines goes; keeping it is the default. */
export function DeleteRoutineConfirm({ open, title, busy, onCancel, onConfirm }: DeleteRoutineConfirmProps) {
  const cancelRef = useRef<HTMLButtonElement>(null)
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      role="alertdialog"
      open={open}
      onOpenChange={(details) => !details.open && onCancel()}
      placement="center"
      initialFocusEl={() => cancelRef.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content bg="bg.panel" rounded="l3" maxW="sm">
            <Dialog.Header>
              <Dialog.Title fontSize="xl">Apagar esta rotina?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description color="fg.muted">
                “{title}” sai do seu plano. As atividades continuam na biblioteca, e o que você já fez continua no seu
                progresso.
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Stack direction={{ base: 'column-reverse', sm: 'row' }} w="full" gap="3">
                <Button ref={cancelRef} size="lg" variant="outline" flex={{ sm: '1' }} onClick={onCancel} disabled={busy}>
                  Manter rotina
                </Button>
                <Button size="lg" colorPalette="red" flex={{ sm: '1' }} onClick={onConfirm} loading={busy}>
                  <Trash2 aria-hidden /> Apagar rotina
                </Button>
              </Stack>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
