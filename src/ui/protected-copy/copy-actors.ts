import { fromPromise } from 'xstate'
import { deleteCopy, downloadCopy, uploadCopy } from '../../api/copies'
import { CopyRefusal } from '../../contract/copy-refusal'
import { newRecoveryCode } from '../../contract/recovery-code'
import { collectBackup, restoreBackup } from '../../device/backup'
import { readKeptCopy } from '../../device/kept-copy'
import { copyKeys, openBackup, sealBackup } from '../../device/sealed-copy'
import type { PushResult } from '../../machines/protected-copy.machine'

/*
 * The protected copy machine's effects on the phone: Web Crypto seals and opens her export, and
 * /api/copias keeps the sealed bytes. What was last sent is remembered as a print of her data, so
 * a change is seen by comparing (`changedSinceSent`).
 */

const notKept = 'O navegador não deixou guardar os dados neste aparelho. Nada foi alterado.'

/** Her data as it would be sealed: what is compared to see a change. */
const currentPrint = () => JSON.stringify(collectBackup().data)
let sentPrint = ''

function sealed(code: string) {
  return async () => {
    const { id, key } = await copyKeys(code)
    const backup = collectBackup()
    return {
      id,
      key,
      print: JSON.stringify(backup.data),
      bytes: await sealBackup(backup, key),
    }
  }
}

/** The copy under `code` opened and merged here, as 'Importar dados' merges a file. */
async function mergeCopy(code: string): Promise<number> {
  const { id, key } = await copyKeys(code)
  const { bytes, version } = await downloadCopy(id)
  const opened = await openBackup(bytes, key)
  if ('error' in opened) throw new CopyRefusal('refused', opened.error)
  if (!restoreBackup(opened.backup)) throw new CopyRefusal('refused', notKept)
  return version
}

/** Whether her data differs from what was last sent or merged; it counts as seen from then on. */
export function changedSinceSent(): boolean {
  const print = currentPrint()
  if (print === sentPrint) return false
  sentPrint = print
  return true
}

/** The machine's actors; `beforeMerge` sees a change not seen yet before a merge hides it. */
export function copyActors(beforeMerge: () => void) {
  sentPrint = currentPrint()
  return {
    newCode: fromPromise<string>(async () => newRecoveryCode()),
    create: fromPromise<number, { code: string }>(async ({ input }) => {
      const { id, bytes, print } = await sealed(input.code)()
      const version = await uploadCopy(id, bytes, null)
      if (version === 'behind') throw new CopyRefusal('refused', 'Já existe uma cópia com este código. Comece de novo.')
      sentPrint = print
      return version
    }),
    pull: fromPromise<number, { code: string; version: number }>(async ({ input }) => {
      const { id } = await copyKeys(input.code)
      const { version } = await downloadCopy(id)
      if (version <= input.version) return input.version
      // A change not seen yet is marked before the merge hides it: it is sent after.
      beforeMerge()
      const merged = await mergeCopy(input.code)
      sentPrint = currentPrint()
      return merged
    }),
    push: fromPromise<PushResult, { code: string; version: number }>(async ({ input }) => {
      const { id, bytes, print } = await sealed(input.code)()
      const version = await uploadCopy(id, bytes, input.version)
      if (version === 'behind') return { kind: 'behind' as const }
      sentPrint = print
      return { kind: 'saved' as const, version }
    }),
    remove: fromPromise<undefined, { code: string }>(async ({ input }) => {
      await deleteCopy((await copyKeys(input.code)).id)
      return undefined
    }),
    restore: fromPromise<number, { code: string }>(async ({ input }) => {
      try {
        return await mergeCopy(input.code)
      } catch (error) {
        // No copy under this code: for her, a code that does not open anything.
        if (error instanceof CopyRefusal && error.kind === 'gone') throw new CopyRefusal('refused', error.message)
        throw error
      }
    }),
  }
}

/** 'Apagar meus dados': the server's copy goes too, when one is on. Out of reach, it expires in 13 months. */
export async function deleteKeptCopy(): Promise<void> {
  const kept = readKeptCopy()
  if (!kept) return
  await deleteCopy((await copyKeys(kept.code)).id).catch(() => {})
}
