import { Button, HStack, Stack } from '@chakra-ui/react'
import { Hourglass, Pause, Play, SkipForward, Square, Undo2 } from 'lucide-react'
import type { Ref } from 'react'
import { useOneTapPerStep } from '../layout/use-one-tap-per-step'
import type { RoutinePrimary } from './routine-view'

interface RoutineControlsProps {
  primary: RoutinePrimary
  secondary: { wait: boolean; skip: boolean; stop: boolean }
  onPrimary: () => void
  onWait: () => void
  onSkip: () => void
  onStop: () => void
  primaryRef: Ref<HTMLButtonElement>
  /** Where she is in the routine ('Atividade 2 de 3'): 'Pular' moves her on with the same buttons in place. */
  place: string
}

const primaryLook = {
  start: { label: 'Começar', icon: Play, variant: 'solid' },
  next: { label: 'Seguir agora', icon: Play, variant: 'solid' },
  pause: { label: 'Pausar', icon: Pause, variant: 'subtle' },
  resume: { label: 'Retomar', icon: Play, variant: 'solid' },
  continue: { label: 'Continuar de onde parei', icon: Play, variant: 'solid' },
  close: { label: 'Voltar', icon: Undo2, variant: 'outline' },
} as const

/**
 * One main button that changes its job through the whole routine (Começar → Pausar ⇄ Retomar,
 * Seguir agora in a breather, Voltar at the end), so focus stays on it from one activity to the
 * next; the others below it, each as wide as a thumb needs.
 */
export function RoutineControls({ primary, secondary, onPrimary, onWait, onSkip, onStop, primaryRef, place }: RoutineControlsProps) {
  const look = primaryLook[primary]
  const Icon = look.icon
  const others = secondary.wait || secondary.skip || secondary.stop
  // What is under her finger changes ('Começar' → 'Pausar', 'Pular' → the next activity): one tap, one answer.
  const oneTap = useOneTapPerStep(`${place} ${primary}`)
  return (
    <Stack gap="3" onClickCapture={oneTap}>
      <Button ref={primaryRef} size="lg" variant={look.variant} onClick={onPrimary}>
        <Icon aria-hidden /> {look.label}
      </Button>
      {others && (
        <HStack gap="3" wrap="wrap">
          {secondary.wait && (
            <Button size="lg" flex="1 1 auto" variant="outline" onClick={onWait}>
              <Hourglass aria-hidden /> Esperar
            </Button>
          )}
          {secondary.skip && (
            <Button size="lg" flex="1 1 auto" variant="outline" onClick={onSkip}>
              <SkipForward aria-hidden /> Pular
            </Button>
          )}
          {secondary.stop && (
            <Button size="lg" flex="1 1 auto" variant="outline" onClick={onStop}>
              <Square aria-hidden /> Parar
            </Button>
          )}
        </HStack>
      )}
    </Stack>
  )
}
