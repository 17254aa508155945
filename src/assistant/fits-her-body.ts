import type { BodyNeeds } from '../data/library/library-types'
import type { HerBody } from './her-body'

/** What an entry asks that she cannot give as she is, mildest last (see closest). */
export type Misfit = 'strain' | 'floor' | 'position' | 'hands'

/** Every way the entry does not fit how she is (empty: she can do it as she is). */
export function misfits(body: BodyNeeds, her: HerBody): Misfit[] {
  const found: Misfit[] = []
  if (her.avoid.some((load) => body.loads.includes(load))) found.push('strain')
  if (her.floor === false && body.floor) found.push('floor')
  if (her.positions && !her.positions.some((position) => body.positions.includes(position))) found.push('position')
  if (her.hands !== undefined && body.hands > her.hands) found.push('hands')
  return found
}

export const fitsHer = (body: BodyNeeds, her: HerBody): boolean => misfits(body, her).length === 0

/**
 * How far an entry is from fitting, for choosing the closest when none fits: a strain weighs most
 * (it could hurt her), then the floor and a position she cannot take, then a hand she does not have.
 */
export function distance(body: BodyNeeds, her: HerBody): number {
  const weight: Record<Misfit, number> = { strain: 8, floor: 4, position: 2, hands: 1 }
  return misfits(body, her).reduce((total, misfit) => total + weight[misfit], 0)
}
