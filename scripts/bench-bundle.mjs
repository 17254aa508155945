// `npm run bench:bundle`: gzipped JS and CSS each route loads first (scripts/bench/first-load.mjs).
import { ensureBuild } from './ensure-build.mjs'
import { firstLoad, readManifest, routeFiles } from './bench/first-load.mjs'

ensureBuild()
const manifest = readManifest()
const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7)
console.log('route               JS KB gz  CSS KB gz  files')
for (const route of Object.keys(routeFiles)) {
  const { js, css, files } = firstLoad(route, { manifest })
  console.log(`${route.padEnd(18)} ${kb(js)}   ${kb(css)}    ${files.length}`)
}
