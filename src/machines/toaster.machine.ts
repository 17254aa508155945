import { assign, setup } from 'xstate'

export type ToastVariant = 'default' | 'destructive'

export interface Toast {
  id: string
  title: string
  description?: string
  variant: ToastVariant
  /** Something she did went well ('Meta do dia cumprida!', 'Perfil atualizado'): a check, not an info sign. */
  done?: boolean
  /** The label of the toast's one button ('Atualizar'); what it does is the caller's. */
  action?: string
}

export type ToastPatch = Partial<Omit<Toast, 'id'>>

/** Swiping a toast sideways at least this far dismisses it (docs/product.md, Toasts). */
export const SWIPE_THRESHOLD_PX = 50

type ToasterEvent =
  | { type: 'toast.add'; toast: Toast }
  | { type: 'toast.update'; id: string; patch: ToastPatch }
  | { type: 'toast.dismiss'; id?: string }
  | { type: 'toast.remove'; id?: string }
  | { type: 'toast.swipe'; id: string; distance: number }
  | { type: 'toast.pause' }
  | { type: 'toast.resume' }

const targetsCurrent = (toast: Toast | null, id: string | undefined) => toast !== null && (id === undefined || id === toast.id)

/**
 * The app's only toast queue (docs/product.md, Toasts): one slot, so a new toast replaces the old one.
 * A toast shows for 5000 ms (the clock stops while she hovers or focuses it), is then dismissed,
 * and is forgotten 1,000,000 ms later. Dismissed toasts are no longer shown.
 */
export const toasterMachine = setup({
  types: {
    context: {} as { toast: Toast | null },
    events: {} as ToasterEvent,
  },
  actions: {
    showToast: assign({ toast: ({ event }) => (event.type === 'toast.add' ? event.toast : null) }),
    patchToast: assign({
      toast: ({ context, event }) =>
        event.type === 'toast.update' && context.toast ? { ...context.toast, ...event.patch, id: context.toast.id } : context.toast,
    }),
    forgetToast: assign({ toast: null }),
  },
  guards: {
    // Without an id, dismiss and remove mean whatever toast is there.
    isCurrentToast: ({ context, event }) => targetsCurrent(context.toast, 'id' in event ? event.id : undefined),
    swipedFarEnough: ({ context, event }) =>
      event.type === 'toast.swipe' && targetsCurrent(context.toast, event.id) && Math.abs(event.distance) >= SWIPE_THRESHOLD_PX,
  },
  delays: {
    displayTime: 5000,
    removeDelay: 1_000_000,
  },
}).createMachine({
  id: 'toaster',
  context: { toast: null },
  initial: 'empty',
  states: {
    empty: {
      on: { 'toast.add': { target: 'showing', actions: 'showToast' } },
    },
    showing: {
      tags: ['visible'],
      initial: 'timing',
      on: {
        'toast.add': { target: 'showing', reenter: true, actions: 'showToast' },
        'toast.update': { guard: 'isCurrentToast', actions: 'patchToast' },
        'toast.dismiss': { guard: 'isCurrentToast', target: 'dismissed' },
        'toast.swipe': { guard: 'swipedFarEnough', target: 'dismissed' },
        'toast.remove': { guard: 'isCurrentToast', target: 'empty', actions: 'forgetToast' },
      },
      states: {
        timing: {
          after: { displayTime: { target: '#toaster.dismissed' } },
          on: { 'toast.pause': { target: 'paused' } },
        },
        paused: {
          on: { 'toast.resume': { target: 'timing' } },
        },
      },
    },
    dismissed: {
      after: { removeDelay: { target: 'empty', actions: 'forgetToast' } },
      on: {
        'toast.add': { target: 'showing', actions: 'showToast' },
        'toast.update': { guard: 'isCurrentToast', actions: 'patchToast' },
        'toast.remove': { guard: 'isCurrentToast', target: 'empty', actions: 'forgetToast' },
      },
    },
  },
})
