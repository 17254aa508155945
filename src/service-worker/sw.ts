/**
 * The service worker (built by vite-plugin-pwa from this file; its precache list is written into
 * it after the prerender, scripts/pwa/precache.mjs). Every file of the app is precached, so every
 * screen opens without a connection: hashed assets from the cache first; pages from the network
 * first, and after a short wait, the precached prerendered page of their route. The API is left
 * to the network. A new version waits until the app asks for it (SKIP_WAITING, on 'Atualizar').
 * It also shows her reminders (server/reminders/ sends them by Web Push) and opens the app from them.
 */
import { clientsClaim } from 'workbox-core'
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { NetworkOnly } from 'workbox-strategies'
import { isApiPath, NETWORK_TIMEOUT_SECONDS, routePathOf, SHELL_URL } from './navigation'
import { openFromReminder, showReminder } from './reminder-notifications'

declare const self: ServiceWorkerGlobalScope

const precachedPage = async (request: Request) =>
  (await matchPrecache(routePathOf(new URL(request.url).pathname))) ?? (await matchPrecache(SHELL_URL)) ?? Response.error()

// Before the precache's own route, which would answer a page from the cache first.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && !isApiPath(url.pathname),
  new NetworkOnly({
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [{ handlerDidError: ({ request }) => precachedPage(request) }],
  }),
)

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})
// The first version takes the page she is on at once, so its next screen already comes from the cache.
clientsClaim()

self.addEventListener('push', (event) => showReminder(self, event))
self.addEventListener('notificationclick', (event) => openFromReminder(self, event))
