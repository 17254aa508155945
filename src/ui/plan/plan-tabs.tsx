import { chakra, useSlotRecipe } from '@chakra-ui/react'
import { tabsSlotRecipe } from '@chakra-ui/react/theme'
import type { LucideIcon } from 'lucide-react'
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'

export interface PlanTab<Value extends string> {
  value: Value
  label: string
  icon: LucideIcon
  /** Rendered only while its tab is selected. */
  content: ReactNode
}

interface PlanTabsProps<Value extends string> {
  /** Names the list of tabs. */
  label: string
  tabs: readonly PlanTab<Value>[]
}

const moves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
}

/**
 * Meu Plano's tabs, the WAI-ARIA tabs pattern in a few lines (one Tab stop, arrow keys, Home and
 * End move and select) with Chakra's tabs recipe for the look: the ready-made Tabs bring a state
 * machine and its runtime into the screen's first load.
 */
export function PlanTabs<Value extends string>({ label, tabs }: PlanTabsProps<Value>) {
  const [selected, setSelected] = useState(tabs[0]!.value)
  const id = useId()
  const triggers = useRef<(HTMLButtonElement | null)[]>([])
  const styles = useSlotRecipe({ recipe: tabsSlotRecipe })({ variant: 'enclosed', size: 'lg', fitted: true })
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const move = moves[event.key]
    if (!move) return
    event.preventDefault()
    const next = move(index, tabs.length)
    setSelected(tabs[next]!.value)
    triggers.current[next]?.focus()
  }
  const current = tabs.find((tab) => tab.value === selected)!
  return (
    <chakra.div css={styles.root} data-orientation="horizontal">
      {/* Four tabs in a row would share 343 px on a phone: there they sit two by two, at full size,
          and one under another where two do not fit (her text at 200 %). */}
      <chakra.div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        data-orientation="horizontal"
        css={styles.list}
        display={{ base: 'grid', sm: 'flex' }}
        gridTemplateColumns="repeat(auto-fit, minmax(min(100%, 8.5rem), 1fr))"
        gap={{ base: '1', sm: '0' }}
        w={{ base: 'full', md: 'fit-content' }}
        mb="5"
      >
        {tabs.map((tab, index) => {
          const Icon = tab.icon
          const isSelected = tab.value === selected
          return (
            <chakra.button
              key={tab.value}
              ref={(element: HTMLButtonElement | null) => {
                triggers.current[index] = element
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.value}`}
              aria-selected={isSelected}
              aria-controls={`${id}-panel-${tab.value}`}
              tabIndex={isSelected ? 0 : -1}
              data-orientation="horizontal"
              onClick={() => setSelected(tab.value)}
              onKeyDown={(event: KeyboardEvent) => onKeyDown(event, index)}
              css={[styles.trigger, { '& svg': { flexShrink: 0 } }]}
              px={{ base: '3', sm: '4.5' }}
            >
              <Icon aria-hidden /> {tab.label}
            </chakra.button>
          )
        })}
      </chakra.div>
      <chakra.div
        key={current.value}
        role="tabpanel"
        id={`${id}-panel-${current.value}`}
        aria-labelledby={`${id}-tab-${current.value}`}
        tabIndex={0}
        data-orientation="horizontal"
        css={styles.content}
        p="0"
      >
        {current.content}
      </chakra.div>
    </chakra.div>
  )
}
