import { sendParent } from 'xstate'
import { activityCardMachine } from './activity-card.machine'
import type { RunProgress } from './activity-run'
import { recipeMachine, type RecipeProgress } from './recipe.machine'

/** What the UI gives an activity's machine in a routine: its ticker and Wake Lock, and the sound and vibration of an end. */
interface DeviceEffects {
  actors?: NonNullable<Parameters<typeof activityCardMachine.provide>[0]>['actors']
  actions?: { signalEnd: () => void }
}

/**
 * The two machines an activity of a routine runs on, as the routine runs them: the activity card
 * (led by the clock) and the recipe (led by her taps). Each tells the routine its completion, which
 * the routine records (their own recordCompletion stays inert), and where she is in it.
 */
export function activitiesInRoutine({ actors, actions }: DeviceEffects = {}) {
  return {
    activity: activityCardMachine.provide({
      ...(actors && { actors }),
      actions: {
        ...actions,
        celebrate: sendParent({ type: 'activity.done' }),
        keepProgress: sendParent((_, progress: RunProgress) => ({ type: 'activity.progress' as const, ...progress })),
      },
    }),
    recipe: recipeMachine.provide({
      ...(actors && { actors }),
      actions: {
        ...actions,
        celebrate: sendParent({ type: 'activity.done' }),
        keepProgress: sendParent((_, progress: RecipeProgress) => ({ type: 'activity.progress' as const, ...progress })),
      },
    }),
  }
}
