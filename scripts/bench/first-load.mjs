// What each route loads before it can show anything: the entry chunk, the route's split
// component chunks, and everything they import statically (dynamic imports excluded), from
// the build's manifest. Sizes are gzipped (level 9, what a good server sends).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/** The route files TanStack Router renders for each path (layouts first). */
export const routeFiles = {
  '/login': ['src/routes/login.tsx'],
  '/signup': ['src/routes/signup.tsx'],
  '/forgot-password': ['src/routes/forgot-password.tsx'],
  '/onboarding': ['src/routes/onboarding.tsx'],
  '/dashboard': ['src/routes/_app.tsx', 'src/routes/_app/dashboard.tsx'],
  '/chat': ['src/routes/_app.tsx', 'src/routes/_app/chat.tsx'],
  '/meu-plano': ['src/routes/_app.tsx', 'src/routes/_app/meu-plano.tsx'],
  '/profile': ['src/routes/_app.tsx', 'src/routes/_app/profile.tsx'],
  '/plano-de-seguranca': ['src/routes/_app.tsx', 'src/routes/_app/plano-de-seguranca.tsx'],
  '/depois-do-parto': ['src/routes/_app.tsx', 'src/routes/_app/depois-do-parto.tsx'],
  '/sinais-de-alerta': ['src/routes/_app.tsx', 'src/routes/_app/sinais-de-alerta.tsx'],
}

export function readManifest(clientDir = 'dist/client') {
  return JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8'))
}

function collect(manifest, key, files) {
  const chunk = manifest[key]
  if (!chunk || files.has(chunk.file)) return
  files.add(chunk.file)
  for (const css of chunk.css ?? []) files.add(css)
  for (const imported of chunk.imports ?? []) collect(manifest, imported, files)
}

/** The files a route needs first, and their gzipped bytes by kind. */
export function firstLoad(route, { clientDir = 'dist/client', manifest = readManifest(clientDir) } = {}) {
  if (!manifest['index.html']?.isEntry) throw new Error('the manifest has no entry for index.html')
  const files = new Set()
  collect(manifest, 'index.html', files)
  for (const routeFile of routeFiles[route]) {
    for (const key of Object.keys(manifest)) {
      const split = key.startsWith(`${routeFile}?tsr-split=`) ? key.slice(key.indexOf('=') + 1) : null
      // Only what renders the route; error and not-found components load when needed.
      if (split && !/errorComponent|notFoundComponent/.test(split)) collect(manifest, key, files)
    }
  }
  const sizes = { js: 0, css: 0, files: [...files] }
  for (const file of files) {
    const gz = gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length
    if (file.endsWith('.css')) sizes.css += gz
    else sizes.js += gz
  }
  return sizes
}
