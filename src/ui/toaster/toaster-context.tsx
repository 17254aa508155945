import { useActorRef } from '@xstate/react'
import { createContext, use, useMemo, type ReactNode } from 'react'
import type { ActorRefFrom } from 'xstate'
import { toasterMachine, type ToastPatch, type ToastVariant } from '../../machines/toaster.machine'
import { inspect } from '../dev/inspector'
import { ToasterRegion, type ToastActions } from './toaster-region'

export interface NewToast {
  title: string
  description?: string
  variant?: ToastVariant
  /** Something she did went well: it shows a check instead of the info sign. */
  done?: boolean
  /** One button on the toast: tapping it runs `run` and closes the toast. */
  action?: { label: string; run: () => void }
}

export interface ToastApi {
  /** Shows a toast (replacing any other) and returns its id. */
  add: (toast: NewToast) => string
  update: (id: string, patch: ToastPatch) => void
  /** Hides the toast with this id, or whatever toast is showing. */
  dismiss: (id?: string) => void
  remove: (id?: string) => void
}

const ToastApiContext = createContext<ToastApi | null>(null)

function toastApi(actor: ActorRefFrom<typeof toasterMachine>, actions: ToastActions): ToastApi {
  let count = 0
  return {
    add: ({ title, description, variant = 'default', done, action }) => {
      const id = `toast-${++count}`
      actions.clear() // one toast at a time: an older toast's button is gone with it
      if (action) actions.set(id, action.run)
      actor.send({
        type: 'toast.add',
        toast: {
          id,
          title,
          variant,
          ...(description !== undefined && { description }),
          ...(done && { done }),
          ...(action && { action: action.label }),
        },
      })
      return id
    },
    update: (id, patch) => actor.send({ type: 'toast.update', id, patch }),
    dismiss: (id) => actor.send({ type: 'toast.dismiss', ...(id !== undefined && { id }) }),
    remove: (id) => actor.send({ type: 'toast.remove', ...(id !== undefined && { id }) }),
  }
}

/** The app's one toast queue (the toaster machine) and the region that shows it. */
export function ToasterProvider({ children }: { children: ReactNode }) {
  const actor = useActorRef(toasterMachine, { inspect })
  const actions = useMemo<ToastActions>(() => new Map(), [])
  const api = useMemo(() => toastApi(actor, actions), [actor, actions])
  return (
    <ToastApiContext value={api}>
      {children}
      <ToasterRegion actor={actor} actions={actions} />
    </ToastApiContext>
  )
}

export function useToast(): ToastApi {
  const api = use(ToastApiContext)
  if (!api) throw new Error('useToast needs <ToasterProvider>')
  return api
}
