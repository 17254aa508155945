import { Button, Circle, Dialog, Portal, Text } from '@chakra-ui/react'
import { roomyDialogRecipe } from '../layout/dialog-recipe'
import { m, useReducedMotion } from 'framer-motion'
import { Sparkles } from 'lucide-react'
import { lazy, Suspense, useRef } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { celebrationMachine } from '../../machines/celebration.machine'
import { CalmMotion } from '../motion/calm-motion'
import { pageFrameTransform } from '../motion/page-frame-transform'
import { useCelebrationView } from './use-celebration-view'

const ConfettiBurst = lazy(() => import('./confetti-burst'))

interface CelebrationDialogProps {
  actorRef: ActorRefFrom<typeof celebrationMachine>
  /** Where focus goes when it closes (the finished card's button). */
  finalFocusEl?: () => HTMLElement | null
}

/**
 * 'Parabéns!': a random motivational phrase, confetti for 3 s, and 'Continuar' (docs/product.md,
 * Celebration). The card grows in gently (framer-motion, a transform only, as CalmEntrance), still
 * under reduced motion.
 */
export function CelebrationDialog(props: CelebrationDialogProps) {
  return (
    <CalmMotion>
      <Celebration {...props} />
    </CalmMotion>
  )
}

function Celebration({ actorRef, finalFocusEl }: CelebrationDialogProps) {
  const { open, confetti, bursts, phrase, activityTitle, close } = useCelebrationView(actorRef)
  const continueRef = useRef<HTMLButtonElement>(null)
  const reduced = useReducedMotion() ?? false

  return (
    <Dialog.Root
      recipe={roomyDialogRecipe}
      open={open}
      onOpenChange={(details) => !details.open && close()}
      placement="center"
      motionPreset="none"
      initialFocusEl={() => continueRef.current}
      finalFocusEl={finalFocusEl}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="min(1rem, 4vw)">
          {/* Inside the dialog's layer and before its card: the confetti falls behind the text. */}
          {open && bursts > 0 && (
            <Suspense fallback={null}>
              <ConfettiBurst bursts={bursts} fading={!confetti} />
            </Suspense>
          )}
          <Dialog.Content asChild rounded="l3" bg="bg.panel" textAlign="center" maxW="sm">
            <m.div transformTemplate={pageFrameTransform} initial={reduced ? false : { scale: 0.94, y: 8 }} animate={{ scale: 1, y: 0 }}>
              <Dialog.Header flexDirection="column" alignItems="center" gap="4" pt="8">
                <Circle size="16" bg="brand.muted" color="brand.fg">
                  <Sparkles aria-hidden size="2rem" />
                </Circle>
                <Dialog.Title fontFamily="heading" fontSize="3xl" lineHeight="short">
                  Parabéns!
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body display="flex" flexDirection="column" gap="3">
                <Text color="fg.muted">Você concluiu {activityTitle}.</Text>
                <Dialog.Description fontSize="lg" lineHeight="tall" color="fg">
                  {phrase}
                </Dialog.Description>
              </Dialog.Body>
              <Dialog.Footer pb="6">
                <Button ref={continueRef} size="xl" w="full" onClick={close}>
                  Continuar
                </Button>
              </Dialog.Footer>
            </m.div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
