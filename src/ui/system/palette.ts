import { defineTokens } from '@chakra-ui/react'

// A warm, quiet palette: clay (terracotta-rose) for actions, sage for calm accents, and a sand
// neutral that replaces Chakra's cold gray everywhere. Steps follow Chakra's 50–950 scale.
export const colors = defineTokens.colors({
  clay: {
    50: { value: '#FCF3EF' },
    100: { value: '#F8E3DA' },
    200: { value: '#F0C4B3' },
    300: { value: '#E5A08A' },
    400: { value: '#D77D63' },
    500: { value: '#C4613F' },
    600: { value: '#A84E31' },
    700: { value: '#8A3F28' },
    800: { value: '#6B3222' },
    900: { value: '#4E251A' },
    950: { value: '#2E1610' },
  },
  sage: {
    50: { value: '#F2F6F1' },
    100: { value: '#E1EBDF' },
    200: { value: '#C3D6BF' },
    300: { value: '#9FBC99' },
    400: { value: '#7C9F76' },
    500: { value: '#5F845A' },
    600: { value: '#4B6A47' },
    700: { value: '#3C5439' },
    800: { value: '#2F412D' },
    900: { value: '#223020' },
    950: { value: '#131B12' },
  },
  gray: {
    50: { value: '#FAF7F4' },
    100: { value: '#F3EEE9' },
    200: { value: '#E6DED6' },
    300: { value: '#D3C8BD' },
    400: { value: '#ADA093' },
    500: { value: '#857868' },
    600: { value: '#6A5E51' },
    700: { value: '#52483E' },
    800: { value: '#3A332C' },
    900: { value: '#26211C' },
    950: { value: '#171310' },
  },
})
