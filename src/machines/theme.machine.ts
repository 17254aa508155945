import { setup } from 'xstate'
import type { ColorMode } from '../data/color-mode'

export interface ThemeInput {
  /** The mode kept on the device, if any; the product default is light. */
  stored: ColorMode | null
}

type ThemeEvent = { type: 'theme.toggle' } | { type: 'theme.choose'; mode: ColorMode }

/**
 * Light ⇄ dark. Painting the page (`applyMode`) and keeping the choice (`persistMode`) are
 * provided by the UI, so the machine runs the same in tests, the browser and the visualizer.
 */
export const themeMachine = setup({
  types: {
    input: {} as ThemeInput,
    context: {} as ThemeInput,
    events: {} as ThemeEvent,
  },
  actions: {
    applyMode: (_, _params: { mode: ColorMode }) => {},
    persistMode: (_, _params: { mode: ColorMode }) => {},
  },
  guards: {
    storedDark: ({ context }) => context.stored === 'dark',
    choosesDark: ({ event }) => event.type === 'theme.choose' && event.mode === 'dark',
    choosesLight: ({ event }) => event.type === 'theme.choose' && event.mode === 'light',
  },
}).createMachine({
  id: 'theme',
  context: ({ input }) => ({ stored: input.stored }),
  initial: 'restoring',
  states: {
    restoring: {
      always: [{ guard: 'storedDark', target: 'dark' }, { target: 'light' }],
    },
    light: {
      tags: ['light'],
      entry: { type: 'applyMode', params: { mode: 'light' } },
      on: {
        'theme.toggle': { target: 'dark', actions: { type: 'persistMode', params: { mode: 'dark' } } },
        'theme.choose': { guard: 'choosesDark', target: 'dark', actions: { type: 'persistMode', params: { mode: 'dark' } } },
      },
    },
    dark: {
      tags: ['dark'],
      entry: { type: 'applyMode', params: { mode: 'dark' } },
      on: {
        'theme.toggle': { target: 'light', actions: { type: 'persistMode', params: { mode: 'light' } } },
        'theme.choose': { guard: 'choosesLight', target: 'light', actions: { type: 'persistMode', params: { mode: 'light' } } },
      },
    },
  },
})
