/**
 * The assistant's content library (docs/product.md, The assistant): exercises, breathing
 * practices, meditations and quick recipes. The server searches it; the app's own tutorials
 * are part of it (linked by `appActivityId`).
 */

export type LibraryKind = 'exercise' | 'breathing' | 'meditation' | 'recipe'

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
  /** Recipes only: what goes in, in kitchen words ('1 banana madura'). */
  ingredients?: string[]
  /** Safety notes shown with it (postpartum, diastasis, pain, allergies). */
  cautions?: string[]
  /** The dashboard activity that matches it, if any ('alongamento-energizante'). */
  appActivityId?: string
}
