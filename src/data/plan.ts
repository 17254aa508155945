/**
 * Meu Plano's sample data (docs/product.md, Sample data). Whether she did a routine today comes from
 * her journal, not from here.
 */

export interface Routine {
  id: string
  title: string
  description: string
  /** Minutes: the sum of its activities' minutes. */
  totalTime: number
  /** Library entries (src/data/library), in the order she does them. */
  activityIds: readonly string[]
  /**
   * The same routine for her who has 5 to 10 minutes a day: shorter activities that keep its
   * description true, at most ten minutes in all (her-time.ts). Her own routines have none.
   */
  short?: { totalTime: number; activityIds: readonly string[] }
}

export type PlanActivityType = 'exercise' | 'meditation'

export interface PlanActivity {
  id: string
  title: string
  description: string
  /** Minutes. */
  duration: number
  type: PlanActivityType
}

export const routines: readonly Routine[] = [
  {
    id: 'despertar-com-calma',
    title: 'Despertar com Calma',
    description: 'Respiração, alongamento suave e um café da manhã nutritivo para começar o dia com energia.',
    totalTime: 20,
    activityIds: ['respiracao-diafragmatica', 'alongamento-matinal-corpo-todo', 'cuscuz-com-ovo'],
    short: { totalTime: 9, activityIds: ['respiracao-zumbido', 'pausa-de-dois-minutos', 'tigela-de-iogurte-banana-e-aveia'] },
  },
  {
    id: 'pausa-da-tarde',
    title: 'Pausa da Tarde',
    description: 'Uma pausa para soltar os ombros, beber água e recuperar o fôlego no meio do dia.',
    totalTime: 20,
    activityIds: ['ombros-soltos', 'punhos-e-maos', 'agua-saborizada', 'respiracao-expiracao-longa', 'lugar-tranquilo'],
    short: { totalTime: 7, activityIds: ['ombros-soltos', 'agua-saborizada', 'suspiro-fisiologico'] },
  },
  {
    id: 'noite-tranquila',
    title: 'Noite Tranquila',
    description: 'Relaxamento do corpo e respiração lenta para desacelerar quando a casa enfim dorme.',
    totalTime: 20,
    activityIds: ['alongamento-na-cama', 'respiracao-4-7-8', 'relaxamento-para-dormir', 'respiracao-zumbido'],
    short: { totalTime: 8, activityIds: ['alongamento-na-cama', 'respiracao-4-7-8'] },
  },
]

export const planActivities: readonly PlanActivity[] = [
  {
    id: 'alongamento-de-pescoco-e-ombros',
    title: 'Alongamento de Pescoço e Ombros',
    description: 'Movimentos lentos que aliviam a tensão de carregar e amamentar o bebê.',
    duration: 5,
    type: 'exercise',
  },
  {
    id: 'fortalecimento-suave',
    title: 'Fortalecimento Suave',
    description: 'Ponte de quadril, respiração com o abdômen e agachamento com apoio, no seu ritmo.',
    duration: 7,
    type: 'exercise',
  },
  {
    id: 'meditacao-da-gratidao',
    title: 'Meditação da Gratidão',
    description: 'Olhos fechados, respiração tranquila e três lembranças boas do seu dia.',
    duration: 5,
    type: 'meditation',
  },
]
