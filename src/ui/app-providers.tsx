import { ChakraProvider } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { ColorModeProvider } from './color-mode/color-mode-context'
import { useLoadedOnceIdle } from '../start/loaded-once-idle'
import { appSystem } from './system/system'
import { ToasterProvider } from './toaster/toaster-context'

const loadOfflineSupport = () => import('./offline/offline-support').then((m) => m.OfflineSupport)

/**
 * The service worker's registration and 'Sem conexão': once the page is idle, never with a first
 * screen. By the hook, not a lazy part: every screen's entry carries it, the sign-in ones too.
 */
function OfflineSupportOnceIdle() {
  const OfflineSupport = useLoadedOnceIdle(loadOfflineSupport)
  return OfflineSupport && <OfflineSupport />
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={appSystem()}>
      <ColorModeProvider>
        <ToasterProvider>
          {children}
          <OfflineSupportOnceIdle />
        </ToasterProvider>
      </ColorModeProvider>
    </ChakraProvider>
  )
}
