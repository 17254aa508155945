// Writes dist/client/prerendered/<route>.html: the app shell with the route's markup already in it
// (src/prerender.tsx), so a first visit paints before the JavaScript arrives. The server answers
// app routes with these pages (server/static/serve-app.ts).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { resolve } from 'node:path'
import { headStyles } from './prerender-styles.mjs'

const prerenderedRoutes = ['/', '/dashboard', '/chat', '/meu-plano', '/plano-de-seguranca', '/depois-do-parto', '/sinais-de-alerta', '/profile', '/login', '/signup', '/forgot-password', '/onboarding']

const prerenderedFile = (route) => `${route === '/' ? 'index' : route.slice(1)}.html`

const { prerender } = await import(pathToFileURL(resolve('dist/prerender/prerender.js')).href)
const shell = readFileSync('dist/client/index.html', 'utf8')
const mount = '<div id="root"></div>'
const routeScripts = /\s*<script data-route="([^"]+)">[\s\S]*?<\/script>/g
if (!shell.includes(mount)) throw new Error(`index.html has no ${mount}`)

// The client build leaves Chakra's global CSS (tokens, preflight, globalCss) to the page
// (scripts/chakra-globals-at-build.ts): the shell, which paths without a prerendered page get,
// carries it, and so every page built from it.
if (shell.includes('data-emotion=')) throw new Error('dist/client/index.html has its global styles already: build the client again first')
let styledShell

mkdirSync('dist/client/prerendered', { recursive: true })
for (const route of prerenderedRoutes) {
  const { markup, styles: chunks, choices } = await prerender(route)
  const { globalStyles, styles } = headStyles(chunks)
  styledShell ??= shell.replace('</head>', () => `${globalStyles}</head>`) // a function: the CSS's `$` are not patterns
  if (!styledShell.includes(globalStyles)) throw new Error(`${route}: its global styles differ from the other pages'`)
  // The CSP allows only the page's own inline scripts, by their hashes; the markup must bring none.
  if (/<script/i.test(markup)) throw new Error(`${route}: the prerendered markup contains a script`)
  // Every style goes to the head: one left in the markup came from outside the extracting cache.
  if (/<style/i.test(markup)) throw new Error(`${route}: the prerendered markup contains a style element`)
  // Not inert: she can type in the static copy and tap it; the app takes what she did over
  // (src/start/prerender-carry-over.ts), and the page's first script holds a tap for it
  // (src/start/hold-what-she-does.ts).
  const page = styledShell
    .replace('</head>', () => `${styles}${choices && `<style>${choices}</style>`}</head>`)
    .replace(mount, () => `<div id="prerendered">${markup}</div>${mount}`)
    // A script for one route's copy (index.html, data-route) is left out of the other pages.
    .replace(routeScripts, (script, scriptRoute) => (scriptRoute === route ? script : ''))
  writeFileSync(`dist/client/prerendered/${prerenderedFile(route)}`, page)
  console.log(`prerendered ${route} (${(page.length / 1024).toFixed(0)} KB)`)
}
writeFileSync('dist/client/index.html', styledShell)
