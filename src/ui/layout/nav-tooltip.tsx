import { Portal, Tooltip } from '@chakra-ui/react'
import { tooltipSlotRecipe } from '@chakra-ui/react/theme'
import type { ReactElement } from 'react'

// Radix-style "skip delay" (300 ms) as Ark/zag do it: a tooltip stays 300 ms after the pointer
// leaves, and the next one opens at once while another is still visible.
const TOOLTIP_OPEN_DELAY = 700
const TOOLTIP_SKIP_DELAY = 300

/** The name of a collapsed rail entry, beside its icon (docs/product.md, Constants: 700 ms open, 300 ms skip delay). */
export function NavTooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip.Root
      recipe={tooltipSlotRecipe}
      openDelay={TOOLTIP_OPEN_DELAY}
      closeDelay={TOOLTIP_SKIP_DELAY}
      positioning={{ placement: 'right' }}
    >
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{label}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  )
}
