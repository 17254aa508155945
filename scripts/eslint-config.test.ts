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

describe('the layers of src/', { timeout: 60_000 }, () => {
  const reply = "import { askAssistant } from '../../api/ask-assistant'\n\nexport const ask = askAssistant\n"
  const rules = async (code: string, filePath: string) => (await problems(code, filePath)).map((problem) => problem.split(':')[0])

  it('lets ui/ reach api/ only in the actors it gives a machine', async () => {
    expect(await rules(reply, 'src/ui/chat/reply-actor.ts')).toEqual([])
    expect(await rules(reply, 'src/ui/chat/probe-actors.ts')).toEqual([])
    expect(await rules(reply, 'src/ui/chat/chat-probe.tsx')).toEqual(['import/no-restricted-paths'])
    expect(await rules(reply, 'src/ui/chat/actor-probe.ts')).toEqual(['import/no-restricted-paths'])
  })

  it('keeps machines to data and the contract', async () => {
    const code =
      "import { askAssistant } from '../api/ask-assistant'\nimport { journalEntries } from '../device/journal'\n" +
      "import { streakOn } from '../progress/streak'\n\nexport const all = [askAssistant, journalEntries, streakOn]\n"
    expect(await rules(code, 'src/machines/probe.machine.ts')).toEqual(Array(3).fill('import/no-restricted-paths'))
  })

  it('keeps the device layer free of React, machines and the screens', async () => {
    const code =
      "import { useState } from 'react'\nimport { chatMachine } from '../machines/chat.machine'\nimport { ScreenHeader } from '../ui/layout/screen-header'\n\nexport const all = [useState, chatMachine, ScreenHeader]\n"
    expect(await rules(code, 'src/device/probe.ts')).toEqual(['no-restricted-imports', 'import/no-restricted-paths', 'import/no-restricted-paths'])
  })

  it('leaves what the browser keeps to the device layer', async () => {
    const code = "export const kept = [localStorage.getItem('k'), window.sessionStorage.length, document.cookie]\n"
    expect(await rules(code, 'src/ui/chat/probe.ts')).toEqual(['no-restricted-globals', 'no-restricted-properties', 'no-restricted-properties'])
    expect(await rules(code, 'src/device/probe.ts')).toEqual([])
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

describe('the Chakra recipes the slim system lacks', { timeout: 60_000 }, () => {
  const rules = async (code: string) => (await problems(code, 'src/ui/chat/probe.tsx')).map((problem) => problem.split(':')[0])

  it('flags a component rendered without the recipe the system does not hold', async () => {
    const code =
      "import { Badge, Dialog } from '@chakra-ui/react'\n\n" +
      'export const probe = (\n  <>\n    <Badge>novo</Badge>\n    <Dialog.Root open>\n      <Dialog.Content />\n    </Dialog.Root>\n  </>\n)\n'
    expect(await problems(code, 'src/ui/chat/probe.tsx')).toEqual([
      "app/chakra-recipe: <Badge> renders unstyled: the app's Chakra system has no 'badge' recipe. Pass recipe={badgeRecipe} from '@chakra-ui/react/theme' (src/ui/system/style-recipes.ts says why).",
      "app/chakra-recipe: <Dialog.Root> renders unstyled: the app's Chakra system has no 'dialog' recipe. Pass recipe={dialogSlotRecipe} from '@chakra-ui/react/theme' (src/ui/system/style-recipes.ts says why).",
    ])
  })

  it('lets a component go with its recipe, unstyled, or when the system holds its recipe', async () => {
    const code =
      "import { Badge as Tag, Button, Card, Textarea } from '@chakra-ui/react'\nimport { badgeRecipe } from '@chakra-ui/react/theme'\n\n" +
      'export const probe = (\n  <Card.Root>\n    <Tag recipe={badgeRecipe}>novo</Tag>\n    <Textarea unstyled />\n    <Button>Ok</Button>\n  </Card.Root>\n)\n'
    expect(await rules(code)).toEqual([])
  })
})
