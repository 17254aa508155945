import { Button } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { ListChecks } from 'lucide-react'
import { ALERT_SIGNS_ROUTE, alertSignsTitle } from '../../data/alert-signs-route'

/** The danger signs, one tap away: from 'Depois do parto' and the profile ('Precisa de ajuda agora?' shows it as a help line). */
export function AlertSignsLink({ label = alertSignsTitle }: { label?: string }) {
  return (
    // Its label may wrap on a 375 px phone, as the safety plan's does.
    <Button
      asChild
      type={undefined}
      variant="outline"
      colorPalette="calm"
      size="lg"
      w={{ base: 'full', sm: 'auto' }}
      h="auto"
      minH="11"
      py="2"
      whiteSpace="normal"
      bg="bg.panel"
    >
      <Link to={ALERT_SIGNS_ROUTE}>
        <ListChecks aria-hidden /> {label}
      </Link>
    </Button>
  )
}
