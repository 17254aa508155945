import { Button, Dialog, Portal, Stack } from '@chakra-ui/react'
import { dialogSlotRecipe } from '@chakra-ui/react/theme'
import { useRef } from 'react'

interface AbandonConfirmProps {
  open: boolean
  onStay: () => void
  onLeave: () => void
  /** What she would leave: one activity, or a routine (whose completed activities are kept). */
  leaving?: 'atividade' | 'rotina'
}

const texts = {
  atividade: {
    title: 'Sair da atividade?',
    description: 'O tempo desta vez não fica salvo. Você pode voltar e terminar no seu ritmo.',
    stay: 'Continuar atividade',
  },
  rotina: {
    title: 'Sair da rotina?',
    description: 'O que você já concluiu fica salvo; a atividade de agora, não. Você pode voltar quando quiser.',
    stay: 'Continuar rotina',
  },
}

/** 'Sair da atividade?' ('Sair da rotina?'): asked before it is abandoned; staying is the default. */
export function AbandonConfirm({ open, onStay, onLeave, leaving = 'atividade' }: AbandonConfirmProps) {
  const text = texts[leaving]
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
              <Dialog.Title fontSize="xl">{text.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description color="fg.muted">
                {text.description}
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Stack direction={{ base: 'column-reverse', sm: 'row' }} w="full" gap="3">
                <Button size="lg" variant="outline" flex={{ sm: '1' }} onClick={onLeave}>
                  Sair
                </Button>
                <Button ref={stayRef} size="lg" flex={{ sm: '1' }} onClick={onStay}>
                  {text.stay}
                </Button>
              </Stack>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
