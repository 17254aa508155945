// Starts dist/server/index.js on a free port and resolves with its URL and a stop function.
// `cwd` may be another checkout's build (it serves the dist/client beside it).
import { spawn } from 'node:child_process'

export function startProductionServer(env = {}, cwd = process.cwd()) {
  const child = spawn(process.execPath, ['dist/server/index.js'], {
    cwd,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    let out = ''
    child.stdout.on('data', (chunk) => {
      out += chunk
      const match = out.match(/em (http:\/\/127\.0\.0\.1:\d+)/)
      if (match && !child.resolvedUrl) {
        child.resolvedUrl = match[1]
        child.stdout.resume()
        resolve({ url: match[1], pid: child.pid, stop: () => child.kill('SIGTERM') })
      }
    })
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${out}`)))
  })
}
