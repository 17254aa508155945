/** Counts the characters a pass looks at, so tests bound its work in operations, not wall time. */
export interface Work {
  steps: number
}

const OPEN = 0x3c // <
const CLOSE = 0x3e // >

/**
 * The text without its tags, in one pass: a tag is a '<' closed by a '>' before any other '<'
 * (what /<[^<>]*>/g removes). Each character is looked at once, so a run of '<' cannot make it
 * quadratic as /<[^>]*>/g was (BENCHMARKS.md, Hardening).
 */
export function withoutTags(text: string, work: Work = { steps: 0 }): string {
  let kept = ''
  let from = 0
  let open = -1
  for (let index = 0; index < text.length; index++) {
    work.steps++
    const code = text.charCodeAt(index)
    if (code === OPEN) open = index
    else if (code === CLOSE && open !== -1) {
      kept += text.slice(from, open)
      from = index + 1
      open = -1
    }
  }
  return kept + text.slice(from)
}
