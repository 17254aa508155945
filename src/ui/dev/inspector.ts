import type { InspectionEvent } from 'xstate'

let forward: ((event: InspectionEvent) => void) | undefined

/**
 * `npm run dev` with `?inspect` in the URL streams every actor to the Stately inspector.
 * It opens stately.ai in a pop-up, so it needs the internet; the app works the same without it.
 * In production `import.meta.env.DEV` is false and all of this is dropped from the bundle.
 */
export const inspect = import.meta.env.DEV ? (event: InspectionEvent) => forward?.(event) : undefined

export async function loadInspector(): Promise<void> {
  if (!import.meta.env.DEV || !new URLSearchParams(window.location.search).has('inspect')) return
  try {
    const { createBrowserInspector } = await import('@statelyai/inspect')
    const inspector = createBrowserInspector()
    forward = (event) => inspector.inspect.next?.(event)
  } catch (error) {
    console.warn('Stately inspector unavailable (offline?)', error)
  }
}
