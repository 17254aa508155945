import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import importPlugin from 'eslint-plugin-import'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { chakraRecipeRule } from './scripts/eslint/chakra-recipe.js'

// One-way imports (docs/architecture.md): routes → ui → machines → data and the contract;
// ui → device → data, progress and the contract; ui → api only in the actors it gives machines; the
// chat contract is a leaf every side may read; the embedded assistant reads data/ and the contract,
// and is reached by the server and by api/ (the offline answer), nothing else.
const layers = [
  { target: './src/contract', from: ['./src', './server'], except: ['./contract'], message: 'src/contract is the API contract: it imports nothing.' },
  { target: './src/data', from: './src', except: ['./data'], message: 'src/data holds content only: it imports nothing from the rest of src/.' },
  { target: './src/assistant', from: './src', except: ['./assistant', './data', './contract'], message: 'The embedded assistant reads src/data/ and the contract only: it runs on the server and in the browser.' },
  { target: './src/assistant/reading', from: './src/assistant', except: ['./reading'], message: 'assistant/reading/ is how every reader of the assistant reads her words: the readers import it, it imports none of them.' },
  { target: './src/progress', from: './src', except: ['./progress', './data'], message: 'src/progress holds the rules of her progress as pure functions: it reads src/data/ only.' },
  { target: './src/device', from: './src', except: ['./device', './data', './progress', './contract'], message: "src/device is what the app keeps on the device and the browser's effects: it reads src/data/, src/progress/ and the contract only." },
  { target: './src/service-worker', from: './src', except: ['./service-worker', './contract'], message: "The service worker's handlers read the contract only." },
  { target: './src/machines', from: './src', except: ['./machines', './data', './contract'], message: 'Machines are pure: they read src/data/ and the contract; the UI provides every effect with machine.provide().' },
  { target: './src/api', from: ['./src/ui', './src/routes', './src/machines', './src/device'], message: 'api/ is the HTTP client: it knows nothing of the app above it.' },
  { target: './src/ui', from: ['./src/routes', './src/assistant'], message: 'ui/ never imports routes/, and reaches the assistant only through api/.' },
  { target: './src/ui/**/!(*-actor|*-actors).{ts,tsx}', from: './src/api', message: 'ui/ reaches api/ only in the actors it gives a machine (a *-actor.ts or *-actors.ts file).' },
  { target: './server', from: './src', except: ['./data', './progress', './contract', './assistant'], message: 'The server may read src/data/, src/progress/ (her day, the parts of the day), src/contract/ and src/assistant/, nothing else of src/.' },
  { target: './src', from: './server', message: 'The app never imports the server.' },
  { target: './server/db', from: './server', except: ['./db'], message: 'server/db is the storage layer: the rest of the server imports it, never the other way.' },
]

// What each folder of src/ui/ offers the others; a folder not named here offers nothing, and every
// other file of a folder is its own business (docs/architecture.md, Layers and the dependency rule).
const uiFolderExports = {
  activity: [
    'activity-card.tsx', 'activity-controls.tsx', 'activity-in-progress.ts', 'activity-kind.ts', 'device-actors.ts', 'kind-labels.ts',
    'stop-confirm-part.ts', 'timer-display.tsx', 'timer-text.ts', 'use-activity-card-view.ts', 'use-activity-run-view.ts', 'use-tutorial-steps.ts',
  ],
  'after-birth': ['after-birth-link.tsx'],
  'alert-signs': ['alert-signs-link.tsx'],
  'app-shell': ['app-layout-route.tsx'],
  auth: ['auth-shell.tsx'],
  celebration: ['confetti-burst.tsx', 'use-celebration.tsx'],
  chat: ['help-now-content.tsx'],
  'color-mode': ['color-mode-context.tsx'],
  dev: ['inspector.ts'],
  help: ['help-line-links.tsx'],
  layout: [
    'app-header.tsx', 'big-text.ts', 'brand-mark.tsx', 'choice-bar.tsx', 'color-mode-toggle.tsx', 'confirm-dialog.tsx', 'desktop-sidebar.tsx', 'dialog-recipe.ts',
    'discard-confirm.tsx', 'mobile-sidebar.tsx', 'not-found.tsx', 'screen-header.tsx', 'sidebar-context.tsx',
    'skip-link.tsx', 'use-history-levels.ts', 'use-media-query.ts', 'use-one-tap-per-step.ts',
  ],
  history: ['history-card.tsx'],
  journal: ['damaged-journal-notice.tsx', 'use-day-clock.ts', 'use-goal-toast.ts', 'use-journal.ts'],
  meters: ['progress-bar.tsx', 'progress-ring.tsx', 'progressbar-value.ts', 'ring-arc.ts'],
  motion: ['calm-entrance.tsx', 'calm-motion.tsx', 'page-frame-transform.ts', 'use-moving-ring-range.ts'],
  mood: ['mood-check-in.tsx', 'mood-face-icons.ts', 'mood-shape.ts', 'use-moods.ts'],
  player: ['activity-player-host.tsx', 'player-request.ts', 'routine-player.tsx', 'routine-player-host.tsx', 'routine-request.ts'],
  'protected-copy': ['copy-actors.ts', 'copy-service.ts', 'use-protected-copy-when-on.ts'],
  reminders: ['reminder-actors.ts', 'reminder-settings.tsx', 'use-report-day-done.ts'],
  routines: ['routine-form-dialog.tsx', 'use-own-routines.ts'],
  run: ['claimed-runs.ts', 'run-resume.ts', 'use-card-run.ts', 'use-player-run.ts'],
  'safety-plan': ['safety-plan-link.tsx'],
  settings: ['use-settings.ts'],
  testing: ['fake-clock.ts', 'render.tsx'],
  toaster: ['toaster-context.tsx', 'toaster-region.tsx'],
  voice: ['use-spoken-steps.ts', 'voice-guide-context.tsx', 'voice-guide-setting.tsx', 'voice-guide-toggle.tsx'],
  welcome: ['welcome.tsx'],
}
const uiFolders = readdirSync(new URL('./src/ui', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const uiFolderBoundaries = uiFolders.map((folder) => ({
  target: uiFolders.filter((other) => other !== folder).map((other) => `./src/ui/${other}`),
  from: `./src/ui/${folder}`,
  except: (uiFolderExports[folder] ?? []).map((file) => `./${file}`),
  message: `src/ui/${folder}/ offers the other folders of src/ui/ only ${(uiFolderExports[folder] ?? []).join(', ') || 'nothing'} (uiFolderExports in eslint.config.js).`,
}))
const zones = [...layers, ...uiFolderBoundaries]

// evaluation/ holds the sets that measure the assistant and train its risk model: what ships
// (src/, server/) never reads it; tests and scripts do. It reads the assistant as it ships.
const shippedNeverReadsEvaluation = {
  target: ['./src', './server'],
  from: './evaluation',
  message: 'evaluation/ is measuring and training material: only tests and scripts read it, never what ships.',
}
const evaluationReadsTheAssistant = ['./src', './server'].map((from) => ({
  target: './evaluation',
  from,
  except: from === './src' ? ['./assistant', './data', './contract'] : [],
  message: 'evaluation/ reads the embedded assistant, its content and the contract, nothing else of the app.',
}))

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'src/routeTree.gen.ts', 'screenshots', 'coverage', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { import: importPlugin },
    // Relative imports only, so Node's resolver with TypeScript extensions is enough. (The
    // TypeScript resolver pulls in unrs-resolver, whose platform binaries the registry here lacks,
    // which breaks `npm ci`.)
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones }],
      'import/no-cycle': ['error', { ignoreExternal: true }], // parsing node_modules made it take minutes
      'import/no-self-import': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'],
    rules: { 'import/no-restricted-paths': ['error', { zones: [...zones, shippedNeverReadsEvaluation] }] },
  },
  {
    files: ['evaluation/**/*.ts'],
    rules: { 'import/no-restricted-paths': ['error', { zones: evaluationReadsTheAssistant }] },
  },
  {
    // The assistant and the contract also run in the browser (the offline answer).
    files: ['src/assistant/**/*.ts', 'src/contract/**/*.ts', 'src/service-worker/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['node:*'], message: 'This code also runs in the browser: no Node API.' }] }],
      'no-restricted-globals': ['error', 'process', 'Buffer', 'require', '__dirname', '__filename'],
    },
  },
  {
    // The cues are read one concept a line: a line that runs on hides the words it holds. Her
    // replies' sentences and test messages are strings, kept whole.
    files: ['src/assistant/**/*.ts'],
    rules: { 'max-len': ['error', { code: 120, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreUrls: true }] },
  },
  {
    // The device layer has no React and no machines: ui/ wraps it in hooks and actors.
    files: ['src/device/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['react', 'react-dom', '@xstate/*', 'xstate', '@chakra-ui/*'], message: 'src/device has no React and no machines: ui/ wraps it in hooks and actors.' }] }],
    },
  },
  {
    // The page's first script is bundled into the head of every page (src/start/before-first-paint.ts,
    // scripts/first-scripts-at-build.ts): it reads device/, progress/ and data/, small functions that
    // do nothing on import, and nothing of React, Chakra, the machines or the screens.
    files: ['src/start/before-first-paint.ts', 'src/start/mark-her-moment.ts', 'src/start/hold-what-she-does.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{
        group: ['react', 'react-dom', 'react/**', 'react-dom/**', '@chakra-ui/**', '@emotion/**', '@tanstack/**', 'xstate', '@xstate/**', 'framer-motion', '../ui/**', '../machines/**', '../api/**', '../routes/**', '../assistant/**', './prerender-*'],
        message: "The page's first script is in every page's head: it reads src/device/, src/progress/ and src/data/ only.",
      }] }],
    },
  },
  {
    // Only src/device/ touches what the browser keeps; ui/ asks it (its tests may set a stored value up).
    files: ['src/ui/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/ui/testing/**'],
    rules: {
      'no-restricted-globals': ['error', ...['localStorage', 'sessionStorage', 'indexedDB'].map((name) => ({ name, message: 'Storage is src/device/: read and keep values through it.' }))],
      'no-restricted-properties': ['error', ...['localStorage', 'sessionStorage', 'indexedDB'].map((property) => ({ object: 'window', property, message: 'Storage is src/device/: read and keep values through it.' })), { object: 'document', property: 'cookie', message: 'Cookies are src/device/: read and keep values through it.' }],
    },
  },
  {
    // The slim Chakra system: a component whose recipe it lacks must be given one (style-recipes.ts).
    files: ['src/**/*.tsx'],
    plugins: { app: { rules: { 'chakra-recipe': chakraRecipeRule } } },
    rules: { 'app/chakra-recipe': 'error' },
  },
  {
    // Components, and the hooks that live in files of their own.
    files: ['src/**/*.tsx', 'src/**/use-*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
)
