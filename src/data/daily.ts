/** The dashboard's content: the suggestion of each time of day, the streak ring, the celebration's phrases. */

import type { LibraryKind } from './library/library-types'

/** Morning 05:00–11:59, afternoon 12:00–17:59, evening from 18:00. */
export type PartOfDay = 'morning' | 'afternoon' | 'evening'

export interface SuggestedActivity {
  /** A dashboard activity's id, or a library entry's (src/data/library/). */
  id: string
  title: string
  /** What she does in it: her goals put some kinds first (goal-order.ts). */
  kind: LibraryKind
  /** As the activity has them (a test holds them equal): the card says the total before she starts. */
  minutes: number
}

export interface DailySuggestion {
  title: string
  description: string
  /** In the order she does them: 'Começar agora' plays them as a routine. */
  activities: readonly SuggestedActivity[]
  /**
   * The same moment for her who has 5 to 10 minutes a day: shorter activities of the kinds the
   * description names, at most ten minutes in all (her-time.ts).
   */
  shortActivities: readonly SuggestedActivity[]
}

/** The routine the suggestion plays, by its part of the day: her journal marks it 'Concluído hoje'. */
export const suggestionRoutineId = (partOfDay: PartOfDay) => `sugestao-${partOfDay}`

export const dailySuggestions: Record<PartOfDay, DailySuggestion> = {
  morning: {
    title: 'Manhã Produtiva',
    description:
      'Comece o dia com energia e leveza: um alongamento para acordar o corpo, uma respiração para acalmar a mente e um café da manhã que sustenta até o almoço.',
    activities: [
      { id: 'alongamento-energizante', title: 'Alongamento Energizante', kind: 'exercise', minutes: 5 },
      { id: 'respiracao-da-calma', title: 'Respiração da Calma', kind: 'breathing', minutes: 5 },
      { id: 'cafe-da-manha-rapido', title: 'Café da manhã rápido', kind: 'recipe', minutes: 5 },
    ],
    shortActivities: [
      { id: 'alongamento-pescoco', title: 'Alongamento de pescoço', kind: 'exercise', minutes: 3 },
      { id: 'suspiro-fisiologico', title: 'Suspiro duplo', kind: 'breathing', minutes: 1 },
      { id: 'tigela-de-iogurte-banana-e-aveia', title: 'Tigela de iogurte, banana e aveia', kind: 'recipe', minutes: 5 },
    ],
  },
  afternoon: {
    title: 'Pausa Revigorante',
    description:
      'No meio da tarde, um respiro só seu: solte o corpo que carregou o dia, organize a cabeça em quatro tempos e coma algo que sustenta até o jantar.',
    activities: [
      { id: 'alongamento-energizante', title: 'Alongamento Energizante', kind: 'exercise', minutes: 5 },
      { id: 'respiracao-quadrada', title: 'Respiração quadrada', kind: 'breathing', minutes: 3 },
      { id: 'vitamina-de-banana-com-aveia', title: 'Vitamina de banana com aveia', kind: 'recipe', minutes: 5 },
    ],
    shortActivities: [
      { id: 'ombros-soltos', title: 'Ombros soltos', kind: 'exercise', minutes: 3 },
      { id: 'respiracao-quadrada', title: 'Respiração quadrada', kind: 'breathing', minutes: 3 },
      { id: 'fruta-com-pasta-de-amendoim', title: 'Fruta com pasta de amendoim', kind: 'recipe', minutes: 3 },
    ],
  },
  evening: {
    title: 'Noite Serena',
    description:
      'Quando a casa silencia, desacelere: uma respiração lenta, as três coisas boas do seu dia e um relaxamento para o corpo desligar.',
    activities: [
      { id: 'respiracao-da-calma', title: 'Respiração da Calma', kind: 'breathing', minutes: 5 },
      { id: 'tres-coisas-boas', title: 'Três coisas boas do dia', kind: 'meditation', minutes: 3 },
      { id: 'relaxamento-para-dormir', title: 'Relaxamento para dormir', kind: 'meditation', minutes: 10 },
    ],
    shortActivities: [
      { id: 'suspiro-fisiologico', title: 'Suspiro duplo', kind: 'breathing', minutes: 1 },
      { id: 'tres-coisas-boas', title: 'Três coisas boas do dia', kind: 'meditation', minutes: 3 },
      { id: 'alongamento-na-cama', title: 'Alongamento na cama antes de dormir', kind: 'exercise', minutes: 5 },
    ],
  },
}

/** The streak ring is full at this many days (SPEC §9: fill = days / 30, capped at 100%). */
export const streakRingDays = 30

/** The celebration dialog picks one at random (SPEC §4, §9: 7 phrases). */
export const motivationalPhrases = [
  'Você reservou um tempo para você. Isso é força, não egoísmo!',
  'Cada pequeno momento de cuidado conta. Parabéns por este!',
  'Mãe que se cuida cuida ainda melhor. Você está indo muito bem!',
  'Alguns minutos só seus: um presente que você mesma se deu.',
  'Seu corpo e sua mente agradecem. Continue assim, no seu ritmo.',
  'Você é mais forte do que imagina, e hoje você mostrou isso.',
  'Respire fundo e sinta orgulho: você cuidou de quem cuida de todos.',
] as const
