import { ChakraProvider } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { system } from './system/system'
import { ColorModeProvider } from './theme/color-mode-context'
import { ToasterProvider } from './toaster/toaster-context'

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <ColorModeProvider>
        <ToasterProvider>{children}</ToasterProvider>
      </ColorModeProvider>
    </ChakraProvider>
  )
}
