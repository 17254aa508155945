import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { routineMachine } from '../../machines/routine.machine'
import { resumedInputs, routineInput } from '../../machines/testing/models/routine.model'
import { routineEvents, routineView } from './routine-view'

const [first, second] = routineInput.activities

function routine() {
  const actor = createActor(routineMachine, { input: routineInput }).start()
  return { actor, events: routineEvents(actor.send), view: () => routineView(actor.getSnapshot()) }
}

describe('the view of a routine, without rendering', () => {
  it('shows the overview and Começar before she starts', () => {
    const { view } = routine()
    expect(view()).toMatchObject({
      ready: true,
      underWay: false,
      playing: null,
      between: null,
      primary: 'start',
      secondary: { wait: false, skip: false, stop: false },
      subtitle: 'Rotina · 2 atividades',
      closeLabel: 'Fechar',
      announcement: '',
    })
  })

  it('plays the first activity with its card, and offers Pausar, Pular and Parar', () => {
    const { events, view } = routine()
    events.press('start')
    expect(view()).toMatchObject({
      ready: false,
      underWay: true,
      primary: 'pause',
      secondary: { wait: false, skip: true, stop: true },
      subtitle: 'Atividade 1 de 2',
      closeLabel: 'Sair da rotina',
    })
    expect(view().playing).toMatchObject({ index: 0, activity: first })
    expect(view().playing?.card.getSnapshot().matches('running')).toBe(true)
    events.press(view().primary as 'pause')
    expect(view().primary).toBe('resume')
  })

  it("offers 'Continuar de onde parei' in the activity she was in after a reload, with Pular and Parar", () => {
    const actor = createActor(routineMachine, { input: resumedInputs['in an activity'] }).start()
    const view = () => routineView(actor.getSnapshot())
    expect(view()).toMatchObject({ primary: 'continue', underWay: true, subtitle: 'Atividade 1 de 2', secondary: { skip: true, stop: true } })
    expect(view().playing?.card.getSnapshot().hasTag('interrupted')).toBe(true)
    routineEvents(actor.send).press('continue')
    expect(view().primary).toBe('pause')
    expect(view().playing?.card.getSnapshot().context.elapsedSeconds).toBe(60)
  })

  it('between two activities says what comes next, and holds it on Esperar', () => {
    const { actor, events, view } = routine()
    events.press('start')
    actor.send({ type: 'activity.done' })
    expect(view()).toMatchObject({
      playing: null,
      between: { done: first, next: second },
      primary: 'next',
      secondary: { wait: true, skip: false, stop: true },
      subtitle: 'A seguir: atividade 2 de 2',
      announcement: `Atividade concluída. A seguir: ${second!.title}.`,
    })
    events.wait()
    expect(view()).toMatchObject({
      held: true,
      secondary: { wait: false },
      announcement: 'Pausa entre atividades. Toque em Seguir agora quando estiver pronta.',
    })
    events.press('next')
    expect(view().playing).toMatchObject({ index: 1, activity: second })
  })

  it('ends with Voltar and says the routine is done, but not when she skipped every one', () => {
    const done = routine()
    done.events.press('start')
    done.actor.send({ type: 'activity.done' })
    done.events.press('next')
    done.actor.send({ type: 'activity.done' })
    expect(done.view()).toMatchObject({
      finished: true,
      completed: 2,
      primary: 'close',
      underWay: false,
      subtitle: 'Rotina · 2 atividades',
      announcement: 'Rotina concluída!',
    })
    const skipped = routine()
    skipped.events.press('start')
    skipped.events.skip()
    skipped.events.skip()
    expect(skipped.view()).toMatchObject({ finished: true, completed: 0, announcement: '' })
  })

  it('stops when she leaves', () => {
    const { actor, events } = routine()
    events.press('start')
    events.stop()
    expect(actor.getSnapshot().matches('stopped')).toBe(true)
  })
})
