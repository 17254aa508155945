import { dialogSlotRecipe } from '@chakra-ui/react/theme'
import { PHONE_GUTTER } from './big-text'

// Chakra's dialog with its 1.5rem sides capped on a phone (PHONE_GUTTER): with her text at 200 % the
// sides would take 96 of a 320 px screen's pixels, and long words would not fit what is left.
const base = dialogSlotRecipe.base ?? {}

export const roomyDialogRecipe = {
  ...dialogSlotRecipe,
  base: {
    ...base,
    header: { ...base.header, px: PHONE_GUTTER },
    body: { ...base.body, px: PHONE_GUTTER },
    footer: { ...base.footer, px: PHONE_GUTTER },
  },
}
