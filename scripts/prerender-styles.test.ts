import { describe, expect, it } from 'vitest'
import { hoistEmotionStyles } from './prerender-styles.mjs'

const markup =
  '<style data-emotion="css-global abc">@layer reset{html{margin:0}}</style>' +
  '<div><style data-emotion="css x1">.css-x1{color:red}</style><p class="css-x1">Olá</p>' +
  '<style data-emotion="css y2">.css-y2{color:blue}</style><span class="css-y2">mãe</span></div>' +
  '<style data-emotion="css x1">.css-x1{color:red}</style><b class="css-x1">!</b>'

describe('hoistEmotionStyles', () => {
  it('leaves the markup without a style tag and with every element as it was', () => {
    expect(hoistEmotionStyles(markup).markup).toBe(
      '<div><p class="css-x1">Olá</p><span class="css-y2">mãe</span></div><b class="css-x1">!</b>',
    )
  })

  it('marks every tag as in place, keeps each global one and joins the others, once each and in order, in one tag', () => {
    const { globalStyles, styles } = hoistEmotionStyles(markup)
    expect(globalStyles).toBe('<style data-emotion="css-global abc" data-s="">@layer reset{html{margin:0}}</style>')
    expect(styles).toBe('<style data-emotion="css x1 y2" data-s="">.css-x1{color:red}.css-y2{color:blue}</style>')
  })

  it('puts the layer order last of the global tags, where the app moves it, when the global CSS opens the layers in that order', () => {
    const page = (reset: string) =>
      '<style data-emotion="css-global l1">@layer reset,base,recipes;</style>' +
      `<style data-emotion="css-global g1">${reset}@layer base{body{margin:0}}</style>`
    expect(hoistEmotionStyles(page('@layer reset{html{margin:0}}')).globalStyles).toBe(
      '<style data-emotion="css-global g1" data-s="">@layer reset{html{margin:0}}@layer base{body{margin:0}}</style>' +
        '<style data-emotion="css-global l1" data-s="">@layer reset,base,recipes;</style>',
    )
    expect(() => hoistEmotionStyles(page('@layer recipes{html{margin:0}}'))).toThrow(
      'the global styles open their layers as recipes,base, not in the stated order reset,base,recipes',
    )
  })

  it('gives nothing for the head when the markup has no styles', () => {
    expect(hoistEmotionStyles('<p>Olá</p>')).toEqual({ markup: '<p>Olá</p>', globalStyles: '', styles: '' })
  })

  it('refuses a page styled by two Emotion caches, whose styles one tag could not name', () => {
    expect(() => hoistEmotionStyles('<style data-emotion="css a">.a{}</style><style data-emotion="other b">.b{}</style>')).toThrow(
      'two Emotion caches in one page: css, other',
    )
  })
})
