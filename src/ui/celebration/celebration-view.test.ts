import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { motivationalPhrases } from '../../data/daily'
import { celebrationMachine } from '../../machines/celebration.machine'
import { celebrationEvents, celebrationView } from './celebration-view'

afterEach(() => vi.useRealTimers())

function celebration() {
  const actor = createActor(celebrationMachine, { input: { random: () => 0 } }).start()
  return { actor, events: celebrationEvents(actor.send), view: () => celebrationView(actor.getSnapshot()) }
}

describe('the view of a celebration, without rendering', () => {
  it('is closed until something is completed', () => {
    expect(celebration().view()).toMatchObject({ open: false, confetti: false, bursts: 0 })
  })

  it('opens with the title, a phrase and confetti that bursts, then calms down; Continuar closes it', () => {
    vi.useFakeTimers()
    const { actor, events, view } = celebration()
    actor.send({ type: 'celebration.open', activityTitle: 'Respiração da Calma', reducedMotion: false })
    expect(view()).toMatchObject({ open: true, confetti: true, activityTitle: 'Respiração da Calma', phrase: motivationalPhrases[0] })
    vi.advanceTimersByTime(250)
    expect(view().bursts).toBeGreaterThan(0)
    vi.advanceTimersByTime(3000)
    expect(view()).toMatchObject({ open: true, confetti: false })
    events.close()
    expect(view().open).toBe(false)
  })

  it('opens calm, without confetti, under reduced motion', () => {
    const { actor, view } = celebration()
    actor.send({ type: 'celebration.open', activityTitle: 'Alongamento', reducedMotion: true })
    expect(view()).toMatchObject({ open: true, confetti: false, bursts: 0 })
  })
})
