import type { Activity } from './activity-types'

/** The three quick activities of the dashboard (5 minutes each: docs/product.md, Sample data). */
export const dashboardActivities: readonly Activity[] = [
  {
    id: 'alongamento-energizante',
    title: 'Alongamento Energizante',
    description: 'Solte o pescoço, os ombros e as costas que carregam o bebê o dia todo.',
    duration: 5,
    type: 'exercise',
    completed: false,
  },
  {
    id: 'respiracao-da-calma',
    title: 'Respiração da Calma',
    description: 'Uma pausa guiada para desacelerar a mente e acalmar o coração.',
    duration: 5,
    type: 'meditation',
    completed: false,
  },
  {
    id: 'cafe-da-manha-rapido',
    title: 'Café da manhã rápido',
    description: 'Uma refeição simples e nutritiva, pronta em poucos minutos.',
    duration: 5,
    type: 'food',
    completed: false,
  },
]
