import type { AnyMachineSnapshot, EventFrom } from 'xstate'
import { CopyRefusal } from '../../../contract/copy-refusal'
import { protectedCopyMachine, type ProtectedCopyInput, type PushResult } from '../../protected-copy.machine'
import { generatePaths } from '../generate-paths'

type ProtectedCopyEvent = EventFrom<typeof protectedCopyMachine>

/** Her events plus the effects' results and the delay, as XState raises them. */
export type ProtectedCopyModelEvent =
  | ProtectedCopyEvent
  | { type: 'xstate.done.actor.newCode'; output: string }
  | { type: 'xstate.done.actor.create' | 'xstate.done.actor.pull' | 'xstate.done.actor.restore'; output: number }
  | { type: 'xstate.done.actor.push'; output: PushResult }
  | { type: 'xstate.done.actor.remove' }
  | { type: `xstate.error.actor.${string}`; error: Error }
  | { type: `xstate.after.${string}` }

/** A code as newRecoveryCode makes it; her typing of its last group, and of the whole, her way. */
export const CODE = '0123456789ABCDEFGHJKMNPQRSTV'
const LAST_GROUP_HER_WAY = 'r s-t v'
export const CODE_HER_WAY = '0123 4567 89ab cdef ghjk mnpq rstv'

const offline = new CopyRefusal('offline', 'Failed to fetch')
const gone = new CopyRefusal('gone', 'Não encontramos uma cópia com este código.')
const refused = new CopyRefusal('refused', 'Este código não abre a cópia. Confira as letras e os números e tente de novo.')

export const protectedCopyEvents = [
  { type: 'copy.turnOn' },
  { type: 'xstate.done.actor.newCode', output: CODE },
  { type: 'xstate.error.actor.newCode', error: new Error('no crypto') },
  { type: 'copy.codeKept' },
  { type: 'copy.back' },
  { type: 'copy.cancel' },
  { type: 'copy.typeBack', typed: 'ABCD' },
  { type: 'copy.typeBack', typed: LAST_GROUP_HER_WAY },
  { type: 'xstate.done.actor.create', output: 1 },
  { type: 'xstate.error.actor.create', error: offline },
  { type: 'copy.restore', typed: 'não é um código' },
  { type: 'copy.restore', typed: CODE_HER_WAY },
  { type: 'xstate.done.actor.restore', output: 4 },
  { type: 'xstate.error.actor.restore', error: refused },
  { type: 'xstate.done.actor.pull', output: 3 },
  { type: 'xstate.error.actor.pull', error: offline },
  { type: 'xstate.error.actor.pull', error: gone },
  { type: 'copy.changed' },
  { type: 'xstate.after.throttle.protectedCopy.on.waiting' },
  { type: 'xstate.done.actor.push', output: { kind: 'saved', version: 4 } },
  { type: 'xstate.done.actor.push', output: { kind: 'behind' } },
  { type: 'xstate.error.actor.push', error: offline },
  { type: 'xstate.error.actor.push', error: gone },
  { type: 'copy.online' },
  { type: 'copy.turnOff' },
  { type: 'xstate.done.actor.remove' },
  { type: 'xstate.error.actor.remove', error: offline },
  { type: 'xstate.error.actor.remove', error: gone },
] as const satisfies ReadonlyArray<ProtectedCopyModelEvent>

export const protectedCopyInputs = {
  fresh: { kept: null },
  on: { kept: { code: CODE, version: 2, dirty: false } },
  onWithChanges: { kept: { code: CODE, version: 2, dirty: true } },
} satisfies Record<string, ProtectedCopyInput>

const effectOf: Record<string, string> = {
  newCode: 'preparing',
  create: 'creating',
  restore: 'restoring',
  pull: 'on.pulling',
  push: 'on.pushing',
  remove: 'turningOff',
}

/** Paths through every state and transition; an effect's result only where that effect runs, the delay only while waiting. */
export function protectedCopyPaths(input: ProtectedCopyInput) {
  const paths = generatePaths(protectedCopyMachine, {
    events: protectedCopyEvents as ReadonlyArray<ProtectedCopyEvent>,
    input,
    simple: false,
    // Versions and words multiply the graph without changing what can happen next.
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.dirty, snapshot.context.problem !== null]),
  })
  return paths.filter((path) =>
    path.steps.every((step, i) => {
      if (i === 0) return true
      const previous = path.steps[i - 1]!.state as AnyMachineSnapshot
      if (step.event.type.startsWith('xstate.after.')) return previous.matches({ on: 'waiting' })
      const effect = /^xstate\.(?:done|error)\.actor\.(\w+)$/.exec(step.event.type)?.[1]
      return !effect || previous.matches(effectOf[effect]!.includes('.') ? { on: effectOf[effect]!.split('.')[1]! } : effectOf[effect]!)
    }),
  )
}

export function describeProtectedCopyPath(path: { steps: ReadonlyArray<{ event: { type: string; error?: unknown; output?: unknown } }> }): string {
  const name = ({ type, error, output }: { type: string; error?: unknown; output?: unknown }) =>
    error instanceof CopyRefusal ? `${type}(${error.kind})` : error ? `${type}(erro)` : type === 'xstate.done.actor.push' ? `${type}(${(output as PushResult).kind})` : type
  return path.steps.slice(1).map(({ event }) => name(event)).join(' → ') || 'início'
}
