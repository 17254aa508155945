import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import { ArrowLeft, ArrowRight, Check, Timer } from 'lucide-react'
import type { StepWait } from '../../machines/recipe.selectors'
import { clockText, spokenTime } from '../activity/timer-text'
import { useOneTapPerStep } from '../layout/use-one-tap-per-step'

interface RecipeStepControlsProps {
  /** The step she is on: a double tap on 'Próximo passo' moves her one step, not two. */
  stepIndex: number
  canNextStep: boolean
  onLastStep: boolean
  canPreviousStep: boolean
  stepWait: StepWait | undefined
  canStartWait: boolean
  onNextStep: () => void
  onPreviousStep: () => void
  onStartWait: () => void
}

/**
 * A recipe's steps, moved on by her (docs/product.md, Activity player): 'Próximo passo' (on the
 * last step, 'Concluir'), 'Passo anterior', and a waiting step's own timer, which she starts.
 */
export function RecipeStepControls(props: RecipeStepControlsProps) {
  const { stepWait, canNextStep, onLastStep, canPreviousStep } = props
  const oneTap = useOneTapPerStep(props.stepIndex)
  return (
    <Stack gap="3" onClickCapture={oneTap}>
      {stepWait && (
        <HStack gap="3" wrap="wrap" justify="space-between">
          <Text role="timer" aria-label={`Timer deste passo: ${spokenTime(stepWait.remainingSeconds)}`} fontSize="2xl" fontWeight="semibold">
            <Timer aria-hidden size="1em" style={{ display: 'inline', verticalAlign: '-0.125em' }} /> {clockText(stepWait.remainingSeconds)}
          </Text>
          {props.canStartWait && (
            <Button size="lg" variant="subtle" onClick={props.onStartWait}>
              Iniciar timer
            </Button>
          )}
          {stepWait.started && stepWait.remainingSeconds === 0 && <Text fontSize="lg">Pronto! Pode seguir.</Text>}
        </HStack>
      )}
      <HStack gap="3" wrap="wrap">
        {canPreviousStep && (
          <Button size="lg" flex="1 0 auto" variant="outline" onClick={props.onPreviousStep}>
            <ArrowLeft aria-hidden /> Passo anterior
          </Button>
        )}
        {canNextStep && (
          <Button size="lg" flex="999 0 auto" onClick={props.onNextStep}>
            {onLastStep ? <Check aria-hidden /> : <ArrowRight aria-hidden />} {onLastStep ? 'Concluir' : 'Próximo passo'}
          </Button>
        )}
      </HStack>
    </Stack>
  )
}
