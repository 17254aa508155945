import { parseRuns, RUNS_VERSION, type KeptRun } from './run-format'
import { runsChanged } from './run-signal'
import { storageKeys } from './storage-keys'
import { readStored, removeStored, storedText, writeStored } from './stored-value'

/**
 * The activities and the routine in progress on this device (localStorage, `storageKeys.run`):
 * kept as they change (a start, a pause, a resume, the next activity of a routine), so leaving
 * the screen, a reload or a tab the phone discarded loses nothing. A run is one value per key
 * (a dashboard card's own, or the player's); one that cannot be read is let go, never the others.
 * The time she spends in it is the wall clock's: a running timer is kept as when it began to run
 * (src/device/run-clock.ts), so nothing is written while it runs.
 */

let last: { raw: string | null; runs: readonly KeptRun[] } | undefined
// The runs this page kept: one still running was left on another screen of this page, and runs on.
const keptHere = new Set<string>()

/** Every run kept, the same array while the stored text is the same. */
export function keptRuns(): readonly KeptRun[] {
  const raw = storedText(storageKeys.run)
  if (last?.raw !== raw) last = { raw, runs: readStored(storageKeys.run, parseRuns) ?? [] }
  return last.runs
}

export const keptRun = (key: string): KeptRun | undefined => keptRuns().find((run) => run.key === key)

function write(runs: readonly KeptRun[]): boolean {
  let kept = true
  if (runs.length > 0) kept = writeStored(storageKeys.run, { version: RUNS_VERSION, runs })
  // None left: the key goes, so a screen knows there is nothing to take up without reading it.
  else removeStored(storageKeys.run)
  runsChanged()
  return kept
}

/** Keeps a run as it is now (in place of the one kept under its key); false if the browser refused. */
export function keepRun(run: KeptRun): boolean {
  keptHere.add(run.key)
  return write([...keptRuns().filter((other) => other.key !== run.key), run])
}

/** She ended it (completed, stopped, left), or it was let go: nothing of it is kept. */
export function endRun(key: string): void {
  keptHere.delete(key)
  if (keptRuns().some((run) => run.key === key)) write(keptRuns().filter((run) => run.key !== key))
}

/**
 * Whether this page kept the run: one still running then went on while she was on another
 * screen. A run this page never kept was left by a page that is gone (a reload, a discarded tab).
 */
export const keptByThisPage = (key: string): boolean => keptHere.has(key)
