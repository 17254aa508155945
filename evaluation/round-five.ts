import { readdirSync, readFileSync } from 'node:fs'
import { checked, developmentHalf, heldOutHalf, trainingSet, type BlindCase } from './blind-set'
import { roundFourRead, roundFourUnread } from './blind-set'

/*
 * The fifth blind round (./blind/round-5/README.md): one file per writer, each a persona, written
 * by people who never read the project. Odd writers (p01, p03, …) may be read to widen the cues;
 * even writers (p02, p04, …) are sealed: only scripts that print figures read them. Every writer
 * may train the risk model, but only leaving writers out.
 */

const folder = new URL('./blind/round-5/', import.meta.url)

export interface RoundFiveCase extends BlindCase {
  writer: string
}

/** Messages already in an earlier set are left out: they would measure nothing new. */
const earlier = new Set([...developmentHalf, ...heldOutHalf, ...trainingSet, ...roundFourRead, ...roundFourUnread].map((c) => c.message))

/** One writer's JSON Lines file in a round's folder, less the messages already in `earlier`. */
export function readWriter(folder: URL, file: string, earlier: ReadonlySet<string>): RoundFiveCase[] {
  const rows = readFileSync(new URL(file, folder), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, index) => {
      try {
        return JSON.parse(line) as Record<string, unknown>
      } catch {
        throw new Error(`${file}:${index + 1} is not JSON`)
      }
    })
  return checked(rows, file).filter((blindCase) => !earlier.has(blindCase.message)) as RoundFiveCase[]
}

export const roundFive: readonly RoundFiveCase[] = readdirSync(folder)
  .filter((name) => /^p\d\d\.jsonl$/.test(name))
  .sort()
  .flatMap((file) => readWriter(folder, file, earlier))

export const writers: readonly string[] = [...new Set(roundFive.map((blindCase) => blindCase.writer))]

/** Odd writers may be read; even writers are sealed. */
export const isReadable = (writer: string) => Number(writer.slice(1)) % 2 === 1

/**
 * Who wrote a persona: each helper wrote four in a row (p01–p04, p05–p08, …). Leaving writers out
 * leaves out the helper, so that no hand is on both sides of a split.
 */
export const authorOf = (writer: string) => `a${Math.ceil(Number(writer.slice(1)) / 4)}`
