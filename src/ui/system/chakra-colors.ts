import { semanticTokens, tokens } from '@chakra-ui/react/theme'

// Chakra's palettes the app never shows (it uses its own clay, sage and sand, plus Chakra's red for
// errors), and the status tokens built on them, which only recipes we do not load read (alert,
// toast, stat, code-block). Every token is a CSS variable, light and dark, in the head of every
// page and a row of the token dictionary that the client restores (scripts/chakra-tokens-at-build.ts):
// 661 tokens become 424.
const unusedPalettes = new Set(['orange', 'yellow', 'green', 'teal', 'blue', 'cyan', 'purple', 'pink'])
const unusedStatuses = new Set(['warning', 'success', 'info'])

const without = <T extends object>(group: T, names: Set<string>): T =>
  Object.fromEntries(Object.entries(group).filter(([name]) => !names.has(name))) as T

export const chakraTokens = { ...tokens, colors: without(tokens.colors, unusedPalettes) }

const semanticColors = without(semanticTokens.colors, unusedPalettes)
export const chakraSemanticTokens = {
  ...semanticTokens,
  colors: {
    ...semanticColors,
    bg: without(semanticColors.bg, unusedStatuses),
    fg: without(semanticColors.fg, unusedStatuses),
    border: without(semanticColors.border, unusedStatuses),
  },
}
