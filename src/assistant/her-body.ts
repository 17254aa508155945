import type { BodyLoad, Position } from '../data/library/library-types'
import {
  babyElsewhere,
  babyOnHer,
  cannotSit,
  car,
  carrier,
  feeding,
  floorCues,
  habits,
  handsCues,
  painCues,
  painWord,
  positionCues,
  seat,
  stove,
  walking,
} from './her-body-cues'

/**
 * How she is right now, as far as her words say (her-body-cues.ts): what an entry must allow for
 * her to do it as she is. A field is absent when her words say nothing of it.
 */
export interface HerBody {
  /** Where she is, or can be: an entry must be doable in one of them. */
  positions?: Position[]
  /** `false`: nothing on the floor (a baby on her, a car, a bed); `true`: she says she can use it. */
  floor?: boolean
  /** Hands she has free. */
  hands?: 0 | 1 | 2
  /** What hurts or is healing: an entry must not strain it. */
  avoid: BodyLoad[]
  /** Where the baby is, for the reply to say it back. */
  baby?: 'arms' | 'feeding' | 'carrier'
}

const loads: readonly BodyLoad[] = ['lower-back', 'neck', 'wrists', 'knees', 'abdomen', 'impact']

function painsIn(normalized: string): BodyLoad[] {
  const hurts = painWord.test(normalized)
  return loads.filter((load) => {
    const { part, condition } = painCues[load]
    return condition.pattern.test(normalized) || (hurts && part !== undefined && part.test(normalized))
  })
}

function positionsIn(now: string, scene: { walking: boolean; stove: boolean; car: boolean }): Position[] | undefined {
  if (cannotSit.pattern.test(now)) return ['standing', 'lying']
  const said: Position[] = (['standing', 'sitting', 'lying'] as const).filter((position) => positionCues[position].pattern.test(now))
  if (seat.pattern.test(now) && !said.includes('lying') && !said.includes('sitting')) said.push('sitting')
  if (said.length > 0) return said
  if (scene.car) return ['sitting']
  if (scene.walking || scene.stove) return ['standing']
  return undefined
}

function handsFree(now: string, baby: HerBody['baby'], lying: boolean, atTheStove: boolean): HerBody['hands'] {
  if (handsCues[0].pattern.test(now)) return 0
  if (handsCues[1].pattern.test(now)) return 1
  if (handsCues[2].pattern.test(now)) return 2
  // Asleep on her while she lies, or at the breast: one arm holds the baby. In her arms otherwise: both.
  if (baby === 'feeding' || (baby === 'arms' && lying)) return 1
  if (baby === 'arms') return 0
  if (atTheStove) return 1
  return undefined
}

/**
 * How she is, from her message in normal form; undefined when it says nothing of her body. For
 * food (`forFood`) only her hands count, and at least one: a stove she is at is where she cooks.
 */
export function readHerBody(normalized: string, { forFood = false }: { forFood?: boolean } = {}): HerBody | undefined {
  const now = habits.reduce((text, habit) => text.replace(habit.pattern, ' '), normalized)
  const elsewhere = babyElsewhere.pattern.test(now)
  const baby: HerBody['baby'] = elsewhere
    ? undefined
    : feeding.pattern.test(now)
      ? 'feeding'
      : babyOnHer.some((cue) => cue.pattern.test(now))
        ? 'arms'
        : carrier.pattern.test(now)
          ? 'carrier'
          : undefined
  const scene = {
    walking: walking.pattern.test(now),
    stove: stove.pattern.test(now) && !forFood,
    car: car.pattern.test(now),
  }
  const positions = positionsIn(now, scene)
  const lying = positions?.includes('lying') === true && !positions.includes('sitting')
  const hands = handsFree(now, baby, lying, scene.stove)
  const avoid = painsIn(normalized)
  if (baby !== undefined && !avoid.includes('impact')) avoid.push('impact')

  if (forFood) {
    return hands === undefined ? undefined : { hands: hands === 0 ? 1 : hands, avoid: [], ...(baby && { baby }) }
  }
  const placed = baby !== undefined || positions !== undefined || scene.walking || scene.stove || scene.car
  const floor = floorCues.refused.pattern.test(now)
    ? false
    : floorCues.allowed.pattern.test(now)
      ? true
      : placed
        ? false
        : undefined
  if (!placed && floor === undefined && hands === undefined && avoid.length === 0) return undefined
  return {
    avoid,
    ...(positions && { positions }),
    ...(floor !== undefined && { floor }),
    ...(hands !== undefined && { hands }),
    ...(baby && { baby }),
  }
}

/** Every word that says how her body is: the baby on her, her hands, where she is, what hurts. */
const bodyWords: readonly RegExp[] = [
  // The one she holds, said before where, read first: "tô com ele no colo" leaves no "estou com ele" behind.
  new RegExp(
    ' (estou|esta|to|fico|ficar|fiquei) com (ele|ela|o bebe|a bebe|os dois|as duas)' +
      ' (?=(no|na|nos|nas|aqui|agora|dormindo|mamando) )',
  ),
  ...babyOnHer.map((cue) => cue.pattern),
  feeding.pattern,
  carrier.pattern,
  ...Object.values(handsCues).map((cue) => cue.pattern),
  ...Object.values(positionCues).map((cue) => cue.pattern),
  seat.pattern,
  cannotSit.pattern,
  floorCues.allowed.pattern,
  floorCues.refused.pattern,
  ...Object.values(painCues).flatMap(({ part, condition }) => (part ? [part, condition.pattern] : [condition.pattern])),
  painWord,
].map((pattern) => new RegExp(pattern.source, 'g'))

/**
 * Her message without the words that say how her body is ("minha lombar dói, tô com ele no
 * colo"): what is left is what else she said, read again for risk (risk/conversation.ts).
 */
export function withoutHerBody(text: string): string {
  // Twice: matches that share a space are found on the second pass.
  const once = (from: string) => bodyWords.reduce((rest, pattern) => rest.replace(pattern, ' '), from)
  return once(once(text))
}
