import { CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react'
import { roomyDialogRecipe } from '../layout/dialog-recipe'
import { helpIntro } from '../../data/help-lines'
import { HELP_NOW, HelpNowContent, type HelpNowViewProps } from './help-now-content'

/** Every help line in a dialog: Escape, the close button or a tap outside closes it. */
export function HelpNowDialog({ open, onClose, finalFocusEl }: HelpNowViewProps) {
  return (
    <Dialog.Root
      recipe={roomyDialogRecipe}
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      finalFocusEl={finalFocusEl}
      placement="center"
      motionPreset="scale"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="min(1rem, 4vw)">
          <Dialog.Content rounded="l3" bg="bg.panel" maxW="lg">
            <Dialog.Header>
              <Stack gap="1.5">
                <Dialog.Title fontFamily="heading" fontSize="2xl" lineHeight="short" pe="10">
                  {HELP_NOW}
                </Dialog.Title>
                <Dialog.Description color="fg.muted">{helpIntro}</Dialog.Description>
              </Stack>
            </Dialog.Header>
            <Dialog.Body pb="5">
              <HelpNowContent />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild top="3" insetEnd="3">
              <CloseButton size="lg" aria-label="Fechar" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
