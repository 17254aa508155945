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

/** The screen's route: the chat's help and the profile open it. */
export const SAFETY_PLAN_ROUTE = '/plano-de-seguranca'

export const safetyPlanTitle = 'Meu plano de segurança'

interface PlanStep {
  title: string
  /** One line on what goes here. */
  about: string
  /** A short example, so the blank is never a form to fill. */
  example: string
}

/** The seven steps in the order she reads them, each with what it is and an example. */
export const safetyPlanSteps = {
  warningSigns: {
    title: 'Os sinais que eu conheço',
    about: 'O que você percebe em você quando um momento difícil está chegando: pensamentos, sentimentos, situações.',
    example: 'Por exemplo: não consigo dormir nem quando o bebê dorme; começo a me afastar de todo mundo.',
  },
  calming: {
    title: 'O que me acalma',
    about: 'Coisas que você pode fazer sozinha para passar por esse momento.',
    example: 'Por exemplo: respirar devagar contando até quatro, tomar um banho morno, ouvir a minha música.',
  },
  distractions: {
    title: 'Pessoas e lugares que me distraem',
    about: 'Quem, ou onde, ajuda a pensar em outra coisa, sem precisar contar o que você sente.',
    example: 'Por exemplo: ligar para minha irmã para falar de qualquer coisa; andar na praça com o bebê.',
  },
  people: {
    title: 'Quem eu posso chamar',
    about: 'Pessoas em quem você confia para dizer que não está bem e pedir ajuda.',
    example: 'Por exemplo: minha mãe, uma amiga, a madrinha do bebê.',
  },
  services: {
    title: 'Profissionais e serviços',
    about: 'Quem cuida de você quando precisar. Pode ligar mesmo sem ter certeza de que é grave.',
    example: 'Por exemplo: UBS Jardim das Flores, (11) 3456-7890.',
  },
  saferHome: {
    title: 'Minha casa mais segura',
    about: 'O que pode ficar longe de você por um tempo, ou com alguém de confiança.',
    example: 'Por exemplo: pedir ao meu companheiro que guarde os remédios com ele.',
  },
  reasons: {
    title: 'Meus motivos para seguir',
    about: 'O que importa para você e faz valer a pena continuar.',
    example: 'Por exemplo: o sorriso do meu filho de manhã; a viagem que quero fazer com a família.',
  },
} as const satisfies Record<SafetyPlanTextId | 'people' | 'services', PlanStep>

export type SafetyPlanStepId = keyof typeof safetyPlanSteps

export const safetyPlanStepOrder: readonly SafetyPlanStepId[] = [
  'warningSigns',
  'calming',
  'distractions',
  'people',
  'services',
  'saferHome',
  'reasons',
]

/** The two services she fills in, under the help lines. */
export const safetyPlanServices: Record<SafetyPlanServiceId, { title: string; about: string }> = {
  ubs: { title: 'Minha UBS', about: 'O posto de saúde perto de casa: consultas, a enfermeira, o médico da família.' },
  caps: { title: 'O CAPS', about: 'Centro de Atenção Psicossocial: acolhe quem está sofrendo, sem custo.' },
}

/**
 * The number to dial for what she typed: its digits, with a leading '+' if she wrote one, or
 * null when there are too few or too many digits to be a phone number.
 */
export function dialable(phone: string): string | null {
  const digits = phone.replace(/\D/g, '')
  if (digits.length < 3 || digits.length > 15) return null
  return phone.trim().startsWith('+') ? `+${digits}` : digits
}
