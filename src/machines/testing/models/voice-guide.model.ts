import type { AnyMachineSnapshot, EventFrom } from 'xstate'
import { voiceGuideMachine, type SpokenStep, type VoiceGuideInput } from '../../voice-guide.machine'
import { generatePaths } from '../generate-paths'

type VoiceGuideEvent = EventFrom<typeof voiceGuideMachine>

/** Her events, the player's steps and the effects' results, as XState raises them. */
export type VoiceGuideModelEvent =
  | VoiceGuideEvent
  | { type: 'xstate.done.actor.speak' }
  | { type: 'xstate.error.actor.speak'; error: Error }

export const BRAZILIAN_VOICE = 'Luciana (pt-BR)'
export const FIRST_STEP: SpokenStep = { key: '0', text: 'Acomode-se. Sente-se com as costas apoiadas.' }
export const SECOND_STEP: SpokenStep = { key: '1', text: 'Respire. Inspire pelo nariz contando até quatro.' }

export const voiceGuideEvents = [
  { type: 'voice.found', voice: BRAZILIAN_VOICE },
  { type: 'voice.missing' },
  { type: 'guide.turnOn' },
  { type: 'guide.turnOff' },
  { type: 'step.start', step: FIRST_STEP },
  { type: 'step.start', step: SECOND_STEP },
  { type: 'step.hold' },
  { type: 'xstate.done.actor.speak' },
  { type: 'xstate.error.actor.speak', error: new Error('synthesis-failed') },
] as const satisfies ReadonlyArray<VoiceGuideModelEvent>

/** Her choice as remembered: off (the default) and on. */
export const voiceGuideInputs = [{ wanted: false }, { wanted: true }] as const satisfies readonly VoiceGuideInput[]

/** Paths through every state and transition; the speech's result only while it speaks. */
export function voiceGuidePaths(input: VoiceGuideInput) {
  const paths = generatePaths(voiceGuideMachine, {
    events: voiceGuideEvents as ReadonlyArray<VoiceGuideEvent>,
    input,
    simple: false,
  })
  return paths.filter((path) =>
    path.steps.every(
      (step, i) =>
        i === 0 ||
        !step.event.type.startsWith('xstate.') ||
        (path.steps[i - 1]!.state as AnyMachineSnapshot).hasTag('speaking'),
    ),
  )
}

export function describeVoiceGuidePath(path: { steps: ReadonlyArray<{ event: VoiceGuideModelEvent | VoiceGuideEvent }> }) {
  const name = (event: VoiceGuideModelEvent | VoiceGuideEvent) =>
    event.type === 'step.start' ? `step.start(${event.step.key})` : event.type
  return path.steps.slice(1).map(({ event }) => name(event)).join(' → ') || 'início'
}
