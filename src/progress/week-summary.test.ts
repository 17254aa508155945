import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays, dayKey, mondayOf } from './calendar-day'
import { weekSpan, weekSummary } from './week-summary'

const week = (monday: string, activeDays: number, minutes: number) => ({
  monday,
  sunday: addDays(monday, 6),
  activeDays,
  minutes,
})

describe('the text a screen reader reads for a week of her calendar', () => {
  it('names the days of a week inside one month, her active days and her minutes', () => {
    expect(weekSummary(week('2026-11-02', 4, 35))).toBe('Semana de 2 a 8 de novembro: 4 dias, 35 minutos')
  })

  it('says one day and one minute in the singular, and an empty week plainly', () => {
    expect(weekSummary(week('2026-11-02', 1, 1))).toBe('Semana de 2 a 8 de novembro: 1 dia, 1 minuto')
    expect(weekSummary(week('2026-11-02', 0, 0))).toBe('Semana de 2 a 8 de novembro: nenhuma atividade')
  })

  it('names both months across a month, and both years across a year', () => {
    expect(weekSpan('2026-10-26', '2026-11-01')).toBe('26 de outubro a 1 de novembro')
    expect(weekSpan('2025-12-29', '2026-01-04')).toBe('29 de dezembro de 2025 a 4 de janeiro de 2026')
    expect(weekSpan('2028-02-28', '2028-03-05')).toBe('28 de fevereiro a 5 de março') // the 29th, a leap day, inside
  })

  it('starts with the Monday and ends with the Sunday, whatever the week', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }), (date) => {
        const monday = mondayOf(dayKey(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()))
        const span = weekSpan(monday, addDays(monday, 6))
        expect(span.startsWith(`${Number(monday.slice(8))} `)).toBe(true)
        expect(span).toMatch(new RegExp(` a ${Number(addDays(monday, 6).slice(8))} de [a-zç]+( de \\d{4})?$`))
      }),
    )
  })
})
