import { setup } from 'xstate'

export interface WelcomeInput {
  /** She has just finished the onboarding and has not seen the welcome yet. */
  due: boolean
}

type WelcomeEvent = { type: 'screen.shown' } | { type: 'welcome.dismiss' }

/**
 * The dashboard's welcome after the onboarding (docs/product.md, Dashboard), said once. Due, it is
 * expected (`present`: the UI loads it) until its place is on screen (`screen.shown`: its live
 * region is there, so a screen reader hears the words arrive); then it shows and is marked seen
 * at once (`markSeen`: a reload after it does not bring it back). 'Entendi' puts it away and her
 * focus where she goes next (`returnFocus`). Not due, it is gone from the start.
 */
export const welcomeMachine = setup({
  types: {
    input: {} as WelcomeInput,
    context: {} as WelcomeInput,
    events: {} as WelcomeEvent,
  },
  actions: {
    markSeen: () => {},
    returnFocus: () => {},
  },
  guards: {
    isDue: ({ context }) => context.due,
  },
}).createMachine({
  id: 'welcome',
  context: ({ input }) => ({ due: input.due }),
  initial: 'opening',
  states: {
    opening: {
      always: [{ guard: 'isDue', target: 'waiting' }, { target: 'gone' }],
    },
    waiting: {
      tags: ['present'],
      on: { 'screen.shown': { target: 'showing' } },
    },
    showing: {
      tags: ['present', 'visible'],
      entry: 'markSeen',
      on: { 'welcome.dismiss': { target: 'gone', actions: 'returnFocus' } },
    },
    gone: { type: 'final' },
  },
})
