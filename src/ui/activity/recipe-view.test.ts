import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import type { TutorialStep } from '../../data/activity-types'
import { recipeMachine } from '../../machines/recipe.machine'
import { activityCardEvents } from './activity-card-view'
import { recipeView } from './recipe-view'

const steps: TutorialStep[] = [
  { time: 0, title: 'Sente-se', instruction: 'Sente-se com as costas retas.', duration: '1 minuto' },
  { time: 60, title: 'Respire', instruction: 'Inspire pelo nariz.', duration: '1 minuto' },
]

describe('the view of a recipe, without rendering', () => {
  it('offers Começar and nothing of its steps before she starts', () => {
    const actor = createActor(recipeMachine, { input: { minutes: 2, stepWaits: [0, 90] } }).start()
    expect(recipeView(actor.getSnapshot(), steps, actor.send)).toMatchObject({
      primary: 'start',
      idle: true,
      remainingSeconds: 120,
      position: undefined,
      announcement: '',
      recipe: { canNextStep: false, onLastStep: false, canPreviousStep: false, stepWait: undefined, canStartWait: false },
    })
  })

  it("moves a recipe on by 'Próximo passo', offers its waiting step's timer and 'Concluir' on the last", () => {
    const actor = createActor(recipeMachine, { input: { minutes: 2, stepWaits: [0, 90] } }).start()
    const events = activityCardEvents(actor.send)
    const view = () => recipeView(actor.getSnapshot(), steps, actor.send)
    const recipe = () => view().recipe!
    events.press(view().primary)
    actor.send({ type: 'timer.tick', elapsedSeconds: 61 })
    expect(recipe()).toMatchObject({ canNextStep: true, onLastStep: false, canPreviousStep: false, stepWait: undefined })
    expect(view().position?.index).toBe(0) // the clock does not move her on
    expect(view().announcement).toBe('Passo 1 de 2: Sente-se.') // no time left to tell
    recipe().nextStep()
    expect(recipe()).toMatchObject({ onLastStep: true, canPreviousStep: true, canStartWait: true })
    expect(recipe().stepWait).toEqual({ seconds: 90, remainingSeconds: 90, started: false })
    recipe().startWait()
    actor.send({ type: 'timer.tick', elapsedSeconds: 91 })
    expect(recipe()).toMatchObject({ canStartWait: false, stepWait: { remainingSeconds: 60, started: true } })
    recipe().previousStep()
    expect(view().position?.index).toBe(0)
    recipe().nextStep()
    recipe().nextStep()
    expect(view().completed).toBe(true)
  })
})
