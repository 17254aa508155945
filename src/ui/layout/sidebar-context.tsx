import { useRouterState } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { createContext, use, useEffect, type ReactNode } from 'react'
import type { ActorRefFrom } from 'xstate'
import { readSidebarExpanded, writeSidebarExpanded } from '../../device/sidebar-cookie'
import { sidebarMachine } from '../../machines/sidebar.machine'
import { inspect } from '../dev/inspector'
import { matchesNow, NARROW_QUERY, useMediaQuery } from './use-media-query'

const SidebarActorContext = createContext<ActorRefFrom<typeof sidebarMachine> | null>(null)

const browserSidebarMachine = sidebarMachine.provide({
  actions: { persistExpanded: (_, { expanded }) => writeSidebarExpanded(expanded) },
})

/** Connects the sidebar machine to the viewport, the keyboard (Ctrl/Cmd+B) and navigation. */
export function SidebarProvider({ children }: { children: ReactNode }) {
  const actor = useActorRef(browserSidebarMachine, {
    input: { storedExpanded: readSidebarExpanded(), narrow: matchesNow(NARROW_QUERY) },
    inspect,
  })
  const narrow = useMediaQuery(NARROW_QUERY)
  const pathname = useRouterState({ select: (state) => state.location.pathname })

  useEffect(() => actor.send({ type: narrow ? 'viewport.narrow' : 'viewport.wide' }), [actor, narrow])
  useEffect(() => actor.send({ type: 'sidebar.close' }), [actor, pathname])
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'b' && (event.ctrlKey || event.metaKey) && !event.altKey) {
        event.preventDefault()
        actor.send({ type: 'sidebar.toggle' })
      }
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [actor])

  return <SidebarActorContext value={actor}>{children}</SidebarActorContext>
}

export function useSidebar() {
  const actor = use(SidebarActorContext)
  if (!actor) throw new Error('useSidebar needs <SidebarProvider>')
  const collapsed = useSelector(actor, (s) => s.hasTag('collapsed'))
  const overlayOpen = useSelector(actor, (s) => s.hasTag('overlayOpen'))
  const narrow = useSelector(actor, (s) => s.hasTag('narrow'))
  // What the toggle controls right now: the slide-over when narrow, the rail when wide.
  const menuExpanded = useSelector(actor, (s) => (s.hasTag('narrow') ? s.hasTag('overlayOpen') : !s.hasTag('collapsed')))
  return {
    collapsed,
    overlayOpen,
    narrow,
    menuExpanded,
    toggle: () => actor.send({ type: 'sidebar.toggle' }),
    close: () => actor.send({ type: 'sidebar.close' }),
  }
}
