// `npm run test:e2e`: browser tests in Debian's Chromium against the built app on the real server.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { ensureBuild } from './ensure-build.mjs'

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (!existsSync(chromium)) {
  console.error(`Chromium não encontrado em ${chromium}. Instale com "apt-get install -y chromium" ou defina CHROMIUM_PATH.`)
  process.exit(1)
}
ensureBuild()
const result = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
})
process.exit(result.status ?? 1)
