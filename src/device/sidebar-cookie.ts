// Kept 7 days (docs/product.md, Constants), readable by the page so the rail starts as she left it
// (the page's first script reads it too: src/start/before-first-paint.ts).
export const SIDEBAR_COOKIE = 'sidebar_state'
export const SIDEBAR_COOKIE_MAX_AGE = 604800

export function readSidebarExpanded(): boolean {
  if (typeof document === 'undefined') return true // prerendering: the default, expanded
  const match = document.cookie.match(new RegExp(`(?:^|;\\s*)${SIDEBAR_COOKIE}=(true|false)`))
  return match?.[1] !== 'false'
}

export function writeSidebarExpanded(expanded: boolean): void {
  document.cookie = `${SIDEBAR_COOKIE}=${expanded}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`
}
