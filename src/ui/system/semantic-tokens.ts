import { defineSemanticTokens } from '@chakra-ui/react'

// A palette usable as `colorPalette`, in the shape Chakra's recipes expect.
function paletteTokens(name: string) {
  const c = (step: number) => `{colors.${name}.${step}}`
  return {
    solid: { value: { _light: c(600), _dark: c(300) } },
    contrast: { value: { _light: '{colors.white}', _dark: c(950) } },
    fg: { value: { _light: c(700), _dark: c(200) } },
    muted: { value: { _light: c(100), _dark: c(900) } },
    subtle: { value: { _light: c(50), _dark: c(950) } },
    emphasized: { value: { _light: c(200), _dark: c(800) } },
    focusRing: { value: { _light: c(500), _dark: c(300) } },
  }
}

export const semanticColors = defineSemanticTokens.colors({
  brand: paletteTokens('clay'),
  calm: paletteTokens('sage'),
  bg: {
    DEFAULT: { value: { _light: '#FBF8F5', _dark: '#171310' } },
    panel: { value: { _light: '{colors.white}', _dark: '#221D19' } },
    subtle: { value: { _light: '{colors.gray.50}', _dark: '#1D1915' } },
    muted: { value: { _light: '{colors.gray.100}', _dark: '{colors.gray.900}' } },
  },
  border: {
    // The edge of a field or an unchecked control: 3:1 against the page and cards (WCAG 1.4.11).
    control: { value: { _light: '{colors.gray.500}', _dark: '{colors.gray.500}' } },
  },
  fg: {
    DEFAULT: { value: { _light: '#2A221C', _dark: '#F3EEE9' } },
    muted: { value: { _light: '{colors.gray.600}', _dark: '{colors.gray.300}' } },
  },
})
