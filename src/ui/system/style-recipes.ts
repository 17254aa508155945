import {
  buttonRecipe,
  headingRecipe,
  inputRecipe,
  linkRecipe,
  spinnerRecipe,
  iconRecipe,
  checkmarkRecipe,
  radiomarkRecipe,
  cardSlotRecipe,
  fieldSlotRecipe,
} from '@chakra-ui/react/theme'

// The system holds only the recipes every screen needs at once (the auth screens' and the ones
// Chakra uses inside other components: spinner in a loading Button, checkmark and radiomark in the
// card indicators). Every other component passes its recipe with the `recipe` prop, imported from
// '@chakra-ui/react/theme' where it is used, so it loads with that screen's chunk (each
// recipe in the system is start-up work and bytes on every first load). One left without it would
// render unstyled, silently: ESLint reads the keys below and says so (scripts/eslint/chakra-recipe.js).
// Every size in rem too: with her text at 200 % a label ('Precisa de ajuda agora?') is wider than a
// 320 px phone. A button's label wraps between words and the button grows to hold it (its height
// kept as the least), and never passes the width it is given.
// Its padding grows with her text only while the screen has room for it: at most the size's rem,
// at least what it is with normal text, and in between 4 % of the screen.
const roomyPadding = (spacing: unknown): string | undefined => {
  const rem = Number(spacing) / 4
  return Number.isFinite(rem) ? `min(${rem}rem, max(${rem * 16}px, 4vw))` : undefined
}
const buttonSizes = Object.fromEntries(
  Object.entries(buttonRecipe.variants?.size ?? {}).map(([name, size]) => [
    name,
    { ...size, h: 'auto', minH: size.h, px: roomyPadding(size.px) },
  ]),
)
const buttonWithRoomForWords = {
  ...buttonRecipe,
  base: { ...buttonRecipe.base, whiteSpace: 'normal', textAlign: 'center', maxW: 'full', py: '1' },
  variants: { ...buttonRecipe.variants, size: buttonSizes },
}

export const recipes = {
  button: buttonWithRoomForWords,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  link: linkRecipe,
  spinner: spinnerRecipe,
  checkmark: checkmarkRecipe,
  radiomark: radiomarkRecipe,
}

// A card's padding is in rem, so her text at 200 % doubles it: on a 320 px phone, 48 px a side
// would leave the words a third of the line. Below 7.5vw it is capped (the same 1.5rem from 320 px
// with normal text up).
const cardWithRoomForWords = {
  ...cardSlotRecipe,
  variants: {
    ...cardSlotRecipe.variants,
    size: {
      ...cardSlotRecipe.variants?.size,
      md: { ...cardSlotRecipe.variants?.size?.md, root: { '--card-padding': 'min(1.5rem, 7.5vw)' } },
    },
  },
}

export const slotRecipes = {
  card: cardWithRoomForWords,
  field: fieldSlotRecipe,
}
