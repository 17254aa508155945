import { ChakraProvider } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { ColorModeProvider } from './color-mode/color-mode-context'
import { OfflineSupportWhenIdle } from './offline/offline-support-when-idle'
import { appSystem } from './system/system'
import { ToasterProvider } from './toaster/toaster-context'

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={appSystem()}>
      <ColorModeProvider>
        <ToasterProvider>
          {children}
          <OfflineSupportWhenIdle />
        </ToasterProvider>
      </ColorModeProvider>
    </ChakraProvider>
  )
}
