import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import createEmotionServer from '@emotion/server/create-instance'
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { routeTree } from './routeTree.gen'
import { AppProviders } from './ui/app-providers'
import { routerDefaults } from './ui/layout/router-defaults'
import { phraseChoiceCss } from './ui/dashboard/phrase-choice'
import { phrasesLoaded } from './ui/dashboard/use-phrase-of-the-day'

/** A route's own choices among what its static copy carries for each moment, made before the first frame. */
const choicesOf: Record<string, () => string> = {
  // Every phrase of the day is in the page (the route's loader loaded them); today's shows.
  '/dashboard': () => phraseChoiceCss(phrasesLoaded()?.length ?? 0),
}

/** Emotion's styles for the head, in the order they were rendered: each global one, then the rest. */
export interface EmotionChunk {
  key: string
  ids: string[]
  css: string
}

/**
 * One app route as a first visit shows it: the markup, the styles it uses as Emotion's SSR
 * extraction gives them, and the CSS that picks, among what it carries, the part of her moment. The build (scripts/prerender.mjs) puts both in the page, so the screen
 * paints before any JavaScript runs; the app then renders its own copy and removes this one
 * (src/start/prerender-handoff.tsx).
 */
export async function prerender(path: string): Promise<{ markup: string; styles: EmotionChunk[]; choices: string }> {
  const router = createRouter({
    routeTree,
    ...routerDefaults,
    scrollRestoration: false, // its inline script would break the CSP
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  await router.load()
  const failed = router.state.matches.find((match) => match.error)
  if (failed) throw new Error(`${path}: ${failed.routeId} failed to load: ${String(failed.error)}`)
  // The key the app's own cache has ('css'), so the app finds these styles as its own. In compat
  // mode the cache keeps the styles for extraction instead of writing a <style> before each element.
  const cache = createCache({ key: 'css' })
  cache.compat = true
  const markup = renderToString(
    <CacheProvider value={cache}>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </CacheProvider>,
  )
  return {
    markup,
    styles: createEmotionServer(cache).extractCriticalToChunks(markup).styles,
    choices: choicesOf[path]?.() ?? '',
  }
}
