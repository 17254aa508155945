/**
 * The assistant's content library (docs/product.md, The assistant): exercises, breathing
 * practices, meditations and quick recipes. The server searches it; the app's own tutorials
 * are part of it (linked by `appActivityId`).
 */

export type LibraryKind = 'exercise' | 'breathing' | 'meditation' | 'recipe'

/** How she is placed: on her feet (walking, rocking, at the stove), sitting (a chair, a car, a bus), lying (a bed, a sofa, a hammock). */
export type Position = 'standing' | 'sitting' | 'lying'

/**
 * A part of her that an entry strains, for the days it hurts or is healing: `lower-back` (lifting,
 * bending, a bridge), `neck` (weight on the neck and shoulders), `wrists` (weight on the hands, a
 * stretch that pulls the fingers back), `knees` (kneeling, squatting), `abdomen` (pressure on the
 * belly: a twist, lifting the legs, on all fours: diastasis, a caesarean scar), `impact` (jumps,
 * bouncing: the pelvic floor). A gentle stretch *for* a part does not strain it.
 */
export type BodyLoad = 'lower-back' | 'neck' | 'wrists' | 'knees' | 'abdomen' | 'impact'

/**
 * What an entry asks of her body and her hands, so the assistant can choose one she can do as she
 * is (the baby asleep in her arms, feeding, in the car) and say so when none fits.
 */
export interface BodyNeeds {
  /**
   * Where she can be to do every step, any one of them. An entry that takes her from standing to
   * lying lists only the position it starts in (she must be free to move) and says `floor` if it
   * ends there; one done on her knees or on all fours lists none (and says `floor`).
   */
  positions: readonly Position[]
  /** Some step is on the floor or a mat: kneeling, on all fours, lying to lift the hips. A bed or a sofa is not the floor. */
  floor: boolean
  /** Hands it needs free: 0 (both can hold the baby), 1 (one holds the baby, or a bottle), 2. For a recipe, to make it. */
  hands: 0 | 1 | 2
  /** What it strains (see BodyLoad); empty when it is gentle on all of them. */
  loads: readonly BodyLoad[]
}

/**
 * A moment of her day an entry is made for, so a screen can lead with it then. `madrugada`: the
 * night feed or the baby held in the dark (from 22:00 to 05:00, or when she turns 'Modo madrugada'
 * on): 1 to 3 minutes, at most one hand, no floor, seated or lying, eyes half closed, nothing said
 * aloud. library.test.ts holds every entry so marked to those rules.
 */
export type Moment = 'madrugada'

export interface LibraryEntry {
  /** Stable, kebab-case: 'alongamento-pescoco'. */
  id: string
  kind: LibraryKind
  title: string
  /** One warm sentence on what it is and why it helps. */
  summary: string
  minutes: number
  /** Short imperative steps in natural Brazilian Portuguese. */
  steps: string[]
  /** Words she might use for it: body parts, moments (sono, ansiedade), meals, ingredients, synonyms. */
  tags: string[]
  /**
   * Recipes only: the steps that truly wait (cooking, resting), by position from 0, and for how
   * many seconds; the player gives each its own timer she starts.
   */
  waitSeconds?: Readonly<Record<number, number>>
  /** Recipes only: what goes in, in kitchen words ('1 banana madura'). */
  ingredients?: string[]
  /** Safety notes shown with it (postpartum, diastasis, pain, allergies). */
  cautions?: string[]
  /** What it asks of her body and hands (see BodyNeeds). */
  body: BodyNeeds
  /** The moments it is made for (see Moment); absent for any time of day. */
  moments?: readonly Moment[]
  /** The dashboard activity that matches it, if any ('alongamento-energizante'). */
  appActivityId?: string
}
