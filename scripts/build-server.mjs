// Node 20 cannot run .ts: bundle the server (and the shared content in src/data) into one ES module.
// Packages stay external: they are installed beside it.
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
console.log('server → dist/server/index.js')
