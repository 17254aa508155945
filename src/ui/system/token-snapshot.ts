import type { SystemContext } from '@chakra-ui/react'

type TokenDictionary = SystemContext['tokens']
type Token = TokenDictionary['allTokens'][number]

const separator = ' '

/**
 * One token of the dictionary, under its category: the rest of its path with the segments joined
 * by a space (a segment may hold a dot or a slash: spacing.0.5, sizes.1/2), its value, and what
 * sets it apart from a plain token: a negative spacing, a colorPalette placeholder, or a semantic
 * token's condition (the one the dictionary keeps under its name) and values per condition.
 */
type TokenRow = [path: string, value: unknown, kind?: 'negative' | 'virtual' | [condition: string, conditions: object]]

/** What the running app reads of Chakra's token dictionary, as plain JSON. */
export interface TokenSnapshot {
  prefix: string
  /** The tokens in the dictionary's order, in runs of one category. */
  tokens: [category: string, rows: TokenRow[]][]
  colorPalettes: [palette: string, variables: [string, string][]][]
}

export interface RestoredTokens {
  tokens: Token[]
  colorPalettes: Map<string, Map<string, string>>
}

/**
 * Rebuilds the dictionary's tokens from a snapshot: name, value, path and the extensions the app
 * reads (category, prop, condition, conditions, CSS variable, negative, virtual). What Chakra reads
 * only while it builds the dictionary is left out: pixelValue, colorPalette (the palettes come
 * whole), default; originalValue is the value.
 */
export function restoreTokens(snapshot: TokenSnapshot, formatCssVar: TokenDictionary['formatCssVar']): RestoredTokens {
  const tokens: Token[] = []
  for (const [category, rows] of snapshot.tokens) {
    for (const [joined, value, kind] of rows) {
      const segments = joined.split(separator)
      const path = [category, ...segments]
      // A negative spacing (spacing.-1) takes the CSS variable of its positive (spacing.1).
      const originalPath = kind === 'negative' ? [...path.slice(0, -1), path.at(-1)!.slice(1)] : path
      const extensions: Token['extensions'] = {
        condition: 'base',
        originalPath,
        category,
        prop: segments.join('.'),
        cssVar: formatCssVar(originalPath, snapshot.prefix),
      }
      if (kind === 'negative') extensions.negative = true
      else if (kind === 'virtual') extensions.virtual = true
      else if (kind) [extensions.condition, extensions.conditions] = kind
      tokens.push({ name: path.join('.'), value, originalValue: value, path, extensions })
    }
  }
  const colorPalettes = new Map(snapshot.colorPalettes.map(([palette, variables]) => [palette, new Map(variables)]))
  return { tokens, colorPalettes }
}

const restoredFields = (token: Token) => {
  const { condition, originalPath, category, prop, cssVar, negative, virtual, conditions } = token.extensions
  return { name: token.name, value: token.value, path: token.path, condition, originalPath, category, prop, cssVar, negative, virtual, conditions }
}

/**
 * The snapshot of a built dictionary: every token under its name (the ones `getByName` answers) and
 * the color palettes. Throws when restoring it would not give back what Chakra built, so that a
 * Chakra upgrade that shapes tokens differently stops the build instead of shipping other styles.
 */
export function snapshotTokens(dictionary: TokenDictionary): TokenSnapshot {
  const named = [...dictionary.tokenMap.values()]
  const tokens: TokenSnapshot['tokens'] = []
  for (const token of named) {
    const { negative, virtual, conditions, condition, category } = token.extensions
    if (token.path.some((segment) => segment.includes(separator))) throw new Error(`${token.name}: a path segment holds "${separator}"`)
    const joined = token.path.slice(1).join(separator)
    const kind = negative ? 'negative' : virtual ? 'virtual' : conditions ? ([condition!, conditions] as const) : undefined
    const row: TokenRow = kind === undefined ? [joined, token.value] : [joined, token.value, kind as TokenRow[2]]
    const run = tokens.at(-1)
    if (run?.[0] === category) run[1].push(row)
    else tokens.push([category, [row]])
  }
  const snapshot: TokenSnapshot = {
    prefix: dictionary.prefix,
    tokens,
    colorPalettes: [...dictionary.colorPaletteMap].map(([palette, variables]) => [palette, [...variables]]),
  }
  const restored = restoreTokens(snapshot, dictionary.formatCssVar)
  restored.tokens.forEach((token, index) => {
    const expected = JSON.stringify(restoredFields(named[index]!))
    if (JSON.stringify(restoredFields(token)) !== expected) throw new Error(`${token.name} would come back as ${JSON.stringify(token)}, not ${expected}`)
  })
  return snapshot
}
