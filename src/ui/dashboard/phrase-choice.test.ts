// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { phrasesOfTheDay } from '../../data/phrases'
import { todayOnThisDevice } from '../../device/today-on-this-device'
import { phraseOfTheDay } from '../../progress/phrase-of-the-day'
import { phraseChoiceCss } from './phrase-choice'

/** index.html's first script, run on a page of its own at `now`: the index it marks `<html>` with. */
function markedIndex(now: Date): number {
  const html = readFileSync('index.html', 'utf8')
  const script = /<script>(try\{[\s\S]*?)<\/script>/.exec(html)![1]!
  vi.setSystemTime(now)
  new Function(script)()
  return Number(document.documentElement.getAttribute('data-phrase-of-day'))
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllEnvs()
})

describe("the prerendered dashboard's phrase of the day", () => {
  it.each([
    '2026-01-05T09:00:00-03:00',
    '2026-03-01T23:59:00-03:00',
    '2026-03-02T01:30:00-03:00', // before 03:00: still her day before
    '2027-12-31T14:00:00-03:00',
  ])("index.html's first script picks the phrase the app shows at %s", (instant) => {
    vi.stubEnv('TZ', 'America/Sao_Paulo')
    vi.useFakeTimers({ toFake: ['Date'] })
    const now = new Date(instant)
    const index = markedIndex(now)
    expect(phrasesOfTheDay[index]).toBe(phraseOfTheDay(todayOnThisDevice(now), phrasesOfTheDay))
  })

  it('hides, in the static copy only, every phrase but the one marked', () => {
    document.documentElement.setAttribute('data-phrase-of-day', '1')
    const page = document.createElement('div')
    page.id = 'prerendered'
    page.innerHTML = phrasesOfTheDay.slice(0, 3).map((text, i) => `<blockquote data-phrase="${i}">${text}</blockquote>`).join('')
    const style = document.createElement('style')
    style.textContent = phraseChoiceCss(3)
    document.head.append(style)
    document.body.append(page)
    const shown = [...page.querySelectorAll('blockquote')].filter((quote) => getComputedStyle(quote).display !== 'none')
    expect(shown.map((quote) => quote.textContent)).toEqual([phrasesOfTheDay[1]])
    page.remove()
    style.remove()
  })
})
