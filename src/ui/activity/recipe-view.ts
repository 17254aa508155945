import type { ActorRefFrom } from 'xstate'
import type { TutorialStep } from '../../data/activity-types'
import type { recipeMachine, RecipeSnapshot } from '../../machines/recipe.machine'
import { selectOnLastStep, selectRecipeRemainingSeconds, selectRecipeStep, selectStepWait } from '../../machines/recipe.selectors'
import { runView, type ActivityCardView } from './activity-card-view'

type Send = ActorRefFrom<typeof recipeMachine>['send']

/**
 * The view of a recipe's snapshot (recipe.machine.ts), led by her taps: the step she reached, the
 * time its steps still take, and her own controls; `steps` are the recipe's.
 */
export function recipeView(snapshot: RecipeSnapshot, steps: readonly TutorialStep[], send: Send): ActivityCardView {
  return runView(snapshot, {
    position: selectRecipeStep(steps)(snapshot),
    remainingSeconds: selectRecipeRemainingSeconds(snapshot),
    recipe: {
      canNextStep: snapshot.can({ type: 'step.next' }),
      onLastStep: selectOnLastStep(snapshot),
      canPreviousStep: snapshot.can({ type: 'step.back' }),
      stepWait: selectStepWait(snapshot),
      canStartWait: snapshot.can({ type: 'step.startWait' }),
      nextStep: () => send({ type: 'step.next' }),
      previousStep: () => send({ type: 'step.back' }),
      startWait: () => send({ type: 'step.startWait' }),
    },
  })
}
