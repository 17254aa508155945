import { createActor, type ActorRefFrom } from 'xstate'
import { forgetCopy, keepCopy, readKeptCopy } from '../../device/kept-copy'
import { protectedCopyMachine } from '../../machines/protected-copy.machine'
import { inspect } from '../dev/inspector'
import { changedSinceSent, copyActors } from './copy-actors'

/*
 * Her protected copy's machine, one per page: the Perfil card shows it, and it runs from the app's
 * idle page while the copy is on (offline-support.tsx), so a change anywhere is sent. A change is seen by
 * comparing her data as it would be exported, every CHECK_EVERY_MS and when she leaves the app.
 */

const CHECK_EVERY_MS = 15_000

type CopyActor = ActorRefFrom<typeof protectedCopyMachine>
let actor: CopyActor | undefined

function check() {
  if (actor && changedSinceSent()) actor.send({ type: 'copy.changed' })
}

/** The page's protected-copy actor, started on first use with what the phone keeps. */
export function protectedCopy(): CopyActor {
  if (actor) return actor
  const machine = protectedCopyMachine.provide({
    actors: copyActors(check),
    actions: { keep: (_, kept) => keepCopy(kept), forget: forgetCopy },
  })
  actor = createActor(machine, {
    input: { kept: readKeptCopy() },
    inspect,
  }).start()
  setInterval(check, CHECK_EVERY_MS)
  document.addEventListener('visibilitychange', check)
  window.addEventListener('online', () => actor?.send({ type: 'copy.online' }))
  return actor
}
