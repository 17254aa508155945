import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

/** A value the app writes in one file only: what it is, that file, and how to find it written. */
export interface OneSource {
  what: string
  source: string
  pattern: RegExp
}

/** Where a value is written outside its one source file. */
export interface WrittenElsewhere {
  what: string
  source: string
  file: string
  line: number
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The value as a whole word, not part of a longer name ('a-key' is not in 'a-key-damaged'). */
export const written = (value: string): RegExp => new RegExp(`(?<![\\w-])${escaped(value)}(?![\\w-])`)

/** An hour of the day compared with one of `hours` written as a number, on either side (`hour >= N`, `N <= hour`). */
export function hourComparedWith(hours: readonly number[]): RegExp {
  const hour = String.raw`(?:\b(?:h|hour|hours|hora|horas)\b|getHours\(\))`
  const number = String.raw`(?<![\w.])(?:${hours.join('|')})(?![\w.])`
  const compared = String.raw`\s*(?:[<>]=?|[!=]==?)\s*`
  return new RegExp(`${hour}${compared}${number}|${number}${compared}${hour}`)
}

/** Every time a value is written in `files` (path relative to the repository → text) outside its source. */
export function writtenElsewhere(files: ReadonlyMap<string, string>, sources: readonly OneSource[]): WrittenElsewhere[] {
  const found: WrittenElsewhere[] = []
  for (const [file, text] of files) {
    text.split('\n').forEach((lineText, index) => {
      for (const { what, source, pattern } of sources) {
        if (file !== source && pattern.test(lineText)) found.push({ what, source, file, line: index + 1 })
      }
    })
  }
  return found
}

const code = /\.(?:ts|tsx|js|mjs|html)$/
const notShipped = /(?:\.test\.tsx?|\.e2e\.ts)$/

/**
 * The files of the repository that ship or build what ships: `src/`, `server/`, `scripts/`,
 * index.html and the configs, without tests and their helpers (`testing/` folders), which set
 * values up by hand.
 */
export function sourceFiles(root: string): Map<string, string> {
  const files = new Map<string, string>()
  const add = (path: string) => files.set(relative(root, path).split(sep).join('/'), readFileSync(path, 'utf8'))
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name)
      if (entry.isDirectory()) {
        if (entry.name !== 'testing' && entry.name !== 'node_modules') walk(path)
      } else if (code.test(entry.name) && !notShipped.test(entry.name)) add(path)
    }
  }
  for (const folder of ['src', 'server', 'scripts']) walk(join(root, folder))
  for (const file of ['index.html', 'vite.config.ts', 'vitest.config.ts', 'eslint.config.js']) add(join(root, file))
  return files
}
