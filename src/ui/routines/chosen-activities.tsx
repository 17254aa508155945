import { Box, HStack, IconButton, List, Text, VisuallyHidden } from '@chakra-ui/react'
import { listSlotRecipe } from '@chakra-ui/react/theme'
import { ArrowDown, ArrowUp, GripVertical, X } from 'lucide-react'
import { memo, useEffect, useRef, useState } from 'react'
import { routineEntries } from '../../data/own-routine'
import { kindLabels } from '../activity/kind-labels'
import { useDragReorder } from './use-drag-reorder'

interface ChosenActivitiesProps {
  activityIds: readonly string[]
  /** Whether the machine takes this move (the arrows at either end cannot). */
  canMove: (from: number, to: number) => boolean
  onMove: (from: number, to: number) => void
  onRemove: (index: number) => void
  /** Her last activity went out: where focus goes, since the list goes too. */
  onEmptied: () => void
  labelId: string
}

type Moved = { id: string; direction: 'up' | 'down' } | null

/**
 * Her routine's activities in her order: each can go up, down or out with a button, or be dragged
 * by its handle. After a move, focus stays on the button she pressed (or its twin when the
 * activity reached an end) and the new place is said aloud.
 */
export const ChosenActivities = memo(function ChosenActivities({ activityIds, canMove, onMove, onRemove, onEmptied, labelId }: ChosenActivitiesProps) {
  const entries = routineEntries(activityIds)
  const [moved, setMoved] = useState<Moved>(null)
  const [said, setSaid] = useState('')
  const { listRef, handleProps, dragged } = useDragReorder((from, to) => {
    onMove(from, to)
    const entry = entries[from]
    if (entry) setSaid(`${entry.title}: agora é a ${to + 1}ª de ${entries.length}.`)
  })
  const lastRemoved = useRef<number | null>(null)

  useEffect(() => {
    if (!moved) return
    const item = listRef.current?.querySelector(`[data-activity="${moved.id}"]`)
    const button =
      item?.querySelector<HTMLButtonElement>(`[data-move="${moved.direction}"]:not(:disabled)`) ??
      item?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)')
    button?.focus()
    setMoved(null)
  }, [moved, listRef])

  useEffect(() => {
    // After 'Tirar', focus goes to the activity that took its place (or the one before, or, with none
    // left, to the search), never to the page.
    if (lastRemoved.current === null) return
    const items = listRef.current?.querySelectorAll<HTMLElement>(':scope > li') ?? []
    const next = items[Math.min(lastRemoved.current, items.length - 1)]
    if (next) next.querySelector<HTMLButtonElement>('[data-remove]')?.focus()
    else onEmptied()
    lastRemoved.current = null
  })

  const move = (index: number, direction: 'up' | 'down') => {
    const to = direction === 'up' ? index - 1 : index + 1
    const entry = entries[index]!
    onMove(index, to)
    setMoved({ id: entry.id, direction })
    setSaid(`${entry.title}: agora é a ${to + 1}ª de ${entries.length}.`)
  }

  if (entries.length === 0) return null
  return (
    <>
      <List.Root ref={listRef} as="ol" recipe={listSlotRecipe} listStyle="none" gap="2" aria-labelledby={labelId}>
        {entries.map((entry, index) => (
          <List.Item key={entry.id} display="block" data-activity={entry.id}>
            <HStack
              gap="1"
              borderWidth="1px"
              borderColor={dragged === index ? 'brand.emphasized' : 'border'}
              bg={dragged === index ? 'brand.subtle' : 'bg.panel'}
              shadow={dragged === index ? 'md' : undefined}
              rounded="l2"
              ps="1"
              pe="2"
              py="1"
            >
              <Box
                {...handleProps(index)}
                aria-hidden
                data-drag-handle
                title="Arraste para mudar a ordem"
                display="flex"
                alignItems="center"
                justifyContent="center"
                minW="11"
                minH="11"
                color="fg.muted"
                cursor="grab"
                css={{ touchAction: 'none' }}
              >
                <GripVertical size={20} />
              </Box>
              <Box flex="1" minW="0" py="1">
                <Text fontWeight="semibold">
                  <VisuallyHidden>{index + 1}. </VisuallyHidden>
                  {entry.title}
                </Text>
                <Text color="fg.muted" textStyle="sm">
                  {kindLabels[entry.kind]} · {entry.minutes} min
                </Text>
              </Box>
              <IconButton
                type="button"
                size="lg"
                variant="ghost"
                data-move="up"
                aria-label={`Subir ${entry.title}`}
                disabled={!canMove(index, index - 1)}
                onClick={() => move(index, 'up')}
              >
                <ArrowUp />
              </IconButton>
              <IconButton
                type="button"
                size="lg"
                variant="ghost"
                data-move="down"
                aria-label={`Descer ${entry.title}`}
                disabled={!canMove(index, index + 1)}
                onClick={() => move(index, 'down')}
              >
                <ArrowDown />
              </IconButton>
              <IconButton
                type="button"
                size="lg"
                variant="ghost"
                data-remove
                aria-label={`Tirar ${entry.title} da rotina`}
                onClick={() => {
                  lastRemoved.current = index
                  onRemove(index)
                  setSaid(`${entry.title} saiu da rotina.`)
                }}
              >
                <X />
              </IconButton>
            </HStack>
          </List.Item>
        ))}
      </List.Root>
      <VisuallyHidden aria-live="polite">{said}</VisuallyHidden>
    </>
  )
})
