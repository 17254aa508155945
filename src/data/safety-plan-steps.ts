import type { SafetyPlanServiceId, SafetyPlanTextId } from './safety-plan'

/**
 * What each step of her safety plan is for, in the app's voice (docs/product.md, Meu plano de
 * segurança). Apart from src/data/safety-plan.ts so the links to the plan do not load these words.
 */

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
    example: 'Por exemplo: ligar para o CVV quando precisar conversar; marcar uma consulta na UBS.',
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

/** The two services she fills in, under the help lines; `who` is whom her call button names without a name. */
export const safetyPlanServices: Record<SafetyPlanServiceId, { title: string; about: string; who: string }> = {
  ubs: { title: 'Minha UBS', about: 'O posto de saúde perto de casa: consultas, a enfermeira, o médico da família.', who: 'a UBS' },
  caps: { title: 'O CAPS', about: 'Centro de Atenção Psicossocial: acolhe quem está sofrendo, sem custo.', who: 'o CAPS' },
}
