import { describe, expect, it } from 'vitest'
import { firstLoad, readManifest } from '../../scripts/bench/first-load.mjs'

/**
 * The gzipped JavaScript each screen loads before it can run, from the build's manifest (it lives
 * with the browser tests because it needs the build). Issue 7 asks for 140 KB on /login and 170 KB
 * on /dashboard; today's figures are above that (BENCHMARKS.md says where the bytes go), so these
 * limits hold the line where it is now and fail on any regression.
 */
const limitsKb = { '/login': 176, '/dashboard': 198 } as const

describe('first-load JavaScript budget', () => {
  const manifest = readManifest()
  it.each(Object.entries(limitsKb))('%s loads at most %d KB gz of JavaScript first', (route, limit) => {
    const { js } = firstLoad(route, { manifest })
    expect(js / 1024).toBeLessThanOrEqual(limit)
  })

  it('keeps the celebration confetti and the mobile drawer out of the dashboard first load', () => {
    const { files } = firstLoad('/dashboard', { manifest })
    expect(files.some((file) => /confetti|mobile-sidebar|celebration-dialog/.test(file))).toBe(false)
  })
})
