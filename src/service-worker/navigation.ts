/**
 * Which page a navigation gets from the service worker when the network does not answer in time:
 * the prerendered page of its route, precached under the route's own path ('/chat', '/'), or the
 * plain shell, where the app shows its 404 page. The API is never a page: it goes to the network.
 */
export const SHELL_URL = '/index.html'

/** Navigations wait this long for the network before the precached page is used. */
export const NETWORK_TIMEOUT_SECONDS = 3

export const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/')

/** '/chat/' and '/chat' are one route; '/' stays '/'. */
export const routePathOf = (pathname: string) => pathname.replace(/\/+$/, '') || '/'
