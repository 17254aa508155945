import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { SIDEBAR_COOKIE } from '../src/device/sidebar-cookie'
import { storageKeys } from '../src/device/storage-keys'
import { madrugadaStartHour } from '../src/progress/madrugada'
import { afternoonStartHour, eveningStartHour, morningStartHour } from '../src/progress/part-of-day'
import { DAY_STARTS_AT_HOUR } from '../src/progress/progress-day'
import { hourComparedWith, sourceFiles, written, writtenElsewhere, type OneSource } from './one-source'

const hours = [DAY_STARTS_AT_HOUR, morningStartHour, afternoonStartHour, eveningStartHour, madrugadaStartHour]

/**
 * Each storage key, the sidebar's cookie and the hours of her day are written once: the page's
 * first script and the server read them from there too (src/start/, issue 44).
 */
const oneSources: OneSource[] = [
  ...Object.values(storageKeys).map((key) => ({ what: `the storage key ${key}`, source: 'src/device/storage-keys.ts', pattern: written(key) })),
  { what: `the cookie ${SIDEBAR_COOKIE}`, source: 'src/device/sidebar-cookie.ts', pattern: written(SIDEBAR_COOKIE) },
  // Compared by their names everywhere, in the source files too: a number compared with an hour is a rule written again.
  { what: `an hour of her day (${hours.join(', ')}) written as a number`, source: '', pattern: hourComparedWith(hours) },
]

describe('what the app writes once', () => {
  it('is written nowhere else in src/, server/, scripts/, index.html or the configs', () => {
    const root = fileURLToPath(new URL('..', import.meta.url))
    expect(writtenElsewhere(sourceFiles(root), oneSources)).toEqual([])
  })
})

describe('the check', () => {
  it('names each value written outside its source, made so on purpose, with its file and line', () => {
    const files = new Map([
      ['src/device/storage-keys.ts', "export const themeStorageKey = 'momento-mae-theme'"],
      ['src/device/sidebar-cookie.ts', "export const SIDEBAR_COOKIE = 'sidebar_state'"],
      ['index.html', "<script>\nlocalStorage.getItem('momento-mae-theme')\nif (/sidebar_state=false/.test(document.cookie)) {}</script>"],
      ['server/hours.ts', "const part = (hour: number) => (hour >= 5 && hour < 12 ? 'morning' : 'evening')"],
      ['scripts/late.mjs', 'if (22 <= new Date().getHours()) night()'],
    ])
    expect(writtenElsewhere(files, oneSources)).toEqual([
      { what: 'the storage key momento-mae-theme', source: 'src/device/storage-keys.ts', file: 'index.html', line: 2 },
      { what: 'the cookie sidebar_state', source: 'src/device/sidebar-cookie.ts', file: 'index.html', line: 3 },
      { what: oneSources.at(-1)!.what, source: '', file: 'server/hours.ts', line: 1 },
    ])
  })

  it('finds an hour on either side of the comparison, and leaves other numbers and longer names alone', () => {
    const pattern = hourComparedWith(hours)
    expect(['hour >= 5', 'h<12', '22 <= hour', 'now.getHours() === 3', 'local.hour < 18'].filter((text) => !pattern.test(text))).toEqual([])
    expect(['hora <= 23', 'hour >= 50', 'hours.length > 12', 'minutes < 5', 'hour > 1.5'].filter((text) => pattern.test(text))).toEqual([])
    expect(written('momento-mae-run').test("'momento-mae-runs'")).toBe(false)
    expect(written('momento-mae-run').test('`momento-mae-run`')).toBe(true)
  })
})
