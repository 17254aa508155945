import { Button, Dialog, Portal, Stack } from '@chakra-ui/react'
import { roomyDialogRecipe } from './dialog-recipe'
import { useRef, type ReactNode } from 'react'

export interface ConfirmDialogProps {
  open: boolean
  title: string
  description: ReactNode
  /** What keeps what she has: the default, focused first, and what Escape or a tap outside does. */
  keepLabel: string
  onKeep: () => void
  /** The action asked about (its label, an icon beside it if any). */
  confirmLabel: ReactNode
  onConfirm: () => void
  /** An erasure: the action's outline in red. 'Keep' stays the solid one either way. */
  destructive?: boolean
  /** The action is under way: both buttons wait. */
  busy?: boolean
  /** Where focus goes when it closes, if not back where it was. */
  finalFocusEl?: () => HTMLElement | null
}

/**
 * A question asked before something she could lose ('Parar a atividade?', 'Limpar conversa?',
 * 'Apagar meus dados?'): one look for all, keeping being the default, so one stray tap loses nothing.
 * Keeping is the solid button, on top on a phone and last in a row, for an erasure too: the big
 * button her thumb finds first never loses anything.
 */
export function ConfirmDialog({ open, title, description, keepLabel, onKeep, confirmLabel, onConfirm, destructive = false, busy = false, finalFocusEl }: ConfirmDialogProps) {
  const keepRef = useRef<HTMLButtonElement>(null)
  const keep = (
    <Button ref={keepRef} size="lg" flex={{ sm: '1' }} disabled={busy} onClick={onKeep}>
      {keepLabel}
    </Button>
  )
  const confirm = (
    <Button
      size="lg"
      flex={{ sm: '1' }}
      variant="outline"
      colorPalette={destructive ? 'red' : undefined}
      loading={busy}
      onClick={onConfirm}
    >
      {confirmLabel}
    </Button>
  )
  return (
    <Dialog.Root
      recipe={roomyDialogRecipe}
      role="alertdialog"
      open={open}
      onOpenChange={(details) => !details.open && onKeep()}
      placement="center"
      initialFocusEl={() => keepRef.current}
      {...(finalFocusEl && { finalFocusEl })}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="min(1rem, 4vw)">
          <Dialog.Content bg="bg.panel" rounded="l3" maxW="sm">
            <Dialog.Header>
              <Dialog.Title fontSize="xl">{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description color="fg.muted">{description}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Stack direction={{ base: 'column-reverse', sm: 'row' }} w="full" gap="3">
                {confirm}
                {keep}
              </Stack>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
