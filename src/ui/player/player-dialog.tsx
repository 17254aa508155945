import { CloseButton, Dialog, Heading, Portal } from '@chakra-ui/react'
import { roomyDialogRecipe } from '../layout/dialog-recipe'
import type { ReactNode, RefObject } from 'react'
import { closeButtonOwnRowWhenNarrow, headingSize, narrowForItsText, PHONE_GUTTER } from '../layout/big-text'
import { CalmMotion } from '../motion/calm-motion'
import { VoiceGuideProvider } from '../voice/voice-guide-context'
import { VoiceGuideToggle } from '../voice/voice-guide-toggle'

interface PlayerDialogProps {
  title: string
  /** Said under the title: where she is in a routine. */
  subtitle?: ReactNode
  /** The corner button's name: 'Fechar', or what leaving means while it runs ('Sair da atividade'). */
  closeLabel: string
  /** The close button, Escape, a tap outside: the player decides whether to ask first. */
  onDismiss: () => void
  initialFocus: RefObject<HTMLElement | null>
  children: ReactNode
}

/**
 * The players' frame: full screen on a phone, a dialog on a wider screen, a large title to read at
 * arm's length, the player's voice guide ('Guia por voz') with its switch under the title, and
 * calm motion for what changes inside (a step, the breather).
 */
export function PlayerDialog({ title, subtitle, closeLabel, onDismiss, initialFocus, children }: PlayerDialogProps) {
  return (
    <Dialog.Root
      recipe={roomyDialogRecipe}
      open
      onOpenChange={(details) => !details.open && onDismiss()}
      size={{ base: 'full', md: 'lg' }}
      placement="center"
      motionPreset="slide-in-bottom"
      initialFocusEl={() => initialFocus.current}
    >
      <Portal>
        <CalmMotion>
          <VoiceGuideProvider>
            <Dialog.Backdrop />
            <Dialog.Positioner>
              <Dialog.Content bg="bg.panel" rounded={{ base: '0', md: 'l3' }} minH={{ base: '100dvh', md: 'auto' }}>
                <Dialog.Header
                  flexDirection="column"
                  alignItems="flex-start"
                  gap="1"
                 
                  pe="16"
                  css={{ [narrowForItsText]: { pe: PHONE_GUTTER } }}
                >
                  <Dialog.Title asChild>
                    <Heading as="h2" fontSize={{ base: headingSize(1.5, '8vw'), md: '3xl' }} lineHeight="short">
                      {title}
                    </Heading>
                  </Dialog.Title>
                  {subtitle}
                  <VoiceGuideToggle />
                </Dialog.Header>
                <Dialog.Body pb={{ base: '0', md: '8' }} display="flex" flexDirection="column">
                  {children}
                </Dialog.Body>
                <Dialog.CloseTrigger asChild position="absolute" top="3" insetEnd="3" css={closeButtonOwnRowWhenNarrow}>
                  <CloseButton size="lg" aria-label={closeLabel} />
                </Dialog.CloseTrigger>
              </Dialog.Content>
            </Dialog.Positioner>
          </VoiceGuideProvider>
        </CalmMotion>
      </Portal>
    </Dialog.Root>
  )
}
