import { CloseButton, Dialog } from '@chakra-ui/react'

/** The player's corner button: 'Fechar', or 'Sair da atividade' while it runs (which asks first). */
export function PlayerCloseButton({ active }: { active: boolean }) {
  return (
    <Dialog.CloseTrigger asChild position="absolute" top="3" insetEnd="3">
      <CloseButton size="lg" aria-label={active ? 'Sair da atividade' : 'Fechar'} />
    </Dialog.CloseTrigger>
  )
}
