import { Button, SimpleGrid, Text } from '@chakra-ui/react'
import type { Ref } from 'react'
import { moodLabels, moodLevels, type MoodLevel } from '../../data/mood'
import { moodFaceIcons } from './mood-face-icons'

interface MoodFacesProps {
  /** Her answer of today while she changes it: that face shows pressed. */
  chosen: MoodLevel | null
  onChoose: (level: MoodLevel) => void
  /** The pressed face, or the first: where her focus goes when the faces come back. */
  firstRef?: Ref<HTMLButtonElement>
}

/** The five faces with their words, worst to best; one tap is her answer. */
export function MoodFaces({ chosen, onChoose, firstRef }: MoodFacesProps) {
  return (
    // Five in a row down to a 320 px phone; with her text at 200 % they wrap onto a second row
    // rather than lie over one another.
    <SimpleGrid as="ul" aria-label="Como você está" minChildWidth="2.75rem" gap={{ base: '1', sm: '2' }} m="0" p="0" listStyleType="none">
      {moodLevels.map((level) => {
        const Face = moodFaceIcons[level]
        const pressed = chosen === level
        return (
          <li key={level}>
            <Button
              ref={pressed || (chosen === null && level === moodLevels[0]) ? firstRef : undefined}
              aria-pressed={pressed}
              onClick={() => onChoose(level)}
              variant={pressed ? 'solid' : 'outline'}
              bg={pressed ? undefined : 'bg.panel'}
              flexDirection="column"
              gap="1"
              w="full"
              minW="0"
              h="auto"
              minH="20"
              py="2"
              px="1"
              rounded="l2"
              whiteSpace="normal"
            >
              <Face aria-hidden size="1.75rem" strokeWidth={1.75} />
              <Text as="span" textStyle="xs" fontWeight="semibold" lineHeight="short" textAlign="center">
                {moodLabels[level]}
              </Text>
            </Button>
          </li>
        )
      })}
    </SimpleGrid>
  )
}
