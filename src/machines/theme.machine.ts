import { setup } from 'xstate'
import type { ColorMode } from '../data/color-mode'

export interface ThemeInput {
  /** The mode she chose on this device, if any. */
  stored: ColorMode | null
  /** What the phone asks for (`prefers-color-scheme`): light when it says nothing. */
  system: ColorMode
}

type ThemeEvent =
  | { type: 'theme.toggle' }
  | { type: 'theme.choose'; mode: ColorMode }
  | { type: 'system.change'; mode: ColorMode }

/**
 * Light ⇄ dark. Until she chooses, the theme follows the phone (`system`, and `system.change`
 * when the phone changes, at dusk say); her first toggle or choice is kept and followed from then
 * on (`chosen`). Painting the page (`applyMode`) and keeping the choice (`persistMode`) are
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
    storedLight: ({ context }) => context.stored === 'light',
    systemDark: ({ context }) => context.system === 'dark',
    choosesDark: ({ event }) => event.type === 'theme.choose' && event.mode === 'dark',
    choosesLight: ({ event }) => event.type === 'theme.choose' && event.mode === 'light',
    systemGoesDark: ({ event }) => event.type === 'system.change' && event.mode === 'dark',
    systemGoesLight: ({ event }) => event.type === 'system.change' && event.mode === 'light',
  },
}).createMachine({
  id: 'theme',
  context: ({ input }) => ({ stored: input.stored, system: input.system }),
  initial: 'restoring',
  states: {
    restoring: {
      always: [
        { guard: 'storedDark', target: 'chosen.dark' },
        { guard: 'storedLight', target: 'chosen.light' },
        { guard: 'systemDark', target: 'system.dark' },
        { target: 'system.light' },
      ],
    },
    system: {
      initial: 'light',
      states: {
        light: {
          tags: ['light'],
          entry: { type: 'applyMode', params: { mode: 'light' } },
          on: {
            'system.change': { guard: 'systemGoesDark', target: 'dark' },
            'theme.toggle': { target: '#theme.chosen.dark', actions: { type: 'persistMode', params: { mode: 'dark' } } },
          },
        },
        dark: {
          tags: ['dark'],
          entry: { type: 'applyMode', params: { mode: 'dark' } },
          on: {
            'system.change': { guard: 'systemGoesLight', target: 'light' },
            'theme.toggle': { target: '#theme.chosen.light', actions: { type: 'persistMode', params: { mode: 'light' } } },
          },
        },
      },
      // Her choice, in either mode the phone gave, ends following the phone.
      on: {
        'theme.choose': [
          { guard: 'choosesDark', target: '#theme.chosen.dark', actions: { type: 'persistMode', params: { mode: 'dark' } } },
          { target: '#theme.chosen.light', actions: { type: 'persistMode', params: { mode: 'light' } } },
        ],
      },
    },
    chosen: {
      initial: 'light',
      states: {
        light: {
          tags: ['light'],
          entry: { type: 'applyMode', params: { mode: 'light' } },
          on: {
            'theme.toggle': { target: '#theme.chosen.dark', actions: { type: 'persistMode', params: { mode: 'dark' } } },
            'theme.choose': { guard: 'choosesDark', target: '#theme.chosen.dark', actions: { type: 'persistMode', params: { mode: 'dark' } } },
          },
        },
        dark: {
          tags: ['dark'],
          entry: { type: 'applyMode', params: { mode: 'dark' } },
          on: {
            'theme.toggle': { target: '#theme.chosen.light', actions: { type: 'persistMode', params: { mode: 'light' } } },
            'theme.choose': { guard: 'choosesLight', target: '#theme.chosen.light', actions: { type: 'persistMode', params: { mode: 'light' } } },
          },
        },
      },
    },
  },
})
