import { describe, expect, it } from 'vitest'
import { createActor, type SnapshotFrom } from 'xstate'
import type { MoodAnswer } from '../data/mood'
import { answerOf, moodCheckInMachine, showsHelp, type MoodCheckInInput } from './mood-check-in.machine'
import { describeMoodCheckInPath, moodCheckInEvents, moodCheckInInputs, moodCheckInPaths } from './testing/models/mood-check-in.model'
import { replayCoverage, uncovered } from './testing/graph-coverage'

type Snapshot = SnapshotFrom<typeof moodCheckInMachine>
type StateName = 'asking' | 'answered' | 'changing'
/** What the device holds as today's answer, and every answer the machine asked it to keep. */
interface Device {
  kept: MoodAnswer | null
  saves: MoodAnswer[]
}

// What must hold in each state, whatever path led there. Everywhere: what she sees is what the device keeps.
const expectations = {
  asking: (s, device) => {
    expect(s.hasTag('faces')).toBe(true)
    expect(s.hasTag('words')).toBe(false)
    expect(answerOf(s)).toBeNull()
    expect(device.kept).toBeNull()
    expect(s.can({ type: 'word.toggle', word: 'cansada' })).toBe(false)
    expect(s.can({ type: 'mood.keep' })).toBe(false)
  },
  answered: (s, device) => {
    expect(s.hasTag('words')).toBe(true)
    expect(s.hasTag('faces')).toBe(false)
    expect(answerOf(s)).toEqual(device.kept)
    expect(s.can({ type: 'mood.change' })).toBe(true)
  },
  changing: (s, device) => {
    expect(s.hasTag('faces')).toBe(true)
    expect(s.hasTag('words')).toBe(false)
    expect(answerOf(s)).toEqual(device.kept)
    expect(s.can({ type: 'mood.keep' })).toBe(true)
  },
} satisfies Record<StateName, (snapshot: Snapshot, device: Device) => void>

function run(input: MoodCheckInInput) {
  const device: Device = { kept: input.answer, saves: [] }
  const actor = createActor(
    moodCheckInMachine.provide({
      actions: {
        save: ({ context }) => {
          const answer = { level: context.level!, words: context.words }
          device.kept = answer
          device.saves.push(answer)
        },
      },
    }),
    { input },
  ).start()
  const send = (event: Parameters<typeof actor.send>[0]) => {
    if (event.type === 'mood.read') device.kept = event.answer
    actor.send(event)
  }
  return { actor, device, send }
}

const labelled = moodCheckInInputs.flatMap((input) =>
  moodCheckInPaths(input).map((path) => [`${input.answer ? 'answered before' : 'first look'}: ${describeMoodCheckInPath(path)}`, input, path] as const),
)

describe('mood check-in machine, paths generated from its graph', () => {
  it.each(labelled)('%s', (_name, input, path) => {
    const { actor, device, send } = run(input)
    for (const [index, step] of path.steps.entries()) {
      if (index > 0) send(step.event)
      const snapshot = actor.getSnapshot()
      expect(snapshot.value).toEqual(step.state.value)
      expectations[snapshot.value as StateName](snapshot, device)
      // 'Muito mal' brings the help at once, and only it.
      expect(showsHelp(snapshot)).toBe(snapshot.context.level === 'muito-mal')
    }
  })

  it('reaches every state and takes every transition', () => {
    const coverage = moodCheckInInputs.reduce(
      (covered, input) => replayCoverage(moodCheckInMachine, moodCheckInPaths(input), input, covered),
      { states: new Set<string>(), transitions: new Set<string>() },
    )
    expect(uncovered(moodCheckInMachine, coverage)).toEqual({ states: [], transitions: [] })
  })

  it('lists every event type the machine handles', () => {
    const handled = new Set(moodCheckInMachine.events.filter((type) => !type.startsWith('xstate.')))
    expect(new Set(moodCheckInEvents.map((event) => event.type))).toEqual(handled)
  })
})

describe('mood check-in, as she answers', () => {
  it('two taps at most: the face is kept at once, a word with the next', () => {
    const { actor, device, send } = run({ answer: null })
    send({ type: 'mood.choose', level: 'mal' })
    expect(device.saves).toEqual([{ level: 'mal', words: [] }])
    send({ type: 'word.toggle', word: 'cansada' })
    expect(device.saves.at(-1)).toEqual({ level: 'mal', words: ['cansada'] })
    send({ type: 'word.toggle', word: 'cansada' })
    expect(device.saves.at(-1)).toEqual({ level: 'mal', words: [] })
    expect(actor.getSnapshot().value).toBe('answered')
  })

  it("'Mudar' then another face keeps her words; 'Manter' changes nothing", () => {
    const { actor, device, send } = run({ answer: { level: 'mal', words: ['triste'] } })
    send({ type: 'mood.change' })
    send({ type: 'mood.keep' })
    expect(device.saves).toEqual([])
    send({ type: 'mood.change' })
    send({ type: 'mood.choose', level: 'mais-ou-menos' })
    expect(device.saves).toEqual([{ level: 'mais-ou-menos', words: ['triste'] }])
    expect(actor.getSnapshot().value).toBe('answered')
  })

  it('a new day, or her data erased, asks again without keeping anything', () => {
    const { actor, device, send } = run({ answer: { level: 'muito-mal', words: [] } })
    expect(showsHelp(actor.getSnapshot())).toBe(true)
    send({ type: 'mood.read', answer: null })
    expect(actor.getSnapshot().value).toBe('asking')
    expect(showsHelp(actor.getSnapshot())).toBe(false)
    expect(device.saves).toEqual([])
  })
})
