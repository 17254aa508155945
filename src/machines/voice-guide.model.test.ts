import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, type SnapshotFrom } from 'xstate'
import { selectVoiceGuideStatus, voiceGuideMachine, type SpeakInput, type VoiceGuideInput } from './voice-guide.machine'
import { replayCoverage, uncovered } from './testing/graph-coverage'
import {
  BRAZILIAN_VOICE,
  describeVoiceGuidePath,
  FIRST_STEP,
  SECOND_STEP,
  voiceGuideEvents,
  voiceGuideInputs,
  voiceGuidePaths,
} from './testing/models/voice-guide.model'

type Snapshot = SnapshotFrom<typeof voiceGuideMachine>
type StateName = 'checking' | 'unavailable' | 'off' | 'quiet' | 'speaking'

/** What the test saw of the speech and the remembered choice the UI would provide. */
interface Effects {
  /** Every utterance started, in order. */
  said: SpeakInput[]
  /** Utterances under way now, and the most at once. */
  live: number
  mostAtOnce: number
  remembered: boolean[]
}

function run(input: VoiceGuideInput) {
  const effects: Effects = { said: [], live: 0, mostAtOnce: 0, remembered: [] }
  const machine = voiceGuideMachine.provide({
    actors: {
      speak: fromPromise<undefined, SpeakInput>(({ input: utterance, signal }) => {
        effects.said.push(utterance)
        effects.live++
        effects.mostAtOnce = Math.max(effects.mostAtOnce, effects.live)
        // Never ends by itself here: the paths say when it does (xstate.done.actor.speak).
        return new Promise<undefined>((_resolve, reject) =>
          signal.addEventListener('abort', () => {
            effects.live--
            reject(new Error('cancelled'))
          }),
        )
      }),
    },
    actions: { rememberChoice: (_, { wanted }) => void effects.remembered.push(wanted) },
  })
  return { actor: createActor(machine, { input }).start(), effects }
}

const stateName = (s: Snapshot): StateName =>
  s.matches({ on: 'speaking' }) ? 'speaking' : s.matches({ on: 'quiet' }) ? 'quiet' : (s.value as StateName)

// What must hold in each state, whatever path led there. A speech the path ended (done, error) no
// longer counts as live: `live` is what the test's speech holds open, so it is checked only as "at most one".
const expectations = {
  checking: (s, effects) => {
    expect(selectVoiceGuideStatus(s)).toBe('waiting')
    expect(s.can({ type: 'guide.turnOn' })).toBe(false)
    expect(effects.said).toEqual([])
  },
  // No pt-BR voice: the option says so and stays off; nothing is spoken.
  unavailable: (s, effects) => {
    expect(selectVoiceGuideStatus(s)).toBe('unavailable')
    expect(s.can({ type: 'guide.turnOn' })).toBe(false)
    expect(s.can({ type: 'guide.turnOff' })).toBe(false)
    expect(s.hasTag('speaking')).toBe(false)
    expect(effects.mostAtOnce).toBeLessThanOrEqual(1)
  },
  off: (s, effects) => {
    expect(selectVoiceGuideStatus(s)).toBe('off')
    expect(s.context.wanted).toBe(false)
    expect(s.can({ type: 'guide.turnOn' })).toBe(true)
    expect(s.hasTag('speaking')).toBe(false)
    expect(effects.mostAtOnce).toBeLessThanOrEqual(1)
  },
  quiet: (s, effects) => {
    expect(selectVoiceGuideStatus(s)).toBe('on')
    expect(s.context.wanted).toBe(true)
    expect(s.can({ type: 'guide.turnOff' })).toBe(true)
    expect(s.hasTag('speaking')).toBe(false)
    expect(effects.mostAtOnce).toBeLessThanOrEqual(1)
  },
  // Reading the running step, in the voice found, and only that.
  speaking: (s, effects) => {
    expect(selectVoiceGuideStatus(s)).toBe('on')
    expect(s.hasTag('speaking')).toBe(true)
    expect(s.context.step).not.toBeNull()
    expect(effects.said.at(-1)).toEqual({ voice: BRAZILIAN_VOICE, text: s.context.step!.text })
    expect(effects.mostAtOnce).toBe(1)
  },
} satisfies Record<StateName, (snapshot: Snapshot, effects: Effects) => void>

const labelled = voiceGuideInputs.flatMap((input) =>
  voiceGuidePaths(input).map(
    (path) => [`${input.wanted ? 'chosen on' : 'off (default)'}: ${describeVoiceGuidePath(path)}`, input, path] as const,
  ),
)

describe('voice-guide machine, paths generated from its graph', () => {
  it.each(labelled)('%s', (_name, input, path) => {
    const { actor, effects } = run(input)
    const turns: boolean[] = []
    for (const [index, step] of path.steps.entries()) {
      if (index > 0) actor.send(step.event)
      const snapshot = actor.getSnapshot()
      expect(snapshot.value).toEqual(step.state.value)
      expectations[stateName(snapshot)](snapshot, effects)
      // Her choice is remembered each time she changes it, never otherwise.
      if (index > 0 && step.event.type === 'guide.turnOn' && path.steps[index - 1]!.state.can(step.event)) turns.push(true)
      if (index > 0 && step.event.type === 'guide.turnOff' && path.steps[index - 1]!.state.can(step.event)) turns.push(false)
      expect(effects.remembered).toEqual(turns)
    }
    actor.stop()
  })

  it('reaches every state and takes every transition', () => {
    const coverage = voiceGuideInputs.reduce(
      (covered, input) => replayCoverage(voiceGuideMachine, voiceGuidePaths(input), input, covered),
      { states: new Set<string>(), transitions: new Set<string>() },
    )
    expect(uncovered(voiceGuideMachine, coverage)).toEqual({ states: [], transitions: [] })
  })

  it('lists every event type the machine handles', () => {
    const handled = new Set(voiceGuideMachine.events.filter((type) => !type.startsWith('xstate.')))
    expect(new Set(voiceGuideEvents.filter((e) => !e.type.startsWith('xstate.')).map((event) => event.type))).toEqual(handled)
  })
})

describe('voice-guide machine, a meditation read aloud', () => {
  it('reads each step once as it starts, never over itself; pausing silences it, resuming reads the step again', () => {
    const { actor, effects } = run({ wanted: true })
    actor.send({ type: 'voice.found', voice: BRAZILIAN_VOICE })
    actor.send({ type: 'step.start', step: FIRST_STEP })
    actor.send({ type: 'step.start', step: FIRST_STEP }) // the same step again: not read twice
    expect(effects.said.map((s) => s.text)).toEqual([FIRST_STEP.text])
    actor.send({ type: 'step.start', step: SECOND_STEP }) // the next step cuts the first short
    expect(effects.said.map((s) => s.text)).toEqual([FIRST_STEP.text, SECOND_STEP.text])
    expect(effects.live).toBe(1)
    actor.send({ type: 'step.hold' }) // 'Pausar'
    expect(effects.live).toBe(0)
    actor.send({ type: 'step.start', step: SECOND_STEP }) // 'Retomar': where she is, again
    expect(effects.said.map((s) => s.text)).toEqual([FIRST_STEP.text, SECOND_STEP.text, SECOND_STEP.text])
    actor.stop() // the player closed
    expect(effects.live).toBe(0)
    expect(effects.mostAtOnce).toBe(1)
  })

  it('off, says nothing; turned on while a step runs, reads it at once; turned off, falls silent', () => {
    const { actor, effects } = run({ wanted: false })
    actor.send({ type: 'voice.found', voice: BRAZILIAN_VOICE })
    actor.send({ type: 'step.start', step: FIRST_STEP })
    expect(effects.said).toEqual([])
    actor.send({ type: 'guide.turnOn' })
    expect(effects.said).toEqual([{ voice: BRAZILIAN_VOICE, text: FIRST_STEP.text }])
    actor.send({ type: 'guide.turnOff' })
    expect(effects.live).toBe(0)
    expect(effects.remembered).toEqual([true, false])
  })

  it('on a device without a pt-BR voice stays off, whatever she chose, and cannot be turned on', () => {
    const { actor, effects } = run({ wanted: true })
    actor.send({ type: 'voice.missing' })
    actor.send({ type: 'guide.turnOn' })
    actor.send({ type: 'step.start', step: FIRST_STEP })
    expect(selectVoiceGuideStatus(actor.getSnapshot())).toBe('unavailable')
    expect(effects.said).toEqual([])
    expect(effects.remembered).toEqual([])
  })
})
