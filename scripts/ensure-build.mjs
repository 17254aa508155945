// Builds the app when the build is missing or older than its sources (npm start, npm run test:e2e).
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const outputs = ['dist/client/index.html', 'dist/client/prerendered/login.html', 'dist/server/index.js']
// With the build's own scripts: the prerender and the Vite plugin shape what the build holds.
const sources = [
  'src',
  'server',
  'public',
  'index.html',
  'package-lock.json',
  'vite.config.ts',
  'scripts/client-build-patch.ts',
  'scripts/chakra-globals-at-build.ts',
  'scripts/chakra-tokens-at-build.ts',
  'scripts/first-scripts-at-build.ts',
  'scripts/prerender.mjs',
  'scripts/prerender-styles.mjs',
  'scripts/build-server.mjs',
  'scripts/pwa',
]

function newestMtime(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs)
}

export function ensureBuild() {
  const builtAt = Math.min(...outputs.map((path) => (existsSync(path) ? statSync(path).mtimeMs : 0)))
  if (builtAt > 0 && Math.max(...sources.map(newestMtime)) <= builtAt) return
  console.log(builtAt === 0 ? 'Construindo o app pela primeira vez…' : 'As fontes mudaram: reconstruindo…')
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
