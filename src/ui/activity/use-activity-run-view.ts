import { useSelector } from '@xstate/react'
import { useCallback, useMemo } from 'react'
import type { ActorRefFrom, ActorRefFromLogic } from 'xstate'
import type { activityCardMachine } from '../../machines/activity-card.machine'
import type { recipeMachine } from '../../machines/recipe.machine'
import { isRecipeSnapshot } from '../../machines/recipe.selectors'
import { activityCardEvents, activityCardView } from './activity-card-view'
import { recipeView } from './recipe-view'
import { useActivitySteps, type Tutorial } from './use-activity-card-view'

/**
 * An activity's actor in the player: the activity card's (led by the clock), a recipe's (led by her
 * taps), or a routine's child `activity`, which is the one or the other.
 */
export type ActivityActor =
  | ActorRefFrom<typeof activityCardMachine>
  | ActorRefFrom<typeof recipeMachine>
  | ActorRefFromLogic<typeof activityCardMachine | typeof recipeMachine>

type RecipeActor = ActorRefFrom<typeof recipeMachine>
const isRecipeActor = (actorRef: ActivityActor): actorRef is RecipeActor => isRecipeSnapshot(actorRef.getSnapshot())

/**
 * Either kind of activity as the player shows it, current at every snapshot: a recipe with its own
 * controls (recipe-view.ts), anything else as an activity card. Kept apart from the dashboard's
 * cards, which never play a recipe, so their first load carries none of it.
 */
export function useActivityRunView(actorRef: ActivityActor, tutorial: Tutorial) {
  const snapshot = useSelector(actorRef, (s) => s)
  const steps = useActivitySteps(tutorial, snapshot.hasTag('active'))
  const events = useMemo(() => activityCardEvents(actorRef.send), [actorRef])
  // Her steps' taps, which only a recipe's actor takes.
  const sendToRecipe = useCallback<RecipeActor['send']>(
    (event) => {
      if (isRecipeActor(actorRef)) actorRef.send(event)
    },
    [actorRef],
  )
  return useMemo(
    () => ({ ...(isRecipeSnapshot(snapshot) ? recipeView(snapshot, steps, sendToRecipe) : activityCardView(snapshot, steps)), ...events }),
    [snapshot, steps, events, sendToRecipe],
  )
}
