import { ALERT_SIGNS_ROUTE, alertSignsTitle } from './alert-signs-route'
import { SAFETY_PLAN_ROUTE, safetyPlanTitle } from './safety-plan-route'

/**
 * The help lines, written once: the assistant attaches them to its replies (the `ajuda` of
 * POST /api/chat) and the chat's 'Precisa de ajuda agora?' shows all of them, bundled with the
 * app so they open without a connection. Each button says what it does; the number is the
 * `tel:` link it dials.
 */
export const helpLines = {
  cvv: { rotulo: 'Ligar para o CVV', tel: '188' },
  cvvChat: { rotulo: 'Conversar com o CVV pelo chat', url: 'https://cvv.org.br/' },
  samu: { rotulo: 'Ligar para o SAMU', tel: '192' },
  mulher: { rotulo: 'Ligar para a Central da Mulher', tel: '180' },
  policia: { rotulo: 'Ligar para a Polícia Militar', tel: '190' },
  disque100: { rotulo: 'Ligar para o Disque 100', tel: '100' },
  intoxicacao: { rotulo: 'Ligar para o Disque-Intoxicação', tel: '08007226001' },
} as const

export type HelpLineName = keyof typeof helpLines

export interface HelpService {
  nome: string
  /** One line on what it is and when to call. */
  sobre: string
  lines: readonly HelpLineName[]
}

/** Every service, in the order she may need them: to talk, an emergency, violence. */
export const helpServices: readonly HelpService[] = [
  { nome: 'CVV · 188', sobre: 'Alguém para conversar e te ouvir, sem julgar: 24 horas, gratuito.', lines: ['cvv', 'cvvChat'] },
  { nome: 'SAMU · 192', sobre: 'Emergência: se você ou o bebê correm perigo agora.', lines: ['samu'] },
  {
    nome: 'Disque-Intoxicação · 0800 722 6001',
    sobre: 'Se alguém engoliu remédio, produto de limpeza, bateria ou outra coisa: 24 horas, gratuito.',
    lines: ['intoxicacao'],
  },
  {
    nome: 'Ligue 180',
    sobre: 'Central de Atendimento à Mulher, para quem sofre violência: 24 horas, gratuito e sigiloso.',
    lines: ['mulher'],
  },
  { nome: 'Polícia Militar · 190', sobre: 'Se alguém está te machucando ou ameaçando agora.', lines: ['policia'] },
  {
    nome: 'Disque 100',
    sobre: 'Violência contra crianças e adolescentes, também contra mães com menos de 18 anos: 24 horas, gratuito, pode ser anônimo.',
    lines: ['disque100'],
  },
]

/** Her own safety plan in the app: offered last under every crisis reply and every question about one. */
export const safetyPlanLink = { rotulo: safetyPlanTitle, rota: SAFETY_PLAN_ROUTE } as const

/** The danger signs of the baby's and her body, and where to go: under every urgent reply. */
export const alertSignsLink = { rotulo: alertSignsTitle, rota: ALERT_SIGNS_ROUTE } as const

/** Above the list: what these lines are, in one breath. */
export const helpIntro = 'Você não está sozinha. Estes serviços atendem de graça, a qualquer hora.'

/** Care near her, without a number to dial. */
export const nearbyCare = 'O CAPS e a UBS do seu bairro também acolhem, sem custo, e podem te acompanhar.'
