// `npm run dev`: the Hono API (reloaded on change) on DEV_API_PORT and Vite with hot reload,
// which proxies /api to it (vite.config.ts).
import { spawn } from 'node:child_process'

const apiPort = process.env.DEV_API_PORT ?? '3001'
const children = [
  spawn('npx', ['tsx', 'watch', 'server/index.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, MOMENTO_API_ONLY: '1', DEV_API_PORT: apiPort },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, DEV_API_PORT: apiPort } }),
]
const stop = () => children.forEach((child) => child.kill('SIGTERM'))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
children.forEach((child) => child.on('exit', (code) => { stop(); process.exitCode = code ?? 0 }))
