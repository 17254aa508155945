import { useActorRef } from '@xstate/react'
import { createContext, use, useMemo, type ReactNode } from 'react'
import type { ActorRefFrom } from 'xstate'
import { toasterMachine, type ToastPatch, type ToastVariant } from '../../machines/toaster.machine'
import { inspect } from '../dev/inspector'
import { ToasterRegion } from './toaster-region'

export interface NewToast {
  title: string
  description?: string
  variant?: ToastVariant
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

function toastApi(actor: ActorRefFrom<typeof toasterMachine>): ToastApi {
  let count = 0
  return {
    add: ({ title, description, variant = 'default' }) => {
      const id = `toast-${++count}`
      actor.send({ type: 'toast.add', toast: { id, title, variant, ...(description !== undefined && { description }) } })
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
  const api = useMemo(() => toastApi(actor), [actor])
  return (
    <ToastApiContext value={api}>
      {children}
      <ToasterRegion actor={actor} />
    </ToastApiContext>
  )
}

export function useToast(): ToastApi {
  const api = use(ToastApiContext)
  if (!api) throw new Error('useToast needs <ToasterProvider>')
  return api
}
