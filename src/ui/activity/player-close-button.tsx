import { CloseButton, Dialog } from '@chakra-ui/react'

/** The player's corner button: 'Fechar', or what leaving means while it runs ('Sair da atividade'), which asks first. */
export function PlayerCloseButton({ label }: { label: string }) {
  return (
    <Dialog.CloseTrigger asChild position="absolute" top="3" insetEnd="3">
      <CloseButton size="lg" aria-label={label} />
    </Dialog.CloseTrigger>
  )
}
