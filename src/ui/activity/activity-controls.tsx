import { Button, HStack } from '@chakra-ui/react'
import { Pause, Play, RotateCcw, Square } from 'lucide-react'
import type { Ref } from 'react'
import { useOneTapPerStep } from '../layout/use-one-tap-per-step'

export type CardControl = 'start' | 'pause' | 'resume' | 'continue' | 'repeat'

interface ActivityControlsProps {
  /** What the main button does now; the UI asks the machine which one it is. */
  primary: CardControl
  canStop: boolean
  onPrimary: () => void
  onStop: () => void
  primaryRef: Ref<HTMLButtonElement>
}

const primaryLook = {
  start: { label: 'Começar', icon: Play, variant: 'solid' },
  pause: { label: 'Pausar', icon: Pause, variant: 'subtle' },
  resume: { label: 'Retomar', icon: Play, variant: 'solid' },
  continue: { label: 'Continuar de onde parei', icon: Play, variant: 'solid' },
  repeat: { label: 'Repetir', icon: RotateCcw, variant: 'outline' },
} as const

// In the dark, the subtle and outline buttons' own edges (palette 900 and 800) all but vanish on
// the card: the fields' edge colour keeps them 3:1 against it (WCAG 1.4.11).
const edgeInTheDark = { _dark: 'border.control' }

/**
 * One main button that changes its job (Começar → Pausar ⇄ Retomar, then Repetir), so focus
 * stays on it through the whole run; 'Parar' beside it while the activity is under way.
 */
export function ActivityControls({ primary, canStop, onPrimary, onStop, primaryRef }: ActivityControlsProps) {
  const look = primaryLook[primary]
  const Icon = look.icon
  // 'Começar' becomes 'Pausar' under her finger: the second tap of a double tap is not a pause.
  const oneTap = useOneTapPerStep(primary)
  return (
    // A label too long for one row ('Continuar de onde parei' on a phone) puts 'Parar' on the next,
    // as wide as the row; side by side, the main button takes the room.
    <HStack gap="3" wrap="wrap" onClickCapture={oneTap}>
      <Button
        ref={primaryRef}
        size="lg"
        flex="999 0 auto"
        variant={look.variant}
        borderColor={look.variant === 'solid' ? undefined : edgeInTheDark}
        onClick={onPrimary}
      >
        <Icon aria-hidden /> {look.label}
      </Button>
      {canStop && (
        <Button size="lg" flex="1 0 auto" variant="outline" borderColor={edgeInTheDark} onClick={onStop}>
          <Square aria-hidden /> Parar
        </Button>
      )}
    </HStack>
  )
}
