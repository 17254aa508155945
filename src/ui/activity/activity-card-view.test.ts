import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import type { TutorialStep } from '../../data/activity-types'
import { activityCardMachine } from '../../machines/activity-card.machine'
import { activityCardEvents, activityCardView } from './activity-card-view'

const steps: TutorialStep[] = [
  { time: 0, title: 'Sente-se', instruction: 'Sente-se com as costas retas.', duration: '1 minuto' },
  { time: 60, title: 'Respire', instruction: 'Inspire pelo nariz.', duration: '1 minuto' },
]

function card(completedToday = false) {
  const actor = createActor(activityCardMachine, { input: { activity: { duration: 2 }, completedToday } }).start()
  const events = activityCardEvents(actor.send)
  const view = () => activityCardView(actor.getSnapshot(), steps)
  return { actor, events, view }
}

describe('the view of an activity card, without rendering', () => {
  it('offers Começar and nothing to stop before she starts, and says nothing', () => {
    expect(card().view()).toEqual({
      primary: 'start',
      canStop: false,
      idle: true,
      running: false,
      paused: false,
      interrupted: false,
      completed: false,
      underWay: false,
      remainingSeconds: 120,
      totalSeconds: 120,
      position: undefined,
      announcement: '',
      recipe: undefined,
    })
  })

  it('runs on its main button, shows the step the time has reached and says it', () => {
    const { actor, events, view } = card()
    events.press(view().primary)
    actor.send({ type: 'timer.tick', elapsedSeconds: 61 })
    expect(view()).toMatchObject({ primary: 'pause', canStop: true, idle: false, running: true, underWay: true, remainingSeconds: 59 })
    expect(view().position).toMatchObject({ index: 1, total: 2, current: steps[1] })
    expect(view().announcement).toBe('Passo 2 de 2: Respire. Faltam 1 minuto.')
  })

  it('keeps Pausar behind the question Parar asks, and the step she was on in sight', () => {
    const { actor, events, view } = card()
    events.press('start')
    actor.send({ type: 'timer.tick', elapsedSeconds: 61 })
    events.stop()
    expect(view()).toMatchObject({ primary: 'pause', underWay: true, running: false })
    expect(view().position).toMatchObject({ index: 1, current: steps[1] })
  })

  it('says Retomar and the pause while paused, the step she was on still there', () => {
    const { actor, events, view } = card()
    events.press('start')
    actor.send({ type: 'timer.tick', elapsedSeconds: 61 })
    events.press(view().primary)
    expect(view()).toMatchObject({ primary: 'resume', paused: true, underWay: true, announcement: 'Atividade pausada.' })
    expect(view().position).toMatchObject({ index: 1, current: steps[1] })
  })

  it("offers 'Continuar de onde parei' for a run taken up after a reload, and goes on from there", () => {
    const actor = createActor(activityCardMachine, {
      input: { activity: { duration: 2 }, resume: { elapsedSeconds: 75, runsOn: false } },
    }).start()
    const view = () => activityCardView(actor.getSnapshot(), steps)
    expect(view()).toMatchObject({ primary: 'continue', interrupted: true, paused: false, underWay: true, remainingSeconds: 45 })
    expect(view().position).toMatchObject({ index: 1 })
    activityCardEvents(actor.send).press(view().primary)
    expect(view()).toMatchObject({ primary: 'pause', running: true, interrupted: false, remainingSeconds: 45 })
  })

  it('offers Repetir once completed, today or now', () => {
    expect(card(true).view()).toMatchObject({ primary: 'repeat', completed: true, canStop: false, announcement: 'Atividade concluída!' })
    const { actor, events, view } = card()
    events.press('start')
    actor.send({ type: 'timer.tick', elapsedSeconds: 120 })
    expect(view()).toMatchObject({ primary: 'repeat', completed: true, underWay: false, remainingSeconds: 0 })
  })
})
