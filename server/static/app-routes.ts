/**
 * The paths the app answers (docs/product.md, Screens). Other extension-less paths still get the app, which shows
 * its 404 inside the layout, but with status 404. tests/app-routes.test.ts keeps this list equal
 * to the router's.
 */
export const appRoutes = new Set([
  '/',
  '/dashboard',
  '/chat',
  '/meu-plano',
  '/plano-de-seguranca',
  '/depois-do-parto',
  '/sinais-de-alerta',
  '/profile',
  '/login',
  '/signup',
  '/forgot-password',
  '/onboarding',
])
