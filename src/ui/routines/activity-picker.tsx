import { Badge, Box, Button, chakra, Field, HStack, Input, List, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { badgeRecipe, listSlotRecipe } from '@chakra-ui/react/theme'
import { Check, Plus } from 'lucide-react'
import { memo, useDeferredValue, useEffect, useRef, useState, type Ref } from 'react'
import { findByName, type KindFilter } from '../../data/library/find-by-name'
import { library } from '../../data/library/library'
import type { LibraryEntry } from '../../data/library/library-types'
import { kindLabels } from '../activity/kind-labels'
import { ChoiceBar, type Choice } from '../layout/choice-bar'

const FIRST_SHOWN = 8

const kindChoices: readonly Choice<KindFilter>[] = [
  { value: 'todas', label: 'Todas' },
  { value: 'exercise', label: 'Exercícios' },
  { value: 'breathing', label: 'Respiração' },
  { value: 'meditation', label: 'Meditação' },
  { value: 'recipe', label: 'Receitas' },
]

interface ActivityPickerProps {
  chosen: readonly string[]
  /** False when the routine holds all it can. */
  canAddMore: boolean
  onAdd: (id: string) => void
  searchRef?: Ref<HTMLInputElement>
  /** The message saying she has chosen none yet, when the save asked for one. */
  problemId?: string
}

/** The library, searched by name (accents and case aside) and filtered by kind; each entry one tap from her routine. */
// Memoized: typing her routine's name does not redraw the library's list.
export const ActivityPicker = memo(function ActivityPicker({ chosen, canAddMore, onAdd, searchRef, problemId }: ActivityPickerProps) {
  const [query, setQuery] = useState('')
  const [kind, setKind] = useState<KindFilter>('todas')
  const found = findByName(library, useDeferredValue(query), kind)
  // A phone screen holds a few: the first ones, until she asks for all (or narrows the list).
  const [showAll, setShowAll] = useState(false)
  const shown = showAll ? found : found.slice(0, FIRST_SHOWN)
  // 'Mostrar todas' goes away once tapped: focus goes to the first activity it showed.
  const listRef = useRef<HTMLUListElement>(null)
  const revealed = useRef(false)
  useEffect(() => {
    if (!showAll || !revealed.current) return
    revealed.current = false
    listRef.current?.children[FIRST_SHOWN]?.querySelector<HTMLElement>('button:not(:disabled), [tabindex="-1"]')?.focus()
  }, [showAll])
  return (
    <Stack gap="4">
      <Field.Root>
        <Field.Label>Buscar pelo nome</Field.Label>
        <Input
          ref={searchRef}
          type="search"
          size="lg"
          bg="bg.panel"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          // The phone keyboard's search key searches: it must not submit the routine's form.
          onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
          placeholder="Ex.: respiração, alongamento, aveia"
          autoComplete="off"
          aria-describedby={problemId}
        />
      </Field.Root>
      <ChoiceBar label="Tipo" choices={kindChoices} value={kind} onChange={setKind} />
      <Text color="fg.muted" textStyle="sm" aria-live="polite">
        {found.length === 0
          ? 'Nenhuma atividade com esse nome. Tente outra palavra ou outro tipo.'
          : found.length === 1
            ? '1 atividade'
            : shown.length < found.length
              ? `${found.length} atividades; aqui as ${shown.length} primeiras`
              : `${found.length} atividades`}
      </Text>
      <List.Root ref={listRef} recipe={listSlotRecipe} listStyle="none" gap="2" aria-label="Atividades da biblioteca">
        {shown.map((entry) => (
          <PickerRow key={entry.id} entry={entry} chosen={chosen.includes(entry.id)} canAdd={canAddMore} onAdd={onAdd} />
        ))}
      </List.Root>
      {shown.length < found.length && (
        <Button
          type="button"
          size="lg"
          variant="ghost"
          alignSelf="center"
          onClick={() => {
            revealed.current = true
            setShowAll(true)
          }}
        >
          Mostrar todas as {found.length}
        </Button>
      )}
    </Stack>
  )
})

interface PickerRowProps {
  entry: LibraryEntry
  chosen: boolean
  canAdd: boolean
  onAdd: (id: string) => void
}

// Memoized: adding one activity redraws its row only.
const PickerRow = memo(function PickerRow({ entry, chosen, canAdd, onAdd }: PickerRowProps) {
  // 'Adicionar' gives way to 'Na rotina': focus follows it there instead of falling to the page.
  const added = useRef(false)
  const inRoutine = useRef<HTMLSpanElement>(null)
  useEffect(() => {
    if (chosen && added.current) inRoutine.current?.focus()
    added.current = false
  }, [chosen])
  return (
    <List.Item display="block">
      {/* 'Adicionar' beside the activity while 10rem of its words fit there, under them otherwise (her text at 200 %). */}
      <HStack
        gap="3"
        wrap="wrap"
        borderWidth="1px"
        borderColor={chosen ? 'calm.emphasized' : 'border'}
        rounded="l2"
        px="min(0.75rem, 3vw)"
        py="2"
        bg="bg.panel"
      >
        <Box flex="1 1 10rem" minW="0">
          <Text fontWeight="semibold">{entry.title}</Text>
          <HStack gap="2" mt="1" wrap="wrap">
            <Badge recipe={badgeRecipe} variant="subtle" colorPalette="brand">
              {kindLabels[entry.kind]}
            </Badge>
            <Text as="span" color="fg.muted" textStyle="sm">
              {entry.minutes} min
            </Text>
          </HStack>
        </Box>
        {chosen ? (
          <chakra.span ref={inRoutine} tabIndex={-1} display="flex" alignItems="center" gap="1" color="calm.fg" fontWeight="medium" minH="11" px="2">
            <Check aria-hidden size={18} /> Na rotina <VisuallyHidden>{entry.title}</VisuallyHidden>
          </chakra.span>
        ) : (
          <Button
            type="button"
            size="lg"
            variant="outline"
            disabled={!canAdd}
            onClick={() => {
              added.current = true
              onAdd(entry.id)
            }}
          >
            <Plus aria-hidden /> Adicionar <VisuallyHidden>{entry.title}</VisuallyHidden>
          </Button>
        )}
      </HStack>
    </List.Item>
  )
})
