import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { routeTree } from './routeTree.gen'
import { AppProviders } from './ui/app-providers'
import { routerDefaults } from './ui/layout/router-defaults'

/**
 * The markup of one app route as a first visit shows it, with Emotion's styles inline. The build
 * (scripts/prerender.mjs) puts it in the page, so the screen paints before any JavaScript runs; the
 * app then renders its own copy and removes this one (src/ui/prerender-handoff.tsx).
 */
export async function prerender(path: string): Promise<string> {
  const router = createRouter({
    routeTree,
    ...routerDefaults,
    scrollRestoration: false, // its inline script would break the CSP
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  await router.load()
  const failed = router.state.matches.find((match) => match.error)
  if (failed) throw new Error(`${path}: ${failed.routeId} failed to load: ${String(failed.error)}`)
  return renderToString(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  )
}
