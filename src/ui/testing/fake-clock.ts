import { vi } from 'vitest'

/**
 * Fake timers (and Date) for component tests that a user drives with user-event.
 * Testing Library ends every user action by waiting on a setTimeout(0) that it only advances
 * when it sees *Jest's* fake timers; under vitest's it waits forever. Showing it a `jest` with
 * `advanceTimersByTime` lets it drain (it advances 0 ms, so the test's clock does not move).
 * Pair with `userEvent.setup({ advanceTimers: vi.advanceTimersByTime })`, and avoid
 * waitFor/findBy while it is on: they would advance the clock by their polling interval.
 */
export function installFakeClock(now: Date) {
  vi.useFakeTimers({ now })
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) })
  return () => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  }
}
