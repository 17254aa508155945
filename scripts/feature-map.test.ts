import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { deviceFilesIn, uiFoldersIn, unmapped } from './feature-map'

const src = fileURLToPath(new URL('../src', import.meta.url))
const architecture = readFileSync(new URL('../docs/architecture.md', import.meta.url), 'utf8')

describe("docs/architecture.md's feature map", () => {
  it('names every folder of src/ui/ and every file of src/device/ in a row', () => {
    expect(unmapped(architecture, uiFoldersIn(src), deviceFilesIn(src))).toEqual({ uiFolders: [], deviceFiles: [] })
  })
})

describe('the feature map check', () => {
  const map = [
    '# How it is built',
    '',
    '## Where each feature lives',
    '',
    '| feature | device | ui (route) |',
    '|---|---|---|',
    '| **chat** | `device/chat-history.ts`, `chat-draft.ts` | `ui/chat/chat-screen.tsx`, `device/speech.ts` |',
    '| **mood** | | `ui/mood/` (`mood-check-in.tsx`) |',
    '',
    '## Another section',
    '',
    'Also `ui/plan/plan-screen.tsx` and `device/journal.ts`, but outside the map.',
  ].join('\n')

  it('names the folders and files that no row names, made missing on purpose', () => {
    const folders = ['chat', 'mood', 'plan', 'player']
    const files = ['chat-draft.ts', 'chat-history.ts', 'journal.ts', 'speech.ts', 'wake-lock.ts']
    expect(unmapped(map, folders, files)).toEqual({ uiFolders: ['plan', 'player'], deviceFiles: ['journal.ts', 'wake-lock.ts'] })
  })

  it('reads a bare file name as a device file in the device column only', () => {
    const elsewhere = map.replace('`ui/mood/` (`mood-check-in.tsx`)', '`ui/mood/` (`moods.ts`)')
    expect(unmapped(elsewhere, [], ['moods.ts']).deviceFiles).toEqual(['moods.ts'])
  })

  it('does not take a folder for another that starts with its name', () => {
    expect(unmapped(map, ['chat', 'cha', 'moo'], []).uiFolders).toEqual(['cha', 'moo'])
  })
})
