// Node 20 cannot run .ts: bundle the server (and the shared content in src/data) into one ES module.
// Packages stay external: they are installed beside it.
import { copyFileSync } from 'node:fs'
import { build } from 'esbuild'

await build({
  entryPoints: ['server/index.ts'],
  outfile: 'dist/server/index.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
})
// Run in a process of its own, found beside the bundle (server/db/pglite-folder-import.ts).
copyFileSync('server/db/read-pglite-folder.mjs', 'dist/server/read-pglite-folder.mjs')
console.log('server → dist/server/index.js')
