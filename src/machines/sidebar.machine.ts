import { setup, stateIn } from 'xstate'

export interface SidebarInput {
  /** The desktop state kept in the cookie; expanded when there is none. */
  storedExpanded: boolean
  /** Whether the screen is narrower than the mobile breakpoint (768 px) at start. */
  narrow: boolean
}

type SidebarEvent =
  | { type: 'sidebar.toggle' }
  | { type: 'sidebar.close' }
  | { type: 'viewport.narrow' }
  | { type: 'viewport.wide' }

/**
 * Three regions: the desktop rail (expanded ⇄ collapsed, kept in a cookie), the mobile slide-over
 * (closed ⇄ open) and the viewport (wide ⇄ narrow). The toggle (button or Ctrl/Cmd+B) acts on the
 * rail when wide and on the slide-over when narrow.
 */
export const sidebarMachine = setup({
  types: {
    input: {} as SidebarInput,
    context: {} as SidebarInput,
    events: {} as SidebarEvent,
  },
  actions: {
    persistExpanded: (_, _params: { expanded: boolean }) => {},
  },
  guards: {
    storedCollapsed: ({ context }) => !context.storedExpanded,
    startsNarrow: ({ context }) => context.narrow,
    isWide: stateIn('#sidebar.viewport.wide'),
    isNarrow: stateIn('#sidebar.viewport.narrow'),
  },
}).createMachine({
  id: 'sidebar',
  context: ({ input }) => input,
  type: 'parallel',
  states: {
    rail: {
      initial: 'restoring',
      states: {
        restoring: {
          always: [{ guard: 'storedCollapsed', target: 'collapsed' }, { target: 'expanded' }],
        },
        expanded: {
          on: {
            'sidebar.toggle': {
              guard: 'isWide',
              target: 'collapsed',
              actions: { type: 'persistExpanded', params: { expanded: false } },
            },
          },
        },
        collapsed: {
          tags: ['collapsed'],
          on: {
            'sidebar.toggle': {
              guard: 'isWide',
              target: 'expanded',
              actions: { type: 'persistExpanded', params: { expanded: true } },
            },
          },
        },
      },
    },
    overlay: {
      initial: 'closed',
      states: {
        closed: {
          on: { 'sidebar.toggle': { guard: 'isNarrow', target: 'open' } },
        },
        open: {
          tags: ['overlayOpen'],
          on: {
            'sidebar.toggle': { target: 'closed' },
            'sidebar.close': { target: 'closed' },
            'viewport.wide': { target: 'closed' },
          },
        },
      },
    },
    viewport: {
      initial: 'restoring',
      states: {
        restoring: {
          always: [{ guard: 'startsNarrow', target: 'narrow' }, { target: 'wide' }],
        },
        wide: {
          tags: ['wide'],
          on: { 'viewport.narrow': { target: 'narrow' } },
        },
        narrow: {
          tags: ['narrow'],
          on: { 'viewport.wide': { target: 'wide' } },
        },
      },
    },
  },
})
