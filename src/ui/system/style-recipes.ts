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
export const recipes = {
  button: buttonRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  link: linkRecipe,
  spinner: spinnerRecipe,
  checkmark: checkmarkRecipe,
  radiomark: radiomarkRecipe,
}

export const slotRecipes = {
  card: cardSlotRecipe,
  field: fieldSlotRecipe,
}
