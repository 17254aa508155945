// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { phrasesOfTheDay } from '../../data/phrases'
import { phraseChoiceCss } from './phrase-choice'

// Which index the page's first script marks for her day is held in src/start/before-first-paint.test.ts.
describe("the prerendered dashboard's phrase of the day", () => {
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
