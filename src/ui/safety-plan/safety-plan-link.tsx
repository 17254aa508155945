import { Button } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { NotebookPen } from 'lucide-react'
import { SAFETY_PLAN_ROUTE, safetyPlanTitle } from '../../data/safety-plan-route'

/** Her safety plan, one tap away: from 'Precisa de ajuda agora?' and from the profile. */
export function SafetyPlanLink({ label = safetyPlanTitle }: { label?: string }) {
  return (
    <Button asChild type={undefined} variant="outline" colorPalette="calm" size="lg" w={{ base: 'full', sm: 'auto' }} bg="bg.panel">
      <Link to={SAFETY_PLAN_ROUTE}>
        <NotebookPen aria-hidden /> {label}
      </Link>
    </Button>
  )
}
