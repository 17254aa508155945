import { Button } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { HeartHandshake } from 'lucide-react'
import { AFTER_BIRTH_ROUTE, afterBirthTitle } from '../../data/after-birth-route'

/** 'Depois do parto' and her 'Como me ajudar' card, one tap away: from the profile and Meu Plano. */
export function AfterBirthLink({ label = afterBirthTitle }: { label?: string }) {
  return (
    <Button asChild type={undefined} variant="outline" colorPalette="calm" size="lg" minH="11" w={{ base: 'full', sm: 'auto' }} bg="bg.panel">
      <Link to={AFTER_BIRTH_ROUTE}>
        <HeartHandshake aria-hidden /> {label}
      </Link>
    </Button>
  )
}
