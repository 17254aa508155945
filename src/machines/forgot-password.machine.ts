import { assign, setup } from 'xstate'

type ForgotPasswordEvent =
  | { type: 'email.change'; value: string }
  | { type: 'email.submit' }
  | { type: 'login.back' }

/**
 * editing → submitted, and back to login from either. The browser checks the e-mail field
 * (type="email", required); the machine still refuses a blank one so no path can skip it.
 * Nothing is sent anywhere (docs/product.md, Forgot password): the reset link is only announced.
 */
export const forgotPasswordMachine = setup({
  types: {
    context: {} as { email: string },
    events: {} as ForgotPasswordEvent,
  },
  actions: {
    setEmail: assign({ email: ({ event }) => (event.type === 'email.change' ? event.value : '') }),
    goToLogin: () => {},
  },
  guards: {
    hasEmail: ({ context }) => context.email.trim() !== '',
  },
}).createMachine({
  id: 'forgotPassword',
  context: { email: '' },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'email.change': { actions: 'setEmail' },
        'email.submit': { guard: 'hasEmail', target: 'submitted' },
        'login.back': { target: 'leaving' },
      },
    },
    submitted: {
      tags: ['submitted'],
      on: { 'login.back': { target: 'leaving' } },
    },
    leaving: {
      type: 'final',
      entry: 'goToLogin',
    },
  },
})
