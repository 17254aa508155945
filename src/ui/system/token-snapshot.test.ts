import { describe, expect, it } from 'vitest'
import { appSystem } from './system'
import { restoreTokens, snapshotTokens, type TokenSnapshot } from './token-snapshot'

// The dictionary Chakra builds from the app's token definitions (outside the client build).
const dictionary = appSystem().tokens
const restore = (snapshot: TokenSnapshot) => restoreTokens(JSON.parse(JSON.stringify(snapshot)), dictionary.formatCssVar)

describe('token snapshot', () => {
  it('gives back, through JSON, every token the app can look up by name as Chakra built it', () => {
    const { tokens } = restore(snapshotTokens(dictionary))
    expect(tokens.map((token) => token.name)).toEqual([...dictionary.tokenMap.keys()])
    for (const token of tokens) {
      const built = dictionary.getByName(token.name)!
      const { condition, originalPath, category, prop, cssVar, negative, virtual, conditions } = built.extensions
      expect(token).toMatchObject({ name: built.name, value: built.value, path: built.path })
      expect(token.extensions).toEqual(
        JSON.parse(JSON.stringify({ condition, originalPath, category, prop, cssVar, negative, virtual, conditions })),
      )
    }
  })

  it('keeps what sets tokens apart: negative spacings, palette placeholders, semantic tokens by condition', () => {
    const byName = new Map(restore(snapshotTokens(dictionary)).tokens.map((token) => [token.name, token]))
    expect(byName.get('spacing.-4')).toMatchObject({
      value: 'calc(var(--chakra-spacing-4) * -1)',
      extensions: { negative: true, originalPath: ['spacing', '4'], cssVar: { ref: 'var(--chakra-spacing-4)' } },
    })
    expect(byName.get('colors.colorPalette.solid')).toMatchObject({ extensions: { virtual: true, category: 'colors', prop: 'colorPalette.solid' } })
    expect(byName.get('colors.brand.solid')?.extensions.conditions).toEqual({ _light: '{colors.clay.600}', _dark: '{colors.clay.300}' })
    // A dot inside a segment stays inside it.
    expect(byName.get('spacing.0.5')?.path).toEqual(['spacing', '0.5'])
  })

  it('gives back the color palettes whole', () => {
    expect(restore(snapshotTokens(dictionary)).colorPalettes).toEqual(dictionary.colorPaletteMap)
  })

  it('stops the build when a token would not come back as Chakra built it', () => {
    const withToken = (name: string, change: (token: ReturnType<typeof dictionary.getByName> & object) => object) => ({
      ...dictionary,
      tokenMap: new Map([[name, change(dictionary.getByName(name)!)]]),
    })
    const renamed = withToken('colors.brand.solid', (token) => ({
      ...token,
      extensions: { ...token.extensions, cssVar: { var: '--other', ref: 'var(--other)' } },
    }))
    expect(() => snapshotTokens(renamed as typeof dictionary)).toThrow('colors.brand.solid would come back as')
    const spaced = withToken('sizes.xs', (token) => ({ ...token, path: ['sizes', 'x s'] }))
    expect(() => snapshotTokens(spaced as typeof dictionary)).toThrow('sizes.xs: a path segment holds " "')
  })
})
