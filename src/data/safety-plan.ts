/**
 * 'Meu plano de segurança' (docs/product.md, Meu plano de segurança): a Stanley–Brown safety plan
 * in her own words, read from the top in a hard moment, each step there for when the one before
 * did not help. Every part is optional and kept on the device only.
 */

/** The parts she writes in her own words, one text each. */
export type SafetyPlanTextId = 'warningSigns' | 'calming' | 'distractions' | 'saferHome' | 'reasons'

/** The services she can fill in herself: the UBS and the CAPS near her. */
export type SafetyPlanServiceId = 'ubs' | 'caps'

/** A person or a service she can call: both fields optional. */
export interface SafetyPlanContact {
  name: string
  phone: string
}

/** Someone she can ask for help, in the order she put them. */
export interface SafetyPlanPerson extends SafetyPlanContact {
  id: string
}

export interface SafetyPlan {
  texts: Record<SafetyPlanTextId, string>
  people: readonly SafetyPlanPerson[]
  services: Record<SafetyPlanServiceId, SafetyPlanContact>
}

/** The plan before she writes anything. */
export const emptySafetyPlan: SafetyPlan = {
  texts: { warningSigns: '', calming: '', distractions: '', saferHome: '', reasons: '' },
  people: [],
  services: { ubs: { name: '', phone: '' }, caps: { name: '', phone: '' } },
}

/** What she can type: generous for a plan, small enough for a phone's storage. */
export const safetyPlanLimits = { text: 1000, name: 60, phone: 20, people: 6 } as const

/** The ids of the people she adds start with this, so they never take a part's name. */
export const PERSON_PREFIX = 'pessoa-'

/**
 * The number to dial for what she typed: its digits, with a leading '+' if she wrote one. A phone
 * has 8 to 15 digits; a service's 3 ('188') count only written alone, so a number on its way
 * ('(11) 9') offers no call to a wrong one. Null while it is not yet a number.
 */
export function dialable(phone: string): string | null {
  const written = phone.trim()
  const digits = written.replace(/\D/g, '')
  if (/^\d{3}$/.test(written)) return written
  if (digits.length < 8 || digits.length > 15) return null
  return written.startsWith('+') ? `+${digits}` : digits
}
