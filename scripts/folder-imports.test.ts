import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { folderImports, folderLoops } from './folder-imports'

const made: string[] = []
afterEach(() => made.splice(0).forEach((root) => rmSync(root, { recursive: true })))

/** A source tree written to a temporary folder: path → contents. */
function tree(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'folder-imports-'))
  made.push(root)
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return root
}

describe('the folders of src/', () => {
  it('import each other in one direction only: no folder reaches itself through another', () => {
    expect(folderLoops(folderImports(fileURLToPath(new URL('../src', import.meta.url))))).toEqual([])
  })
})

describe('the folder loop check', () => {
  it('names every loop of folders made on purpose, by the imports that tie it', () => {
    const root = tree({
      'ui/chat/help.tsx': "import { Link } from '../safety-plan/link'\n",
      'ui/safety-plan/list.tsx': "export { Help } from '../chat/help'\n",
      'ui/layout/frame.tsx': "const Keeper = () => import('../run/keeper')\n",
      'ui/run/keeper.tsx': "import type { Player } from '../player/player'\n",
      'ui/player/player.tsx': "import { Dialog } from '../layout/dialog'\nimport { own } from './own'\n",
    })
    expect(folderLoops(folderImports(root))).toEqual([
      {
        folders: ['ui/chat', 'ui/safety-plan'],
        ties: [
          'ui/chat → ui/safety-plan (ui/chat/help.tsx imports ../safety-plan/link)',
          'ui/safety-plan → ui/chat (ui/safety-plan/list.tsx imports ../chat/help)',
        ],
      },
      {
        folders: ['ui/layout', 'ui/player', 'ui/run'],
        ties: [
          'ui/layout → ui/run (ui/layout/frame.tsx imports ../run/keeper)',
          'ui/player → ui/layout (ui/player/player.tsx imports ../layout/dialog)',
          'ui/run → ui/player (ui/run/keeper.tsx imports ../player/player)',
        ],
      },
    ])
  })

  it('lets a folder import itself, a folder below it one way, and leaves tests and packages out', () => {
    const root = tree({
      'ui/chat/screen.tsx': "import { Box } from '@chakra-ui/react'\nimport { bubble } from './bubble'\nimport { Header } from '../layout/header'\n",
      'ui/layout/header.tsx': "import { inspect } from './dev/inspect'\n",
      'ui/layout/header.test.tsx': "import { Screen } from '../chat/screen'\n",
    })
    expect(folderLoops(folderImports(root))).toEqual([])
  })
})
