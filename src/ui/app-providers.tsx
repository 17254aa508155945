import { ChakraProvider } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { ColorModeProvider } from './color-mode/color-mode-context'
import { lazyPart } from '../start/lazy-part'
import { appSystem } from './system/system'
import { ToasterProvider } from './toaster/toaster-context'

// The service worker's registration and 'Sem conexão': once the page is idle, never with a first screen.
const OfflineSupport = lazyPart({ load: () => import('./offline/offline-support').then((m) => m.OfflineSupport), when: 'idle' })

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={appSystem()}>
      <ColorModeProvider>
        <ToasterProvider>
          {children}
          <OfflineSupport />
        </ToasterProvider>
      </ColorModeProvider>
    </ChakraProvider>
  )
}
