/** The dashboard's fixed sample values (docs/product.md, Sample data): the same every day, nothing from a server. */

/** Morning 05:00–11:59, afternoon 12:00–17:59, evening from 18:00. */
export type PartOfDay = 'morning' | 'afternoon' | 'evening'

export interface DailySuggestion {
  title: string
  description: string
  /** Titles of dashboard activities, in the order she does them. */
  activityNames: readonly string[]
}

export const dailySuggestion: DailySuggestion = {
  title: 'Manhã Produtiva',
  description:
    'Comece o dia com energia e leveza: um alongamento para acordar o corpo, uma respiração para acalmar a mente e um café da manhã que sustenta até o almoço.',
  activityNames: ['Alongamento Energizante', 'Respiração da Calma', 'Café da manhã rápido'],
}

export const streakDays = 7

/** The streak ring is full at this many days (fill = days / 30, capped at 100%). */
export const streakRingDays = 30

export const dailyGoal = { percent: 65, text: '2 de 3 atividades completas' } as const

export const phraseOfTheDay = 'Cuidar de você também é cuidar de quem você ama. Você merece esse momento.'

/** The celebration dialog picks one at random (docs/product.md, Celebration: 7 phrases). */
export const motivationalPhrases = [
  'Você reservou um tempo para você. Isso é força, não egoísmo!',
  'Cada pequeno momento de cuidado conta. Parabéns por este!',
  'Mãe que se cuida cuida ainda melhor. Você está indo muito bem!',
  'Cinco minutos só seus: um presente que você mesma se deu.',
  'Seu corpo e sua mente agradecem. Continue assim, no seu ritmo.',
  'Você é mais forte do que imagina, e hoje provou isso mais uma vez.',
  'Respire fundo e sinta orgulho: você cuidou de quem cuida de todos.',
] as const
