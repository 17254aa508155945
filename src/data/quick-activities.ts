/**
 * 'Atividades Rápidas' by the part of the day (docs/product.md, Dashboard): a breakfast in the
 * morning, a snack in the afternoon, a light one and a gentler stretch at night. The dashboard's
 * cards of the morning are the spec's three (activities.ts); each card plays its type's tutorial.
 */

import { dashboardActivities } from './activities'
import type { Activity } from './activity-types'
import type { PartOfDay } from './daily'

const byId = (id: string): Activity => dashboardActivities.find((activity) => activity.id === id)!

const afternoonSnack: Activity = {
  id: 'lanche-da-tarde',
  title: 'Lanche rápido da tarde',
  description: 'Um lanche simples e nutritivo para o meio da tarde, pronto em poucos minutos.',
  duration: 5,
  type: 'food',
  completed: false,
}

const gentleStretch: Activity = {
  id: 'alongamento-suave',
  title: 'Alongamento Suave',
  description: 'Solte devagar o pescoço, os ombros e as costas que carregaram o bebê o dia todo.',
  duration: 5,
  type: 'exercise',
  completed: false,
}

const lightSnack: Activity = {
  id: 'lanche-leve-da-noite',
  title: 'Lanche leve da noite',
  description: 'Para a fome da noite, que quem amamenta conhece: algo leve e nutritivo, pronto em poucos minutos.',
  duration: 5,
  type: 'food',
  completed: false,
}

export const quickActivities: Record<PartOfDay, readonly Activity[]> = {
  morning: dashboardActivities,
  afternoon: [byId('alongamento-energizante'), byId('respiracao-da-calma'), afternoonSnack],
  evening: [gentleStretch, byId('respiracao-da-calma'), lightSnack],
}
