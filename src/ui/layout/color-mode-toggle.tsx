import { IconButton } from '@chakra-ui/react'
import { Moon, Sun } from 'lucide-react'
import { useColorMode } from '../color-mode/color-mode-context'

export function ColorModeToggle() {
  const { mode, toggle } = useColorMode()
  const dark = mode === 'dark'
  return (
    <IconButton
      variant="ghost"
      size="lg"
      aria-label={dark ? 'Ativar modo claro' : 'Ativar modo escuro'}
      aria-pressed={dark}
      onClick={toggle}
    >
      {dark ? <Sun aria-hidden /> : <Moon aria-hidden />}
    </IconButton>
  )
}
