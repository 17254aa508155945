// Writes the service worker's precache list into dist/client/sw.js once the prerendered pages
// exist (npm run build: client, prerender, then this), so the list holds every page as served and
// index.html as the prerender left it. Each prerendered page is precached under its route's path
// ('/chat'), which is what a navigation asks for; the files under assets/ carry their hash in their
// name and need no revision.
import { injectManifest } from 'workbox-build'

const PAGE = /^prerendered\/(.+)\.html$/

/** 'prerendered/index.html' → '/', 'prerendered/chat.html' → '/chat'. */
export const pageRoute = (url) => {
  const name = PAGE.exec(url)?.[1]
  return name === undefined ? undefined : name === 'index' ? '/' : `/${name}`
}

const pagesAtTheirRoutes = async (entries) => ({
  manifest: entries.map((entry) => ({ ...entry, url: pageRoute(entry.url) ?? entry.url })),
  warnings: [],
})

export async function writePrecacheList(clientDir = 'dist/client') {
  const sw = `${clientDir}/sw.js`
  return injectManifest({
    swSrc: sw,
    swDest: sw,
    globDirectory: clientDir,
    globPatterns: ['assets/**/*.{js,css}', 'prerendered/*.html', 'index.html', 'manifest.webmanifest', 'icons/*.png', 'favicon.svg'],
    dontCacheBustURLsMatching: /^assets\//,
    manifestTransforms: [pagesAtTheirRoutes],
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { count, size, warnings } = await writePrecacheList()
  for (const warning of warnings) console.warn(warning)
  console.log(`precache: ${count} files, ${(size / 1024).toFixed(0)} KB`)
}
