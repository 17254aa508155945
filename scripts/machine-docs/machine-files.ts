import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { AnyStateMachine } from 'xstate'
import { renderMachineDoc } from './render-machine-doc'

const machinesDir = 'src/machines'
export const docsDir = 'docs/machines'

function isMachine(value: unknown): value is AnyStateMachine {
  return typeof value === 'object' && value !== null && 'root' in value && 'id' in value && 'transition' in value
}

/** Every `src/machines/*.machine.ts` with the Markdown page it should have in docs/machines/. */
export async function machineDocs(root = process.cwd()): Promise<Array<{ file: string; markdown: string }>> {
  const sources = readdirSync(join(root, machinesDir)).filter((name) => name.endsWith('.machine.ts')).sort()
  return Promise.all(
    sources.map(async (name) => {
      const module: Record<string, unknown> = await import(pathToFileURL(join(root, machinesDir, name)).href)
      const machine = Object.values(module).find(isMachine)
      if (!machine) throw new Error(`${name} exports no machine`)
      return {
        file: join(docsDir, name.replace(/\.machine\.ts$/, '.md')),
        markdown: renderMachineDoc(machine, `${machinesDir}/${name}`),
      }
    }),
  )
}
