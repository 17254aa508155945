import { Button } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { NotebookPen } from 'lucide-react'
import { SAFETY_PLAN_ROUTE, safetyPlanTitle } from '../../data/safety-plan-route'

/** Her safety plan, one tap away: from 'Precisa de ajuda agora?' and from the profile. */
export function SafetyPlanLink({ label = safetyPlanTitle }: { label?: string }) {
  return (
    // Its label may wrap: on a 375 px phone 'Abrir meu plano de segurança' is wider than the card.
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
      <Link to={SAFETY_PLAN_ROUTE}>
        <NotebookPen aria-hidden /> {label}
      </Link>
    </Button>
  )
}
