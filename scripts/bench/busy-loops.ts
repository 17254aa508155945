// Other work on a phone (the keyboard, a messenger, the camera): N processes that each keep one
// core busy for as long as a benchmark runs, so its figures meet a reproducible contention.
import { type ChildProcess, spawn } from 'node:child_process'

export type BusyLoops = { count: number; stop: () => void }

export function startBusyLoops(count: number): BusyLoops {
  const loops: ChildProcess[] = Array.from({ length: count }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  )
  const stop = () => {
    for (const loop of loops) loop.kill('SIGKILL')
  }
  // A benchmark that throws or is interrupted must not leave cores spinning behind it.
  process.once('exit', stop)
  return { count, stop }
}
