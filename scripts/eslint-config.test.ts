import { ESLint } from 'eslint'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// The repository's own ESLint config, run on code that is never written to disk.
const eslint = new ESLint({ cwd: fileURLToPath(new URL('..', import.meta.url)) })
async function problems(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath })
  return result!.messages.map(({ ruleId, message }) => `${ruleId}: ${message}`)
}

// The first lint loads the config and walks the import graph (import/no-cycle): seconds on a busy machine.
describe('the lint rules of src/ui/', { timeout: 60_000 }, () => {
  it("refuses an import of another folder's file that the folder does not offer", async () => {
    const code = "import { StreakCard } from '../dashboard/streak-card'\n\nexport const card = StreakCard\n"
    expect(await problems(code, 'src/ui/chat/probe.ts')).toEqual([
      'import/no-restricted-paths: Unexpected path "../dashboard/streak-card" imported in restricted zone. src/ui/dashboard/ offers the other folders of src/ui/ only nothing (uiFolderExports in eslint.config.js).',
    ])
  })

  it('lets a folder use what another offers, and its own files', async () => {
    const code =
      "import { ScreenHeader } from '../layout/screen-header'\nimport { MessageList } from './message-list'\n\nexport const parts = [ScreenHeader, MessageList]\n"
    expect(await problems(code, 'src/ui/chat/probe.ts')).toEqual([])
  })

  it('checks the rules of hooks in a hook file of its own', async () => {
    const code = "import { useState } from 'react'\n\nexport function useProbe(on: boolean) {\n  if (on) useState(0)\n}\n"
    const rules = (await problems(code, 'src/ui/chat/use-probe.ts')).map((problem) => problem.split(':')[0])
    expect(rules).toEqual(['react-hooks/rules-of-hooks'])
  })
})

describe('the lint rules of evaluation/', { timeout: 60_000 }, () => {
  it('keeps what ships from reading the evaluation sets', async () => {
    const code = "import { evalSet } from '../../evaluation/eval-set'\n\nexport const size = evalSet.length\n"
    expect(await problems(code, 'src/assistant/probe.ts')).toEqual([
      'import/no-restricted-paths: Unexpected path "../../evaluation/eval-set" imported in restricted zone. evaluation/ is measuring and training material: only tests and scripts read it, never what ships.',
    ])
  })

  it('lets a test of the assistant read them', async () => {
    const code = "import { evalSet } from '../../evaluation/eval-set'\n\nexport const size = evalSet.length\n"
    expect(await problems(code, 'src/assistant/probe.test.ts')).toEqual([])
  })

  it('lets the evaluation read the assistant and nothing else of the app', async () => {
    const code = "import { createAssistant } from '../src/assistant/assistant'\nimport { chatMachine } from '../src/machines/chat.machine'\n\nexport const parts = [createAssistant, chatMachine]\n"
    expect(await problems(code, 'evaluation/probe.ts')).toEqual([
      'import/no-restricted-paths: Unexpected path "../src/machines/chat.machine" imported in restricted zone. evaluation/ reads the embedded assistant, its content and the contract, nothing else of the app.',
    ])
  })
})
