import { Button, HStack } from '@chakra-ui/react'
import { Pause, Play, RotateCcw, Square } from 'lucide-react'
import type { Ref } from 'react'

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
  return (
    <HStack gap="3">
      <Button
        ref={primaryRef}
        size="lg"
        flex="1"
        variant={look.variant}
        borderColor={look.variant === 'solid' ? undefined : edgeInTheDark}
        onClick={onPrimary}
      >
        <Icon aria-hidden /> {look.label}
      </Button>
      {canStop && (
        <Button size="lg" variant="outline" borderColor={edgeInTheDark} onClick={onStop}>
          <Square aria-hidden /> Parar
        </Button>
      )}
    </HStack>
  )
}
