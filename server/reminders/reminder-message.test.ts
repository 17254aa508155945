import { describe, expect, it } from 'vitest'
import { parseReminderPush } from '../../src/contract/reminders-api'
import { phrasesOfTheDay } from '../../src/data/phrases'
import { reminderMessage } from './reminder-message'

describe("the reminder's message", () => {
  it('suggests what fits the hour of her day', () => {
    expect(reminderMessage({ date: '2025-05-10', hour: 7 }).titulo).toBe('Que tal agora: Manhã Produtiva?')
    expect(reminderMessage({ date: '2025-05-10', hour: 15 }).titulo).toBe('Que tal agora: Pausa da Tarde?')
    expect(reminderMessage({ date: '2025-05-10', hour: 20 }).titulo).toBe('Que tal agora: Noite Tranquila?')
    expect(reminderMessage({ date: '2025-05-10', hour: 2 }).titulo).toBe('Que tal agora: Noite Tranquila?')
  })

  it('says a warm line that changes from one day to the next, and how long it takes', () => {
    const saturday = reminderMessage({ date: '2025-05-10', hour: 20 })
    const sunday = reminderMessage({ date: '2025-05-11', hour: 20 })
    expect(phrasesOfTheDay.some((phrase) => saturday.corpo.startsWith(phrase))).toBe(true)
    expect(saturday.corpo).toMatch(/ São 20 minutos só seus\.$/)
    expect(sunday.corpo).not.toBe(saturday.corpo)
    expect(reminderMessage({ date: '2025-05-10', hour: 8 }).corpo).toMatch(/ São 15 minutos só seus\.$/)
  })

  it('opens the dashboard, and is a payload the service worker accepts', () => {
    const message = reminderMessage({ date: '2025-05-10', hour: 20 })
    expect(message.url).toBe('/dashboard')
    expect(parseReminderPush(JSON.parse(JSON.stringify(message)))).toEqual(message)
  })
})
