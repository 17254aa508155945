import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ChatTurn } from '../src/contract/chat-api'
import type { CrisisKind } from '../src/assistant/reading/intent-types'

/*
 * The body's alarms set (./alarms/README.md): messages by writers who never read the assistant,
 * labelled as a paediatric or obstetric nurse would. `readable/` may be read to tune the signs;
 * `sealed/` is never read, only its figures.
 */

export type AlarmKind = 'urgent-baby' | 'urgent-her' | 'soon' | 'everyday'

export interface AlarmCase {
  id: string
  writer: string
  message: string
  kind: AlarmKind
  /** The writer's short label of the sign ("button battery swallowed"). */
  sign: string
  /** Something swallowed, drunk or taken. */
  swallowed?: boolean
  /** The alarm also carries a crisis of the mind or of violence. */
  crisis?: CrisisKind
  history?: ChatTurn[]
  style?: string
}

export type AlarmHalf = 'readable' | 'sealed'

const folder = join(import.meta.dirname, 'alarms')
const kinds: readonly AlarmKind[] = ['urgent-baby', 'urgent-her', 'soon', 'everyday']

function parsed(line: string, where: string): AlarmCase {
  const value = JSON.parse(line) as AlarmCase
  if (typeof value.message !== 'string' || !kinds.includes(value.kind) || typeof value.id !== 'string') {
    throw new Error(`${where}: not a case of the alarms set`)
  }
  return value
}

/** Every case of one half, in file order. */
export function alarmCases(half: AlarmHalf): AlarmCase[] {
  const dir = join(folder, half)
  return readdirSync(dir)
    .filter((name) => name.endsWith('.jsonl'))
    .sort()
    .flatMap((name) =>
      readFileSync(join(dir, name), 'utf8')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line, index) => parsed(line, `${name}:${index + 1}`)),
    )
}
