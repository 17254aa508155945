import { Button, Wrap } from '@chakra-ui/react'
import { Dumbbell, Salad, Wind } from 'lucide-react'

// A first message in one tap, for the moment she does not know what to ask.
const suggestions = [
  { label: 'Exercício rápido', message: 'Quero um exercício rápido', Icon: Dumbbell },
  { label: 'Meditação guiada', message: 'Quero uma meditação guiada', Icon: Wind },
  { label: 'Receita saudável', message: 'Quero uma receita saudável', Icon: Salad },
]

export function SuggestionChips({ onPick }: { onPick: (message: string) => void }) {
  return (
    <Wrap gap="2" mt="4" ps="10.5" aria-label="Sugestões para começar" role="group">
      {suggestions.map(({ label, message, Icon }) => (
        <Button
          key={label}
          variant="outline"
          size="md"
          minH="11"
          rounded="full"
          bg="bg.panel"
          onClick={() => onPick(message)}
        >
          <Icon aria-hidden />
          {label}
        </Button>
      ))}
    </Wrap>
  )
}
