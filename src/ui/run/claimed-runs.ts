/**
 * Which runs kept on her device a screen holds now (a dashboard card, an open player), so the run
 * keeper (ui/app-shell/run-keeper.tsx) takes up only the others. `PLAYER` is held by any open
 * player: one at a time.
 */
export const PLAYER = 'player'

const claims = new Map<string, number>()
const listeners = new Set<() => void>()
let version = 0

const changed = () => {
  version++
  listeners.forEach((listener) => listener())
}

/** Holds `key` until the returned function is called (a screen may hold it more than once). */
export function claimRun(key: string): () => void {
  claims.set(key, (claims.get(key) ?? 0) + 1)
  changed()
  let held = true
  return () => {
    if (!held) return
    held = false
    const count = claims.get(key)! - 1
    if (count === 0) claims.delete(key)
    else claims.set(key, count)
    changed()
  }
}

export const isClaimed = (key: string): boolean => claims.has(key)

/** For React's external stores: a number that changes with every claim and release. */
export const claimsVersion = (): number => version

export function subscribeClaims(listener: () => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
