/** What a message asks for; safety (`crisis`, `health`) is decided before anything else. */
export type Intent =
  | 'greeting'
  | 'thanks'
  | 'capabilities'
  | 'exercise'
  | 'meditation' // breathing, anxiety, stress, sleep, guided meditation
  | 'recipe'
  | 'after-birth' // baby blues, postpartum depression, the signs, where to go, what her family can do
  | 'health' // medicines, doses, symptoms, a baby's fever: point to a professional, never a dose
  | 'crisis'
  | 'out-of-scope'

/** Which crisis reply: violence adds Ligue 180 / 190; harm to the baby is named with care. */
export type CrisisKind = 'suicide' | 'self-harm' | 'baby' | 'violence'
