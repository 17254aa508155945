import { readdirSync } from 'node:fs'
import { developmentHalf, heldOutHalf, roundFourRead, roundFourUnread, trainingSet } from './blind-set'
import { readWriter, roundFive, type RoundFiveCase } from './round-five'

/*
 * The sixth blind round (./blind/round-6/README.md): 35 personas by seven helpers, five each, half
 * of every persona's messages everyday talk and traps in the same voice as her crises. Each
 * helper wrote for one side only: x01–x20 (helpers b1–b4) may be read and train the risk model,
 * always leaving their helper out; x21–x35 (b5–b7) are sealed: never read, never trained on, only
 * scored by scripts that print figures.
 */

const folder = new URL('./blind/round-6/', import.meta.url)
const earlier = new Set([...developmentHalf, ...heldOutHalf, ...trainingSet, ...roundFourRead, ...roundFourUnread, ...roundFive].map((c) => c.message))

const roundSix: readonly RoundFiveCase[] = readdirSync(folder)
  .filter((name) => /^x\d\d\.jsonl$/.test(name))
  .sort()
  .flatMap((file) => readWriter(folder, file, earlier))

/** Who wrote a persona: each helper wrote five in a row (x01–x05 by b1, …, x31–x35 by b7). */
export const authorOfSix = (writer: string) => `b${Math.ceil(Number(writer.slice(1)) / 5)}`
const sealed = (writer: string) => Number(writer.slice(1)) > 20

export const roundSixReadable = roundSix.filter((blindCase) => !sealed(blindCase.writer))
export const roundSixSealed = roundSix.filter((blindCase) => sealed(blindCase.writer))
