import type { PartOfDay } from '../data/daily'

/** The hour each part of the day begins on her clock; the evening runs on to the morning. */
export const morningStartHour = 5
export const afternoonStartHour = 12
export const eveningStartHour = 18

export const partOfDay = (hour: number): PartOfDay =>
  hour >= morningStartHour && hour < afternoonStartHour
    ? 'morning'
    : hour >= afternoonStartHour && hour < eveningStartHour
      ? 'afternoon'
      : 'evening'
