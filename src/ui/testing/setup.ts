import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { loadToastCard } from '../toaster/toaster-region'

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

// The toast card's code arrives once the app's page is idle (src/ui/toaster/toaster-region.tsx);
// the screens' tests run on a page that has it, so a toast shows in the render that asks for it.
await loadToastCard()
