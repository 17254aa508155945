import { Workbox } from 'workbox-window'

export interface ServiceWorkerEvents {
  /** A new version is installed and waits; `apply` lets it take over, and the page then reloads. */
  onUpdateWaiting: (apply: () => void) => void
}

/**
 * Registers the service worker (dist/client/sw.js). A new version waits until she takes it: the
 * page reloads only when this page asked for it, never because another tab did.
 */
export function registerServiceWorker({ onUpdateWaiting }: ServiceWorkerEvents): void {
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
  void workbox.register()
}
