import { defineConfig } from '@chakra-ui/react'
import { chakraSemanticTokens, chakraTokens } from './chakra-colors'
import { colors } from './palette'
import { semanticColors } from './semantic-tokens'

// The design tokens, Chakra's (less what the app never shows) and ours over them, apart from the
// rest of the theme: the client build does not ship them. createSystem turns them into its token
// dictionary on every start, the largest part of the app's start-up; the build makes that
// dictionary once from these configs and the client restores it (scripts/chakra-tokens-at-build.ts).
export const tokenConfigs = [
  defineConfig({ theme: { tokens: chakraTokens, semanticTokens: chakraSemanticTokens } }),
  defineConfig({
    theme: {
      tokens: {
        colors,
        fonts: {
          heading: { value: 'ui-serif, "Iowan Old Style", "Palatino Linotype", Georgia, Cambria, serif' },
          body: { value: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
        },
      },
      semanticTokens: {
        colors: semanticColors,
        radii: {
          l1: { value: '0.375rem' },
          l2: { value: '0.625rem' },
          l3: { value: '0.875rem' },
        },
      },
    },
  }),
]
