import { RouteError } from './route-error'

/**
 * Router options shared by the app (main.tsx) and the tests: a screen that throws shows
 * RouteError where the screen would be, so inside the sidebar layout, never a blank page.
 */
export const routerDefaults = {
  defaultPreload: 'intent',
  scrollRestoration: true,
  defaultErrorComponent: RouteError,
} as const
