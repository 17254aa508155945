import { readdirSync } from 'node:fs'
import { join } from 'node:path'

// The map is the table under this heading in docs/architecture.md; the next heading ends it.
const mapHeading = '## Where each feature lives'

/** The map's rows, each split into its cells, and the index of the device column. */
function mapRows(architecture: string) {
  const start = architecture.indexOf(mapHeading)
  if (start < 0) throw new Error(`docs/architecture.md has no "${mapHeading}" section`)
  const end = architecture.indexOf('\n## ', start + mapHeading.length)
  const lines = architecture.slice(start, end < 0 ? undefined : end).split('\n')
  const table = lines.filter((line) => line.startsWith('|')).map((line) => line.split('|').slice(1, -1))
  const [header = [], , ...rows] = table
  const deviceColumn = header.findIndex((cell) => cell.trim() === 'device')
  if (deviceColumn < 0) throw new Error('the feature map has no "device" column')
  return { rows, deviceColumn }
}

const named = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map(([, name]) => name!)

/**
 * The `src/ui/` folders and `src/device/` files that no row of the map names. A folder is named by
 * `ui/<folder>/…` or `ui/<folder>` anywhere in a row; a device file by `device/<file>` anywhere, or
 * by its bare name in the device column (the map writes `device/a.ts`, `b.ts` there).
 */
export function unmapped(architecture: string, uiFolders: string[], deviceFiles: string[]) {
  const { rows, deviceColumn } = mapRows(architecture)
  const names = rows.flatMap((cells) => cells.flatMap(named))
  const inDeviceColumn = rows.flatMap((cells) => named(cells[deviceColumn] ?? '')).filter((name) => !name.includes('/'))
  const folderNamed = (folder: string) => names.some((name) => name === `ui/${folder}` || name.startsWith(`ui/${folder}/`))
  const fileNamed = (file: string) => names.includes(`device/${file}`) || inDeviceColumn.includes(file)
  return {
    uiFolders: uiFolders.filter((folder) => !folderNamed(folder)),
    deviceFiles: deviceFiles.filter((file) => !fileNamed(file)),
  }
}

// testing/ holds the tests' helpers: no feature of its own.
const notAFeature = new Set(['testing'])

/** The folders of `src/ui/` that are features or parts the screens share (test helpers left out). */
export function uiFoldersIn(src: string) {
  return readdirSync(join(src, 'ui'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !notAFeature.has(entry.name))
    .map((entry) => entry.name)
    .sort()
}

/** The files of `src/device/` that ship (tests left out). */
export function deviceFilesIn(src: string) {
  return readdirSync(join(src, 'device'))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .sort()
}
