import { useActorRef, useSelector } from '@xstate/react'
import { createContext, use, useEffect, type ReactNode } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { ColorMode } from '../../data/color-mode'
import { paintMode, readStoredMode, readSystemMode, storeMode, subscribeSystemMode } from '../../device/color-mode'
import { themeMachine } from '../../machines/theme.machine'
import { inspect } from '../dev/inspector'

const ThemeActorContext = createContext<ActorRefFrom<typeof themeMachine> | null>(null)

const browserThemeMachine = themeMachine.provide({
  actions: {
    applyMode: (_, { mode }) => paintMode(mode),
    persistMode: (_, { mode }) => storeMode(mode),
  },
})

/** The theme: hers once she chooses, the phone's until then (the page's first script paints the same first: src/start/before-first-paint.ts). */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  const actor = useActorRef(browserThemeMachine, { input: { stored: readStoredMode(), system: readSystemMode() }, inspect })
  useEffect(() => subscribeSystemMode((mode) => actor.send({ type: 'system.change', mode })), [actor])
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
