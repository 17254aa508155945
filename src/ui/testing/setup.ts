import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// jsdom has no matchMedia; the app reads it for the mobile breakpoint and reduced motion.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList
}

// Chakra's overlays (Ark/zag) measure elements with these.
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver
window.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver
Element.prototype.scrollIntoView ??= () => {}
window.scrollTo = () => {} // the router restores scroll on navigation

afterEach(() => {
  cleanup()
  localStorage.clear()
  document.cookie.split(';').forEach((c) => {
    document.cookie = `${c.split('=')[0]?.trim()}=; max-age=0; path=/`
  })
  document.documentElement.className = ''
})
