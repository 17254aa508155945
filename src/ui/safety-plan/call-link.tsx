import { Button, chakra } from '@chakra-ui/react'
import { Phone } from 'lucide-react'
import { dialable } from '../../data/safety-plan'

interface CallLinkProps {
  /** Who answers: 'Ana', 'Minha UBS'. */
  who: string
  /** The number as she wrote it. */
  phone: string
}

/** A number she wrote, dialled with one tap (`tel:`); nothing while it is not yet a number. */
export function CallLink({ who, phone }: CallLinkProps) {
  const number = dialable(phone)
  if (number === null) return null
  const label = `Ligar para ${who}`
  return (
    <Button
      asChild
      // A link: not the type="button" Chakra gives a button.
      type={undefined}
      variant="solid"
      colorPalette="calm"
      size="lg"
      minH="11"
      h="auto"
      py="2"
      rounded="l2"
      justifyContent="flex-start"
      // The number goes under the words when both do not fit one line (her text at 200 % on a phone).
      flexWrap="wrap"
      whiteSpace="normal"
      textAlign="start"
      w={{ base: 'full', sm: 'auto' }}
      alignSelf="flex-start"
    >
      <a href={`tel:${number}`} aria-label={`${label}, ${phone.trim()}`}>
        <Phone aria-hidden />
        {/* The space keeps the visible text inside the name ('Ligar para Ana (11)…' in '…Ana, (11)…'). */}
        {label}{' '}
        {/* The number may wrap after its area code: with her text at 200 % it is wider than a 320 px phone. */}
        <chakra.span ms="auto" ps="1" fontWeight="bold" fontVariantNumeric="tabular-nums">
          {phone.trim()}
        </chakra.span>
      </a>
    </Button>
  )
}
