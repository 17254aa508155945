import { Button, Flex } from '@chakra-ui/react'
import { Check } from 'lucide-react'
import { moodWords, type MoodWord } from '../../data/mood'

interface MoodWordsProps {
  chosen: readonly MoodWord[]
  onToggle: (word: MoodWord) => void
}

/** The optional words after the face: each tap adds or takes one away, kept at once. */
export function MoodWords({ chosen, onToggle }: MoodWordsProps) {
  return (
    <Flex as="ul" aria-label="Palavras para hoje (opcional)" wrap="wrap" gap="2" m="0" p="0" listStyleType="none">
      {moodWords.map((word) => {
        const pressed = chosen.includes(word)
        return (
          <li key={word}>
            <Button
              aria-pressed={pressed}
              onClick={() => onToggle(word)}
              variant={pressed ? 'solid' : 'outline'}
              colorPalette="calm"
              bg={pressed ? undefined : 'bg.panel'}
              size="md"
              minH="11"
              rounded="full"
            >
              {pressed && <Check aria-hidden />}
              {word}
            </Button>
          </li>
        )
      })}
    </Flex>
  )
}
