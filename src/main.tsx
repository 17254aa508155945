import { createRouter, RouterProvider } from '@tanstack/react-router'
import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { routeTree } from './routeTree.gen'
import { PrerenderHandoff } from './start/prerender-handoff'
import { AppProviders } from './ui/app-providers'
import { loadInspector } from './ui/dev/inspector'
import { routerDefaults } from './ui/layout/router-defaults'
import { appSystem } from './ui/system/system'

const createAppRouter = () => createRouter({ routeTree, ...routerDefaults })

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}

/**
 * The rest of the start waits for a task of its own: the browser may answer a tap or draw a frame
 * in between, where one long task of loading, building and routing would hold the page. A message
 * to itself, as React's scheduler does, not a timer: a page whose clock is held (a test's) starts too.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => resolve()
    channel.port2.postMessage(null)
  })
}

async function start() {
  await loadInspector()
  await nextTask()
  appSystem()
  await nextTask()
  const router = createAppRouter()
  // The screen's code is loaded before the first render, so the app's first commit is the whole
  // screen and can replace the prerendered copy at once.
  await router.load()

  // As a transition, React renders in small slices and yields between them, so the page (already
  // painted from the prerendered copy) stays responsive while the app takes over.
  const root = createRoot(document.getElementById('root')!)
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders>
          <PrerenderHandoff
            navigation={{
              pending: () => router.state.status === 'pending' || router.state.isLoading,
              onArrived: (callback) => router.subscribe('onResolved', callback),
            }}
          >
            <RouterProvider router={router} />
          </PrerenderHandoff>
        </AppProviders>
      </StrictMode>,
    ),
  )
}

// Not a top-level await: the screens' chunks import shared code from the chunk that holds this
// module (vite.config.ts), and a module that awaited them would wait for itself.
void start()
