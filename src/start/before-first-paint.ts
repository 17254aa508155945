import { paintMode, readStoredMode, readSystemMode } from '../device/color-mode'
import { readSidebarExpanded } from '../device/sidebar-cookie'
import { holdWhatSheDoes } from './hold-what-she-does'
import { markHerMoment } from './mark-her-moment'

/*
 * The page's first script, in the head of every page, run before the first frame (index.html builds
 * it from this file: scripts/first-scripts-at-build.ts; the server allows it by its hash). It paints
 * her theme, hers or else the phone's, and, for the static copy the server sends each screen
 * drawn in (scripts/prerender.mjs), marks her clock's moment, collapses the rail as the sidebar's
 * cookie left it, and holds what she taps or sends before the app takes over, so nothing shifts
 * and nothing she does is lost. Every rule is the app's own; nothing it imports may be more than a
 * small function (no React, no Chakra, nothing that runs on import): it is in every page.
 */
try {
  const page = document.documentElement
  markHerMoment(page, new Date())
  paintMode(readStoredMode() ?? readSystemMode())
  if (!readSidebarExpanded()) page.classList.add('rail-collapsed')
  holdWhatSheDoes()
} catch {
  // A browser without what it needs paints the light theme; the app sets the rest as it starts.
}
