import { spawn, type ChildProcess } from 'node:child_process'

export interface RunningServer {
  url: string
  process: ChildProcess
  stop: () => Promise<void>
}

/** Starts the built server (dist/server/index.js) on a free port and waits until it listens. */
export function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const child = spawn(process.execPath, ['dist/server/index.js'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 15000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = output.match(/em (http:\/\/127\.0\.0\.1:\d+)/)
      if (!match?.[1]) return
      clearTimeout(timer)
      child.stdout?.off('data', onData)
      child.stdout?.resume() // keep draining request logs
      resolve({
        url: match[1],
        process: child,
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null) return done()
            child.once('exit', () => done())
            child.kill('SIGTERM')
          }),
      })
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)))
  })
}
