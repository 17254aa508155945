// `npm run bench:bundle`: gzipped JS and CSS each route loads first (scripts/bench/first-load.mjs).
// `npm run bench:bundle -- --by-package /login /dashboard` also builds the client with source maps
// in a temporary folder and prints, for those routes, the gzipped bytes of each package.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ensureBuild } from './ensure-build.mjs'
import { bytesByPackage } from './bench/bytes-by-package.mjs'
import { firstLoad, readManifest, routeFiles } from './bench/first-load.mjs'

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7)

ensureBuild()
const manifest = readManifest()
console.log('route               JS KB gz  CSS KB gz  files')
for (const route of Object.keys(routeFiles)) {
  const { js, css, files } = firstLoad(route, { manifest })
  console.log(`${route.padEnd(18)} ${kb(js)}   ${kb(css)}    ${files.length}`)
}

const byPackage = process.argv.indexOf('--by-package')
if (byPackage >= 0) {
  const mapped = mkdtempSync(join(tmpdir(), 'momento-sourcemaps-'))
  try {
    const build = spawnSync('npx', ['vite', 'build', '--outDir', mapped, '--sourcemap', '--logLevel', 'warn'], { stdio: 'inherit' })
    if (build.status !== 0) process.exit(build.status ?? 1)
    for (const route of process.argv.slice(byPackage + 1)) {
      const rows = bytesByPackage(route, mapped)
      const total = rows.reduce((sum, [, bytes]) => sum + bytes, 0)
      console.log(`\n${route}: KB gz por pacote (soma ${kb(total).trim()}; cada pacote comprimido sozinho)`)
      for (const [owner, bytes] of rows.filter(([, bytes]) => bytes >= 512)) console.log(`${kb(bytes)}  ${owner}`)
    }
  } finally {
    rmSync(mapped, { recursive: true, force: true })
  }
}
