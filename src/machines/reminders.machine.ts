import { assign, fromPromise, setup } from 'xstate'
import { ReminderRefusal, type ReminderProblem } from '../contract/reminder-refusal'
import type { ReminderChoice } from '../contract/reminders-api'

export interface RemindersInput {
  /** What the device kept: her choice, and whether a reminder was on. */
  choice: ReminderChoice
  on: boolean
}

interface RemindersContext {
  /** Whether the device kept a reminder on: where the machine starts. */
  wasOn: boolean
  choice: ReminderChoice
  /** The choice to go back to when a change could not be saved. */
  kept: ReminderChoice
  problem: ReminderProblem | null
}

type RemindersEvent = { type: 'reminders.turnOn' } | { type: 'reminders.turnOff' } | { type: 'reminders.change'; choice: ReminderChoice }

const problemOf = (error: unknown): ReminderProblem => (error instanceof ReminderRefusal ? error.problem : 'server')

/**
 * The profile's Notificações: off → turning on (permission, push subscription, the server) → on;
 * a change of time or days is saved to the server; off forgets the subscription. A reminder the
 * device says is on is confirmed first (`confirm`): after an import, or on a new phone, there may
 * be no subscription behind it; with the browser's permission it subscribes again, without it the
 * switch is off until she turns it on. Every effect is an actor (`confirm`, `enable`, `save`,
 * `disable`: the browser's push and /api/lembretes, which the profile provides from
 * src/ui/reminders/reminder-actors.ts) or an action (`keep`, `forget`: the device, provided by the
 * UI too); tests replace them with `machine.provide`.
 */
export const remindersMachine = setup({
  types: {
    context: {} as RemindersContext,
    events: {} as RemindersEvent,
    input: {} as RemindersInput,
  },
  actors: {
    // Inert defaults, answers that never come: the profile provides the real ones; tests send their results.
    /** Her reminder as the browser and the server now keep it, subscribed again if need be; null: nothing behind it. */
    confirm: fromPromise<ReminderChoice | null, ReminderChoice>(() => new Promise(() => {})),
    enable: fromPromise<ReminderChoice, ReminderChoice>(() => new Promise(() => {})),
    save: fromPromise<ReminderChoice, ReminderChoice>(() => new Promise(() => {})),
    disable: fromPromise<undefined>(() => new Promise(() => {})),
  },
  actions: {
    /** Keeps on the device that a reminder is on, with this choice. */
    keep: (_, _choice: ReminderChoice) => {},
    /** Keeps on the device that no reminder is on. */
    forget: () => {},
  },
  guards: {
    wasOn: ({ context }) => context.wasOn,
    confirmed: ({ event }) => 'output' in event && event.output !== null,
  },
}).createMachine({
  id: 'reminders',
  context: ({ input }) => ({ wasOn: input.on, choice: input.choice, kept: input.choice, problem: null }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'wasOn', target: 'confirming' }, { target: 'off' }],
    },
    // Never 'on' with nothing behind it: the switch waits, held, until the browser says.
    confirming: {
      tags: ['switched-on', 'busy'],
      invoke: {
        id: 'confirm',
        src: 'confirm',
        input: ({ context }) => context.choice,
        onDone: [
          {
            guard: 'confirmed',
            target: 'on',
            actions: [
              assign({
                choice: ({ context, event }) => event.output ?? context.choice,
                kept: ({ context, event }) => event.output ?? context.kept,
              }),
              { type: 'keep', params: ({ context, event }) => event.output ?? context.choice },
            ],
          },
          { target: 'off', actions: 'forget' },
        ],
        onError: { target: 'off', actions: ['forget', assign({ problem: ({ event }) => problemOf(event.error) })] },
      },
    },
    off: {
      on: { 'reminders.turnOn': { target: 'turningOn', actions: assign({ problem: null }) } },
    },
    // The switch shows what she asked for at once, and goes back off if the browser refuses.
    turningOn: {
      tags: ['switched-on', 'busy'],
      invoke: {
        id: 'enable',
        src: 'enable',
        input: ({ context }) => context.choice,
        onDone: {
          target: 'on',
          actions: [assign({ choice: ({ event }) => event.output, kept: ({ event }) => event.output }), { type: 'keep', params: ({ event }) => event.output }],
        },
        onError: { target: 'off', actions: assign({ problem: ({ event }) => problemOf(event.error) }) },
      },
    },
    on: {
      tags: ['switched-on', 'on'],
      on: {
        'reminders.change': { target: 'saving', actions: assign({ choice: ({ event }) => event.choice, problem: null }) },
        'reminders.turnOff': { target: 'turningOff', actions: assign({ problem: null }) },
      },
    },
    saving: {
      tags: ['switched-on', 'on', 'busy'],
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => context.choice,
        onDone: {
          target: 'on',
          actions: [assign({ choice: ({ event }) => event.output, kept: ({ event }) => event.output }), { type: 'keep', params: ({ event }) => event.output }],
        },
        onError: { target: 'on', actions: assign({ choice: ({ context }) => context.kept, problem: ({ event }) => problemOf(event.error) }) },
      },
    },
    turningOff: {
      tags: ['busy'],
      // Off even when the server is out of reach: her subscription is gone from the browser, and
      // the push service then answers the server 410, which deletes it (server/reminders).
      invoke: { id: 'disable', src: 'disable', onDone: { target: 'off', actions: 'forget' }, onError: { target: 'off', actions: 'forget' } },
    },
  },
})
