import type { LibraryKind } from '../src/data/library/library-types'
import b1 from './body/b1.json'
import b2 from './body/b2.json'
import b3 from './body/b3.json'

/*
 * The body set (./body/README.md): requests that say how she is right now, labelled with what an
 * entry must allow. b1 and b2 are read to tune; b3 is held out, only its figures are looked at.
 */

export type HandsFree = 'none' | 'one' | 'two'
export type BodyPosition = 'standing' | 'sitting' | 'lying'
export type Avoid = 'lower-back-load' | 'neck-load' | 'wrist-load' | 'knee-load' | 'abdominal-strain' | 'impact'

export interface BodyCase {
  id: string
  message: string
  accept: LibraryKind[]
  /** What the entry must allow; a field is present only when the message implies it. */
  needs: { floor?: boolean; hands?: HandsFree; positions?: BodyPosition[]; avoid?: Avoid[] }
  minutes?: number
  /** The writer's note on the scene. */
  situation: string
}

const kinds: readonly string[] = ['exercise', 'breathing', 'meditation', 'recipe']
const hands: readonly string[] = ['none', 'one', 'two']
const positions: readonly string[] = ['standing', 'sitting', 'lying']
const avoids: readonly string[] = ['lower-back-load', 'neck-load', 'wrist-load', 'knee-load', 'abdominal-strain', 'impact']

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''
const listOf = (value: unknown, allowed: readonly string[]) =>
  Array.isArray(value) && value.length > 0 && value.every((item) => allowed.includes(item as string))

/** A label out of the lists would silently score as met: the set is checked as it loads. */
function checked(rows: readonly Record<string, unknown>[], file: string): BodyCase[] {
  for (const row of rows) {
    const needs = (row.needs ?? {}) as Record<string, unknown>
    const problems = [
      !isText(row.id) && 'id',
      !isText(row.message) && 'message',
      !isText(row.situation) && 'situation',
      !listOf(row.accept, kinds) && 'accept',
      Object.keys(needs).some((key) => !['floor', 'hands', 'positions', 'avoid'].includes(key)) && 'needs',
      needs.floor !== undefined && typeof needs.floor !== 'boolean' && 'floor',
      needs.hands !== undefined && !hands.includes(needs.hands as string) && 'hands',
      needs.positions !== undefined && !listOf(needs.positions, positions) && 'positions',
      needs.avoid !== undefined && !listOf(needs.avoid, avoids) && 'avoid',
      row.minutes !== undefined && !(typeof row.minutes === 'number' && row.minutes > 0) && 'minutes',
    ].filter(Boolean)
    if (problems.length > 0) throw new Error(`${file}: ${String(row.id)} has a bad ${problems.join(', ')}`)
  }
  return rows as unknown as BodyCase[]
}

/** Jéssica and Helena: read to tune the assistant. */
export const bodyRead = [...checked(b1, 'b1.json'), ...checked(b2, 'b2.json')]
/** Daiane: never read, only its figures. */
export const bodyHeldOut = checked(b3, 'b3.json')
