import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { moodLabels, type MoodAnswer, type MoodWord } from '../../data/mood'
import { moodNote, suggestionForMood } from '../../data/mood-suggestion'
import { saveMood } from '../../device/moods'
import { answerOf, moodCheckInMachine, showsHelp } from '../../machines/mood-check-in.machine'
import type { DayKey } from '../../progress/calendar-day'
import { mostlyLowLately, todaysMood } from '../../progress/moods'
import { inspect } from '../dev/inspector'
import type { MoodShape } from './mood-shape'
import { LowMoodCard } from './low-mood-card'
import { MoodFaces } from './mood-faces'
import { MoodHelp } from './mood-help'
import { MoodWords } from './mood-words'
import { useMoods } from './use-moods'

interface MoodCheckInProps {
  /** Her day (from 03:00): a new one asks again. */
  today: DayKey
  /** Told whenever her words of today change what the day's suggestion should be. */
  onShape: (shape: MoodShape) => void
}

const sameAnswer = (a: MoodAnswer | null, b: MoodAnswer | null) => JSON.stringify(a) === JSON.stringify(b)
const answerFrom = (mood: MoodAnswer | null): MoodAnswer | null => (mood ? { level: mood.level, words: mood.words } : null)
const noWords: readonly MoodWord[] = []

// The shaping travels with this lazy part, so the dashboard's first load carries none of it.
const shapeFor = (words: readonly MoodWord[]): MoodShape =>
  words.length === 0 ? undefined : { shape: (suggestion) => suggestionForMood(suggestion, words) }

/**
 * 'Como você está agora?' on the dashboard (docs/product.md, How she feels), with its machine:
 * loaded after the dashboard's first load. Below it, the gentle card when most of her last 14
 * days were 'Mal' or worse.
 */
export function MoodCheckIn({ today, onShape }: MoodCheckInProps) {
  const moods = useMoods() ?? []
  const stored = answerFrom(todaysMood(moods, today))
  const [refused, setRefused] = useState(false)
  const checkIn = useActorRef(
    moodCheckInMachine.provide({
      actions: {
        save: ({ context }) => setRefused(!saveMood({ level: context.level!, words: context.words })),
      },
    }),
    { input: { answer: stored }, inspect },
  )
  const state = useSelector(checkIn, (snapshot) => snapshot.value)
  const answer = useSelector(checkIn, answerOf, sameAnswer)
  const help = useSelector(checkIn, showsHelp)

  // The device's answer changed without her tapping here: another tab, a new day, her data erased.
  useEffect(() => {
    if (!sameAnswer(answerOf(checkIn.getSnapshot()), stored)) checkIn.send({ type: 'mood.read', answer: stored })
  })

  // Her words as kept (the same array until her moods change), so the shape is new only when they are.
  const words = stored?.words ?? noWords
  const shape = useMemo(() => shapeFor(words), [words])
  useEffect(() => onShape(shape), [shape, onShape])

  // Her focus follows what she did: the answer after a face, the faces after 'Mudar', 'Mudar' after 'Manter'.
  const summaryRef = useRef<HTMLParagraphElement>(null)
  const facesRef = useRef<HTMLButtonElement>(null)
  const changeRef = useRef<HTMLButtonElement>(null)
  const previous = useRef(state)
  useEffect(() => {
    const from = previous.current
    previous.current = state
    if (from === state) return
    if (state === 'changing') facesRef.current?.focus()
    else if (state === 'answered' && from === 'changing' && sameAnswer(answer, stored)) changeRef.current?.focus()
    else if (state === 'answered') summaryRef.current?.focus()
  }, [state, answer, stored])

  return (
    <>
      <Card.Root as="section" aria-labelledby="como-voce-esta" variant="outline" bg="bg.panel" rounded="l3">
        <Card.Body gap="4">
          <Stack gap="1">
            <Heading as="h2" id="como-voce-esta" size="lg">
              Como você está agora?
            </Heading>
            {state !== 'answered' && (
              <Text color="fg.muted" textStyle="sm">
                Um toque basta. Fica só neste aparelho, e você pode mudar ao longo do dia.
              </Text>
            )}
          </Stack>
          {state === 'answered' && answer && (
            <HStack justify="space-between" gap="3" wrap="wrap">
              <Text ref={summaryRef} tabIndex={-1} fontWeight="semibold" outline="none">
                Hoje você está: {moodLabels[answer.level]}.
              </Text>
              <Button ref={changeRef} variant="outline" size="md" minH="11" onClick={() => checkIn.send({ type: 'mood.change' })}>
                Mudar
              </Button>
            </HStack>
          )}
          {state !== 'answered' && (
            <MoodFaces chosen={answer?.level ?? null} onChoose={(level) => checkIn.send({ type: 'mood.choose', level })} firstRef={facesRef} />
          )}
          {state === 'changing' && (
            <Button alignSelf="flex-start" variant="ghost" size="md" minH="11" onClick={() => checkIn.send({ type: 'mood.keep' })}>
              Manter como estava
            </Button>
          )}
          {help && <MoodHelp />}
          {state === 'answered' && answer && (
            <Stack gap="2">
              <Text textStyle="sm" color="fg.muted">
                Quer dizer mais? Toque nas palavras que combinam com hoje (opcional).
              </Text>
              <MoodWords chosen={answer.words} onToggle={(word) => checkIn.send({ type: 'word.toggle', word })} />
              {moodNote(answer.words) && (
                <Text textStyle="sm" fontWeight="semibold" color="brand.fg" aria-live="polite">
                  {moodNote(answer.words)}
                </Text>
              )}
            </Stack>
          )}
          {refused && (
            <Text role="alert" textStyle="sm" color="fg.error">
              Não foi possível guardar sua resposta neste aparelho (o navegador recusou). Tente de novo mais tarde.
            </Text>
          )}
        </Card.Body>
      </Card.Root>
      {mostlyLowLately(moods, today) && <LowMoodCard />}
    </>
  )
}
