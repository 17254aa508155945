import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
// With its extension, as Node's own TypeScript loading (Vite's future native config loader) needs.
import { recipes, slotRecipes } from './src/ui/system/style-recipes.ts'
import { chakraGlobalsAtBuild } from './scripts/chakra-globals-at-build.ts'
import { chakraTokensAtBuild } from './scripts/chakra-tokens-at-build.ts'
import { firstScriptsAtBuild } from './scripts/first-scripts-at-build.ts'
import { appInstallAssets } from './scripts/pwa/install-assets.ts'

// The API server that `npm run dev` starts beside Vite (scripts/dev.mjs).
const devApiPort = Number(process.env.DEV_API_PORT ?? 3001)

// Chakra's theme module wraps every recipe in defineConfig(...) at load; marking it pure lets the
// unused recipes go (we build the system from the few we use: src/ui/system/style-recipes.ts).
const chakraThemeCalls = ['defineConfig']

// Chakra's anatomy module builds every component's anatomy at load (createAnatomy(...).parts(...),
// ark's anatomy.extendWith(...)), which keeps all of zag's anatomies alive. The calls are pure:
// marked so, the unused ones go from every route (BENCHMARKS.md, Bundle). The names Chakra imports them under are
// read from its module so that an upgrade cannot leave one out.
function chakraAnatomyCalls(): string[] {
  const anatomyModule = readFileSync(fileURLToPath(import.meta.resolve('@chakra-ui/react/anatomy')), 'utf8')
  const names = [...anatomyModule.matchAll(/\bas (\w+Anatomy\$1)\b/g)].map((match) => match[1]!)
  if (names.length === 0) throw new Error("vite.config.ts: Chakra's anatomy module no longer imports its anatomies as `xAnatomy$1`")
  return ['createAnatomy', 'anatomy', ...names]
}

// The recipes that the system holds are needed at start-up; the others only by the screens that
// pass them with the `recipe` prop. (A recipe's key is its module's name.)
const systemRecipes = Object.keys({ ...recipes, ...slotRecipes })
const screenOnlyChakraRecipe = (id: string) => {
  const recipe = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]recipes[\\/]([\w-]+)\.js$/.exec(id)?.[1]
  return recipe !== undefined && !systemRecipes.includes(recipe)
}

// Modules that every route's first load needs (the budget test's "every route" cases hold it).
const everyScreen = [
  /[\\/]src[\\/]ui[\\/]layout[\\/](color-mode-toggle|brand-mark)\.tsx$/,
  /[\\/]lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|context|shared[\\/].*|icons[\\/](sun|moon))\.mjs$/,
  /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](flex[\\/]flex|stack[\\/]h-stack|button[\\/]icon-button)\.js$/,
]
const everyScreenDraws = (id: string) => everyScreen.some((pattern) => pattern.test(id))

export default defineConfig({
  // The router plugin must come before react() so route files are split before JSX is transformed.
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // The dashboard's loader (it loads the madrugada's card first, at night) in the screen's own
      // chunk: the entry, which every screen loads first, does not carry it.
      codeSplittingOptions: {
        splitBehavior: ({ routeId }) => (routeId === '/_app/dashboard' ? [['loader', 'component']] : undefined),
      },
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
      quoteStyle: 'single',
      semicolons: false,
    }),
    react(),
    chakraGlobalsAtBuild(),
    chakraTokensAtBuild(),
    firstScriptsAtBuild(),
    appInstallAssets(),
    // Compiles the service worker (src/service-worker/sw.ts → dist/client/sw.js). Its precache list
    // is written after the prerender (scripts/pwa/precache.mjs), when every page exists: here,
    // without an injection point, the plugin leaves it out. The manifest is ours (scripts/pwa/) and
    // the app registers the worker itself, after load (src/ui/offline/).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      manifest: false,
      injectRegister: false,
      injectManifest: { injectionPoint: undefined },
    }),
  ],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // bench:bundle and the budget test read the manifest to know what each route loads first.
    manifest: true,
    target: 'es2022',
    // No preload helper: a lazy part's import() names its own file, and the browser fetches what
    // that file imports as it reads it. The helper wrote the list of every file each lazy part
    // needs into the chunk that asks for it, and added a <link> to the page for each as it was
    // asked for: bytes in every first load and start-up work that cost more than the round trip
    // it saves (BENCHMARKS.md, Issue 34: without the preload helper).
    modulePreload: false,
    rolldownOptions: {
      // Re-exports of Chakra's and Ark's barrels that nothing uses are not even compiled.
      experimental: { lazyBarrel: true },
      treeshake: {
        manualPureFunctions: [...chakraThemeCalls, ...chakraAnatomyCalls()],
        // Emotion imports hoist-non-react-statics (CommonJS, which builds its tables with react-is
        // at load) for withTheme only, which the app never calls: declared free of side effects,
        // both go from every first load. Every other module keeps what its package.json says.
        moduleSideEffects: [{ test: /[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/, sideEffects: false }],
      },
      output: {
        // Every route loads what the entry imports statically anyway; kept in the entry chunk it
        // is one request instead of about thirty, and compresses better (BENCHMARKS.md, Bundle).
        // The entry module itself must stay out of the group, or the group's chunk replaces the
        // entry and the manifest loses index.html. Grouping the routes' shared code as well made
        // some routes load code they do not use (entriesAware groups). The route chunks import
        // from the entry chunk: hence no top-level await in src/main.tsx.
        codeSplitting: {
          groups: [
            {
              // framer-motion loads with what moves (the players, the celebration, the streak ring
              // once the page is idle), never first: one chunk of its own, which the budget test
              // finds by its name and keeps out of every first load. Without its dependencies:
              // React would come with it, and with React every screen would import it.
              name: 'framer-motion',
              priority: 3,
              test: /[\\/]node_modules[\\/](framer-motion|motion-dom|motion-utils)[\\/]/,
              includeDependenciesRecursively: false,
            },
            {
              // Every Chakra recipe is "initial" (the theme barrel the system imports re-exports
              // them all), so the startup group would pull the ones only a screen uses (tabs,
              // dialog, select…) into every first load. Taken first, alone (without their
              // dependencies, which the entry has) and split by the routes that use them, they
              // load with those routes.
              name: 'chakra-recipes',
              priority: 2,
              test: screenOnlyChakraRecipe,
              includeDependenciesRecursively: false,
              entriesAware: true,
            },
            { name: 'startup', priority: 1, tags: ['$initial'], test: (id) => !/[\\/]src[\\/]main\.tsx$/.test(id) },
            {
              // What every screen draws though no module of the entry imports it: the light/dark
              // toggle (in the sign-in screens' card and in the app's header) with the brand,
              // their icons and Chakra's layout parts. In small chunks of their own they were
              // loaded by every route anyway, each compressed alone; together they weigh less.
              name: 'every-screen',
              priority: 1,
              test: everyScreenDraws,
            },
            {
              // The sign-in screens' card and their field: two more small chunks each of them loaded.
              name: 'sign-in',
              priority: 1,
              test: /[\\/]src[\\/]ui[\\/]auth[\\/](auth-shell|text-field)\.tsx$/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': `http://127.0.0.1:${devApiPort}` },
  },
})
