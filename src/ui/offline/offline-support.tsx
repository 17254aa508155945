import { useEffect } from 'react'
import { registerServiceWorker } from '../../device/register-service-worker'
import { whenNoActivityInProgress } from '../activity/activity-in-progress'
import { useProtectedCopyWhenOn } from '../protected-copy/use-protected-copy-when-on'
import { useToast } from '../toaster/toaster-context'
import { OfflineIndicator } from './offline-indicator'
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
 * has loaded (in the built app only), and 'Sem conexão' while she is offline. A new version is
 * offered through the toaster, never while an activity is under way, and taken only when she
 * taps 'Atualizar' (and, should an activity have started since, once it ends). Her protected
 * copy, when it is on, is kept current from here too: it waits for the network like the rest.
 */
export function OfflineSupport() {
  const online = useOnline()
  const toast = useToast()
  useProtectedCopyWhenOn()

  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
    let cancelOffer = () => {}
    const offerUpdate = (apply: () => void) => {
      cancelOffer()
      cancelOffer = whenNoActivityInProgress(() =>
        toast.add({
          title: 'Nova versão disponível',
          action: { label: 'Atualizar', run: () => whenNoActivityInProgress(apply) },
        }),
      )
    }
    const cancelRegistration = afterLoad(() => registerServiceWorker({ onUpdateWaiting: offerUpdate }))
    return () => {
      cancelRegistration()
      cancelOffer()
    }
  }, [toast])

  return online ? null : <OfflineIndicator />
}
