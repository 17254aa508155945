import { Box, IconButton } from '@chakra-ui/react'
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
      {/* Drawn by the page's theme class, not by the app's state: the prerendered copy, painted
          dark by index.html before the app runs, already shows the sun. */}
      <Box as={Moon} aria-hidden _dark={{ display: 'none' }} />
      <Box as={Sun} aria-hidden display="none" _dark={{ display: 'block' }} />
    </IconButton>
  )
}
