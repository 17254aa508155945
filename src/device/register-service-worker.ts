import { Workbox } from 'workbox-window'

export interface ServiceWorkerEvents {
  /** A new version is installed and waits; `apply` lets it take over, and the page then reloads. */
  onUpdateWaiting: (apply: () => void) => void
}

/**
 * Registers the service worker (dist/client/sw.js), at once when online, or else once she is. A
 * new version waits until she takes it: the page reloads only when this page asked for it, never
 * because another tab did.
 */
export function registerServiceWorker(events: ServiceWorkerEvents): void {
  if (navigator.onLine) register(events)
  else window.addEventListener('online', () => register(events), { once: true })
}

function register({ onUpdateWaiting }: ServiceWorkerEvents): void {
  const workbox = new Workbox('/sw.js')
  let applying = false
  workbox.addEventListener('waiting', () =>
    onUpdateWaiting(() => {
      applying = true
      workbox.messageSkipWaiting()
    }),
  )
  workbox.addEventListener('controlling', (event) => {
    if (applying && event.isUpdate) window.location.reload()
  })
  // A registration that fails (the connection dropped while the worker's script came) is tried
  // again on her next visit; the app works the same meanwhile.
  workbox.register().catch(() => {})
}
