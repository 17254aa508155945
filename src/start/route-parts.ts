// What each route loads beyond its first load, and when (docs/architecture.md, How a screen starts).
// A part is named by its file under src/, the module its lazy part (lazy-part.tsx) or hook loads:
// - first: before the first render, brought by the route's loader (loadFirst);
// - idle: at the page's first idle moment (on a phone only, for the slide-over menu);
// - near: as it nears the screen, or once idle;
// - needed: only when her state asks (a tap, a run kept, a dialog to open).
// The budget test (tests/e2e/bundle-budget.e2e.ts) holds every part but the first ones out of the
// route's first load, and the browser tests wait for the idle and near ones with partsReady().
// It imports nothing: the routes, the screens and the tests read it.

/** Every screen: the service worker and 'Sem conexão', and the toasts' card. */
const everyScreen = {
  idle: ['ui/offline/offline-support.tsx', 'ui/toaster/toast-card.tsx'],
  needed: [],
} as const

/** The sidebar layout around every screen but the sign-in ones and the onboarding. */
const sidebarLayout = {
  idle: [...everyScreen.idle, 'ui/layout/mobile-sidebar.tsx'],
  needed: ['ui/app-shell/run-keeper.tsx', 'ui/layout/nav-tooltip.tsx'],
} as const

/**
 * What the dashboard's loader brings before its first render: the madrugada's card only when the
 * page opens in the madrugada (the first script's data-madrugada, mark-her-moment.ts). Apart, so that the dashboard's chunk
 * carries this row and not the whole table.
 */
export const dashboardFirstParts = [
  'ui/activity/activity-card.tsx',
  'ui/mood/mood-check-in.tsx',
  'data/phrases.ts',
  'ui/dashboard/madrugada-card.tsx',
] as const

export const routeParts = {
  '/login': { first: [], ...everyScreen, near: [] },
  '/signup': { first: [], ...everyScreen, near: [] },
  '/forgot-password': { first: [], ...everyScreen, near: [] },
  '/onboarding': {
    first: [],
    idle: everyScreen.idle,
    near: [],
    // The second and third steps, fetched while she fills in the first.
    needed: ['ui/onboarding/time-step.tsx', 'ui/onboarding/goals-step.tsx'],
  },
  '/dashboard': {
    first: dashboardFirstParts,
    idle: [...sidebarLayout.idle, 'ui/celebration/celebration-dialog.tsx', 'ui/motion/moving-ring-range.tsx'],
    near: [],
    needed: [...sidebarLayout.needed, 'ui/activity/stop-confirm.tsx', 'ui/welcome/welcome.tsx', 'ui/dashboard/suggestion-routine.tsx'],
  },
  '/chat': {
    first: [],
    idle: [...sidebarLayout.idle, 'ui/chat/help-now-dialog.tsx', 'ui/player/activity-player.tsx'],
    near: [],
    needed: [...sidebarLayout.needed, 'ui/chat/clear-confirm.tsx'],
  },
  '/meu-plano': {
    first: [],
    idle: [...sidebarLayout.idle, 'ui/plan/library-tab.tsx', 'data/playable-index.ts', 'ui/player/activity-player.tsx', 'ui/player/routine-player.tsx'],
    near: [],
    needed: [...sidebarLayout.needed, 'ui/plan/own-routine-cards.tsx', 'ui/routines/routine-form-dialog.tsx'],
  },
  '/profile': {
    first: [],
    idle: sidebarLayout.idle,
    near: ['ui/history/history-card.tsx', 'ui/profile/settings-card.tsx', 'ui/profile/protected-copy-card.tsx', 'ui/profile/her-data-card.tsx'],
    needed: [...sidebarLayout.needed, 'ui/layout/discard-confirm.tsx'],
  },
  '/plano-de-seguranca': {
    first: [],
    idle: sidebarLayout.idle,
    near: [],
    needed: [...sidebarLayout.needed, 'ui/safety-plan/remove-person-confirm.tsx'],
  },
  '/depois-do-parto': { first: [], ...sidebarLayout, near: [] },
  '/sinais-de-alerta': { first: [], ...sidebarLayout, near: [] },
} as const

export type RoutePath = keyof typeof routeParts
