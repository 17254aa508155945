import { assign, fromCallback, fromPromise, setup, type SnapshotFrom } from 'xstate'

/** A step as it is read aloud: which one (to tell a new step from the same one) and what to say. */
export interface SpokenStep {
  key: string
  text: string
}

/** What the device's voices say: the best pt-BR voice it has (its URI), or that it has none. */
export type VoicesEvent = { type: 'voice.found'; voice: string } | { type: 'voice.missing' }

type VoiceGuideEvent =
  | VoicesEvent
  | { type: 'guide.turnOn' }
  | { type: 'guide.turnOff' }
  /** A step starts running: at its start, or again after a pause. */
  | { type: 'step.start'; step: SpokenStep }
  /** The timer stopped: paused, 'Parar?' asked, completed, or the step left the screen. */
  | { type: 'step.hold' }

export interface VoiceGuideInput {
  /** Her remembered choice ('Guia por voz', off by default). */
  wanted: boolean
}

export interface SpeakInput {
  voice: string
  text: string
}

interface VoiceGuideContext {
  wanted: boolean
  voice: string | null
  /** The step running now, or null while the timer waits. */
  step: SpokenStep | null
}

/**
 * 'Guia por voz' (docs/product.md, Activity player): each step read aloud as it starts, in the best
 * pt-BR voice the device has. Until the `voices` actor says which (it waits for the browser's
 * list), the option waits; with none it is unavailable and stays off. On, a step that starts is
 * spoken by the `speak` actor, which lives only while it speaks: a new step, the timer stopping or
 * turning it off ends it, so it never talks over itself and falls silent with 'Pausar' and 'Parar'.
 * Turned on while a step runs, that step is read at once. Her choice is remembered through
 * `rememberChoice`. The voices and the speech are the UI's (src/device/speech.ts).
 */
export const voiceGuideMachine = setup({
  types: {
    context: {} as VoiceGuideContext,
    events: {} as VoiceGuideEvent,
    input: {} as VoiceGuideInput,
  },
  actors: {
    // Inert defaults: the UI provides the device's voices and speech; tests send their results.
    voices: fromCallback<VoicesEvent>(() => {}),
    speak: fromPromise<undefined, SpeakInput>(() => new Promise<undefined>(() => {})),
  },
  actions: {
    setVoice: assign({ voice: ({ event }) => (event.type === 'voice.found' ? event.voice : null) }),
    setStep: assign({ step: ({ event }) => (event.type === 'step.start' ? event.step : null) }),
    clearStep: assign({ step: null }),
    want: assign({ wanted: true }),
    unwant: assign({ wanted: false }),
    rememberChoice: (_, _params: { wanted: boolean }) => {},
  },
  guards: {
    isWanted: ({ context }) => context.wanted,
    isStepRunning: ({ context }) => context.step !== null,
    isNewStep: ({ context, event }) => event.type === 'step.start' && event.step.key !== context.step?.key,
  },
}).createMachine({
  id: 'voiceGuide',
  context: ({ input }) => ({ wanted: input.wanted, voice: null, step: null }),
  invoke: { id: 'voices', src: 'voices' },
  // Whatever the option, the guide knows which step runs, so turning it on can read it.
  on: {
    'step.start': { actions: 'setStep' },
    'step.hold': { actions: 'clearStep' },
    'voice.found': { actions: 'setVoice' },
    'voice.missing': { target: '.unavailable', actions: 'setVoice' },
  },
  initial: 'checking',
  states: {
    checking: {
      tags: ['waiting'],
      on: { 'voice.found': { target: 'choosing', actions: 'setVoice' } },
    },
    unavailable: {
      tags: ['unavailable'],
      on: { 'voice.found': { target: 'choosing', actions: 'setVoice' } },
    },
    choosing: {
      always: [{ guard: 'isWanted', target: 'on' }, { target: 'off' }],
    },
    off: {
      on: {
        'guide.turnOn': { target: 'on', actions: ['want', { type: 'rememberChoice', params: { wanted: true } }] },
      },
    },
    on: {
      tags: ['on'],
      on: {
        'guide.turnOff': { target: 'off', actions: ['unwant', { type: 'rememberChoice', params: { wanted: false } }] },
        'step.start': { guard: 'isNewStep', target: '.speaking', reenter: true, actions: 'setStep' },
        'step.hold': { target: '.quiet', actions: 'clearStep' },
      },
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: 'isStepRunning', target: 'speaking' }, { target: 'quiet' }],
        },
        quiet: {},
        speaking: {
          tags: ['speaking'],
          invoke: {
            id: 'speak',
            src: 'speak',
            input: ({ context }) => ({ voice: context.voice ?? '', text: context.step?.text ?? '' }),
            onDone: { target: 'quiet' },
            // A voice that fails says nothing more for this step; the next one tries again.
            onError: { target: 'quiet' },
          },
        },
      },
    },
  },
})

type VoiceGuideSnapshot = SnapshotFrom<typeof voiceGuideMachine>

/** Where the option stands: still looking for a voice, none on this device, off, or on. */
export type VoiceGuideStatus = 'waiting' | 'unavailable' | 'off' | 'on'

export const selectVoiceGuideStatus = (snapshot: VoiceGuideSnapshot): VoiceGuideStatus =>
  snapshot.hasTag('waiting')
    ? 'waiting'
    : snapshot.hasTag('unavailable')
      ? 'unavailable'
      : snapshot.hasTag('on')
        ? 'on'
        : 'off'
