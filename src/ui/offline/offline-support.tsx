import { useEffect } from 'react'
import { OfflineIndicator } from './offline-indicator'
import { registerServiceWorker } from './register-service-worker'
import { useOnline } from './use-online'

/** Runs `task` once the page has loaded, so nothing of it competes with the first screen. */
function afterLoad(task: () => void): () => void {
  if (document.readyState === 'complete') {
    task()
    return () => {}
  }
  window.addEventListener('load', task, { once: true })
  return () => window.removeEventListener('load', task)
}

/**
 * What keeps the app working without a connection: the service worker, registered after the page
 * has loaded (in the built app only), and 'Sem conexão' while she is offline.
 */
export function OfflineSupport() {
  const online = useOnline()

  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
    return afterLoad(() => registerServiceWorker({ onUpdateWaiting: () => {} }))
  }, [])

  return online ? null : <OfflineIndicator />
}
