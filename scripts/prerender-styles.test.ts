import { describe, expect, it } from 'vitest'
import { prerender } from '../src/prerender'
import { headStyles } from './prerender-styles.mjs'

describe('headStyles', () => {
  it('marks every element as in place, keeps each global style in its own and the others in one', () => {
    const { globalStyles, styles } = headStyles([
      { key: 'css-global', ids: ['abc'], css: '@layer reset{html{margin:0}}' },
      { key: 'css', ids: ['x1', 'y2'], css: '.css-x1{color:red}.css-y2{color:blue}' },
    ])
    expect(globalStyles).toBe('<style data-emotion="css-global abc" data-s="">@layer reset{html{margin:0}}</style>')
    expect(styles).toBe('<style data-emotion="css x1 y2" data-s="">.css-x1{color:red}.css-y2{color:blue}</style>')
  })

  it('puts the layer order last of the global elements, where the app moves it, when the global CSS opens the layers in that order', () => {
    const page = (reset: string) => [
      { key: 'css-global', ids: ['l1'], css: '@layer reset,base,recipes;' },
      { key: 'css-global', ids: ['g1'], css: `${reset}@layer base{body{margin:0}}` },
      { key: 'css', ids: [], css: '' },
    ]
    expect(headStyles(page('@layer reset{html{margin:0}}')).globalStyles).toBe(
      '<style data-emotion="css-global g1" data-s="">@layer reset{html{margin:0}}@layer base{body{margin:0}}</style>' +
        '<style data-emotion="css-global l1" data-s="">@layer reset,base,recipes;</style>',
    )
    expect(() => headStyles(page('@layer recipes{html{margin:0}}'))).toThrow(
      'the global styles open their layers as recipes,base, not in the stated order reset,base,recipes',
    )
  })

  it('gives nothing for the head when the page has no styles', () => {
    expect(headStyles([{ key: 'css', ids: [], css: '' }])).toEqual({ globalStyles: '', styles: '' })
  })
})

describe('prerender', () => {
  it("renders a route's markup with no style element in it, and every class it uses in the extracted styles", async () => {
    const { markup, styles } = await prerender('/login')
    expect(markup).toContain('Entrar')
    expect(markup).not.toMatch(/<style/)
    const classes = new Set([...markup.matchAll(/\bcss-([\w-]+)/g)].map((match) => match[1]!))
    const extracted = new Set(styles.flatMap(({ ids }) => ids))
    expect(classes.size).toBeGreaterThan(10)
    expect([...classes].filter((name) => !extracted.has(name))).toEqual([])
  })
})
