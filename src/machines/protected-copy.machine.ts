import { assign, fromPromise, setup } from 'xstate'
import type { KeptCopy } from '../contract/copies-api'
import { CopyRefusal } from '../contract/copy-refusal'
import { invalidRecoveryCode, parseRecoveryCode, typedBackMatches } from '../contract/recovery-code'

export type { KeptCopy }

export interface ProtectedCopyInput {
  kept: KeptCopy | null
}

interface ProtectedCopyContext {
  /** The code while it is shown and checked, and while the copy is on. */
  code: string | null
  version: number
  dirty: boolean
  /** What went wrong last, in Portuguese, for her; null when all is well. */
  problem: string | null
}

type ProtectedCopyEvent =
  | { type: 'copy.turnOn' }
  | { type: 'copy.codeKept' }
  | { type: 'copy.back' }
  | { type: 'copy.cancel' }
  | { type: 'copy.typeBack'; typed: string }
  | { type: 'copy.restore'; typed: string }
  | { type: 'copy.changed' }
  | { type: 'copy.online' }
  | { type: 'copy.turnOff' }

/** What a push did: saved as this version, or the server has a newer one to merge first. */
export type PushResult = { kind: 'saved'; version: number } | { kind: 'behind' }

const offline = 'Sem conexão agora. Tente de novo quando a internet voltar.'
export const notTypedBack = 'O grupo que você digitou não confere com o último grupo do código. Confira e tente de novo.'
export const copyGone = 'Sua cópia protegida foi apagada do servidor (em outro aparelho, ou por ficar 13 meses sem uso). Ligue de novo para fazer uma nova.'
export const stillOn = 'Não foi possível apagar a cópia do servidor agora. Ela continua ligada; tente de novo com internet.'

const messageOf = (error: unknown) => (error instanceof CopyRefusal && error.kind !== 'offline' ? error.message : offline)
const kindOf = (error: unknown) => (error instanceof CopyRefusal ? error.kind : 'offline')

/**
 * 'Cópia protegida' (Perfil): off → a new code shown once → she types its last group back → the
 * copy made on the server → on. While on, a change is sent after the `throttle` delay (at most one
 * send per delay), and when she is back online; a push the server refuses as behind (another phone
 * sent a newer version) merges the newer copy first, as 'Importar dados' merges, then sends. 'Já
 * tenho uma cópia' brings her copy down with the code she types, merges it, and is on. Turning it
 * off deletes the server's copy. Every effect is an actor (`newCode`, `create`, `pull`, `push`,
 * `remove`, `restore`: Web Crypto, /api/copias and the device, provided by
 * src/ui/protected-copy/copy-actors.ts) or an action (`keep`, `forget`: the device); the delay is
 * `throttle`. Tests replace them with `machine.provide`.
 */
export const protectedCopyMachine = setup({
  types: {
    context: {} as ProtectedCopyContext,
    events: {} as ProtectedCopyEvent,
    input: {} as ProtectedCopyInput,
  },
  actors: {
    // Inert defaults, answers that never come: the app provides the real ones; tests send their results.
    /** A new recovery code, canonical. */
    newCode: fromPromise<string>(() => new Promise(() => {})),
    /** Her data sealed and sent as a new copy; its version. */
    create: fromPromise<number, { code: string }>(() => new Promise(() => {})),
    /** The server's copy, merged here when it is newer than `version`; the version this phone now has. */
    pull: fromPromise<number, { code: string; version: number }>(() => new Promise(() => {})),
    /** Her data sealed and sent over `version`. */
    push: fromPromise<PushResult, { code: string; version: number }>(() => new Promise(() => {})),
    /** The server's copy deleted. */
    remove: fromPromise<undefined, { code: string }>(() => new Promise(() => {})),
    /** The copy of this code brought down, opened and merged; its version. */
    restore: fromPromise<number, { code: string }>(() => new Promise(() => {})),
  },
  actions: {
    /** Keeps on the device that the copy is on, with its code and version. */
    keep: (_, _kept: KeptCopy) => {},
    /** Keeps on the device that no copy is on. */
    forget: () => {},
  },
  delays: {
    /** Between a change and its send: a few minutes, so a busy hour costs a few sends. */
    throttle: 3 * 60 * 1000,
  },
  guards: {
    wasOn: ({ context }) => context.code !== null,
    typedBack: ({ context, event }) => event.type === 'copy.typeBack' && context.code !== null && typedBackMatches(context.code, event.typed),
    codeReadable: ({ event }) => event.type === 'copy.restore' && parseRecoveryCode(event.typed) !== undefined,
    dirty: ({ context }) => context.dirty,
    saved: ({ event }) => 'output' in event && (event.output as PushResult).kind === 'saved',
    gone: ({ event }) => 'error' in event && kindOf(event.error) === 'gone',
    refused: ({ event }) => 'error' in event && kindOf(event.error) === 'refused',
  },
}).createMachine({
  id: 'protectedCopy',
  context: ({ input }) => ({
    code: input.kept?.code ?? null,
    version: input.kept?.version ?? 0,
    dirty: input.kept?.dirty ?? false,
    problem: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'wasOn', target: 'on' }, { target: 'off' }],
    },
    off: {
      entry: assign({ code: null, version: 0, dirty: false }),
      on: {
        'copy.turnOn': { target: 'preparing', actions: assign({ problem: null }) },
        'copy.restore': [
          { guard: 'codeReadable', target: 'restoring', actions: assign({ problem: null, code: ({ event }) => parseRecoveryCode(event.typed)! }) },
          { actions: assign({ problem: invalidRecoveryCode }) },
        ],
      },
    },
    preparing: {
      tags: ['busy'],
      invoke: {
        id: 'newCode',
        src: 'newCode',
        onDone: { target: 'showingCode', actions: assign({ code: ({ event }) => event.output }) },
        onError: { target: 'off', actions: assign({ problem: 'Este navegador não consegue criar um código seguro. Tente em outro navegador.' }) },
      },
    },
    // Shown once: she copies it, shares it or saves it as a file, then says she kept it.
    showingCode: {
      tags: ['code'],
      on: {
        'copy.codeKept': { target: 'typingBack', actions: assign({ problem: null }) },
        'copy.cancel': { target: 'off', actions: assign({ problem: null }) },
      },
    },
    typingBack: {
      on: {
        'copy.typeBack': [{ guard: 'typedBack', target: 'creating', actions: assign({ problem: null }) }, { actions: assign({ problem: notTypedBack }) }],
        'copy.back': { target: 'showingCode', actions: assign({ problem: null }) },
        'copy.cancel': { target: 'off', actions: assign({ problem: null }) },
      },
    },
    creating: {
      tags: ['busy'],
      invoke: {
        id: 'create',
        src: 'create',
        input: ({ context }) => ({ code: context.code! }),
        onDone: {
          target: 'on',
          actions: [
            assign({ version: ({ event }) => event.output, dirty: false }),
            { type: 'keep', params: ({ context, event }) => ({ code: context.code!, version: event.output, dirty: false }) },
          ],
        },
        // The code stays: she has kept it already, and tries again.
        onError: { target: 'typingBack', actions: assign({ problem: ({ event }) => messageOf(event.error) }) },
      },
    },
    restoring: {
      tags: ['busy'],
      invoke: {
        id: 'restore',
        src: 'restore',
        input: ({ context }) => ({ code: context.code! }),
        onDone: {
          target: 'restored',
          actions: [
            assign({ version: ({ event }) => event.output }),
            { type: 'keep', params: ({ context, event }) => ({ code: context.code!, version: event.output, dirty: false }) },
          ],
        },
        onError: { target: 'off', actions: assign({ problem: ({ event }) => messageOf(event.error) }) },
      },
    },
    // Her data is back on this phone: the app loads again on it, and the copy is on here too.
    restored: { type: 'final' },
    on: {
      tags: ['on'],
      initial: 'pulling',
      on: {
        'copy.changed': { actions: [assign({ dirty: true }), { type: 'keep', params: ({ context }) => ({ code: context.code!, version: context.version, dirty: true }) }] },
        'copy.turnOff': { target: 'turningOff', actions: assign({ problem: null }) },
      },
      states: {
        // On opening, and back online: a newer copy from another phone is merged before anything is sent.
        pulling: {
          tags: ['busy'],
          invoke: {
            id: 'pull',
            src: 'pull',
            input: ({ context }) => ({ code: context.code!, version: context.version }),
            onDone: [
              {
                guard: 'dirty',
                target: 'pushing',
                actions: [assign({ version: ({ event }) => event.output, problem: null }), { type: 'keep', params: ({ context, event }) => ({ ...kept(context), version: event.output }) }],
              },
              {
                target: 'idle',
                actions: [assign({ version: ({ event }) => event.output, problem: null }), { type: 'keep', params: ({ context, event }) => ({ ...kept(context), version: event.output }) }],
              },
            ],
            onError: [
              { guard: 'gone', target: '#protectedCopy.off', actions: ['forget', assign({ problem: copyGone })] },
              { target: 'offline', actions: assign({ problem: ({ event }) => (kindOf(event.error) === 'refused' ? messageOf(event.error) : null) }) },
            ],
          },
        },
        idle: {
          on: { 'copy.changed': { target: 'waiting', actions: [assign({ dirty: true }), { type: 'keep', params: ({ context }) => ({ ...kept(context), dirty: true }) }] } },
        },
        waiting: {
          after: { throttle: 'pushing' },
        },
        pushing: {
          tags: ['busy'],
          // Clean as it leaves: a change while it is on its way makes it dirty again.
          entry: assign({ dirty: false }),
          invoke: {
            id: 'push',
            src: 'push',
            input: ({ context }) => ({ code: context.code!, version: context.version }),
            onDone: [
              {
                guard: 'saved',
                target: 'sent',
                actions: [
                  assign({ version: ({ context, event }) => (event.output.kind === 'saved' ? event.output.version : context.version), problem: null }),
                  { type: 'keep', params: ({ context }) => kept(context) },
                ],
              },
              // Another phone sent a newer version: merged here first, then sent again.
              { target: 'pulling', actions: assign({ dirty: true }) },
            ],
            onError: [
              { guard: 'gone', target: '#protectedCopy.off', actions: ['forget', assign({ problem: copyGone })] },
              { target: 'offline', actions: assign({ dirty: true, problem: ({ event }) => (kindOf(event.error) === 'refused' ? messageOf(event.error) : null) }) },
            ],
          },
        },
        sent: {
          always: [{ guard: 'dirty', target: 'waiting' }, { target: 'idle' }],
        },
        // Queued: what changed waits here until she is back online.
        offline: {
          on: { 'copy.online': 'pulling' },
        },
      },
    },
    turningOff: {
      tags: ['busy'],
      invoke: {
        id: 'remove',
        src: 'remove',
        input: ({ context }) => ({ code: context.code! }),
        onDone: { target: 'off', actions: 'forget' },
        onError: [
          { guard: 'gone', target: 'off', actions: 'forget' },
          // A send cut short by turning off may not have landed: sent again, to be sure.
          { target: 'on.sent', actions: [assign({ problem: stillOn, dirty: true }), { type: 'keep', params: ({ context }) => kept(context) }] },
        ],
      },
    },
  },
})

function kept(context: ProtectedCopyContext): KeptCopy {
  return { code: context.code!, version: context.version, dirty: context.dirty }
}
