import { useActorRef, useSelector } from '@xstate/react'
import { createContext, use, type ReactNode } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { ColorMode } from '../../data/color-mode'
import { paintMode, readStoredMode, storeMode } from '../../device/color-mode'
import { themeMachine } from '../../machines/theme.machine'
import { inspect } from '../dev/inspector'

const ThemeActorContext = createContext<ActorRefFrom<typeof themeMachine> | null>(null)

const browserThemeMachine = themeMachine.provide({
  actions: {
    applyMode: (_, { mode }) => paintMode(mode),
    persistMode: (_, { mode }) => storeMode(mode),
  },
})

export function ColorModeProvider({ children }: { children: ReactNode }) {
  const actor = useActorRef(browserThemeMachine, { input: { stored: readStoredMode() }, inspect })
  return <ThemeActorContext value={actor}>{children}</ThemeActorContext>
}

export function useColorMode() {
  const actor = use(ThemeActorContext)
  if (!actor) throw new Error('useColorMode needs <ColorModeProvider>')
  const mode = useSelector(actor, (s): ColorMode => (s.hasTag('dark') ? 'dark' : 'light'))
  return {
    mode,
    toggle: () => actor.send({ type: 'theme.toggle' }),
    choose: (next: ColorMode) => actor.send({ type: 'theme.choose', mode: next }),
  }
}
