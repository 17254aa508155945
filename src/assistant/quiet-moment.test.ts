import { describe, expect, it } from 'vitest'
import { createAssistant } from './assistant'
import { createLibraryIndex } from './library-index'
import { normalize } from './reading/normalize'
import { quietMoment, suitsQuiet } from './quiet-moment'

// The real library and the app's own activities.
const assistant = createAssistant()
const entries = createLibraryIndex().entries
const byId = (id: string) => entries.find((entry) => entry.id === id)!

/** What an entry asks and says: standing only, an impact, marching, jumping, starting the day. */
const loud = (id: string) => {
  const entry = byId(id)
  const text = normalize([entry.title, entry.summary, ...entry.steps, entry.tutorial].join(' '))
  return !entry.body.positions.some((position) => position !== 'standing') || entry.body.loads.includes('impact') || / (comecar o dia|marcha\w*|pul(a|ar|o)) /.test(text)
}

describe('her words say the children sleep or it is the madrugada', () => {
  it.each([
    'quero um alongamento sem acordar eles',
    'de madrugada agora, me passa um exercício',
    'um exercício que eu possa fazer às 3 da manhã',
    'um alongamento pras costas, os gêmeos dormindo do meu lado',
    'um exercício, não posso fazer barulho',
    'me passa um alongamento pra fazer em silêncio',
  ])('"%s": a quiet practice done sitting or lying, never standing, marching or "para começar o dia"', (mensagem) => {
    const analysis = assistant.analyze({ mensagem })
    const entry = analysis.selection!.entry!
    expect(analysis.tier).toBe('none')
    expect(entry.kind).toBe('exercise')
    expect(loud(entry.id)).toBe(false)
    expect(entry.body.positions.some((position) => position === 'sitting' || position === 'lying')).toBe(true)
    expect(assistant.reply({ mensagem })).not.toMatch(/começar o dia|marcha|pule|pular/i)
  })

  it('the same request in the day keeps the morning stretch: only the moment changed it (issue 46, finding 10)', () => {
    expect(loud(assistant.analyze({ mensagem: 'quero um alongamento' }).selection!.entry!.id)).toBe(true)
    expect(loud(assistant.analyze({ mensagem: 'quero um alongamento sem acordar eles' }).selection!.entry!.id)).toBe(false)
  })

  it('reads the words, not any morning or any sleep: "às 9 da manhã" and "dormindo mal" are no quiet moment', () => {
    expect(quietMoment(normalize('às 9 da manhã eu tenho um tempinho'))).toBe(false)
    expect(quietMoment(normalize('tô dormindo mal'))).toBe(false)
    expect(quietMoment(normalize('às 4 da manhã, com ele no colo'))).toBe(true)
    expect(quietMoment(normalize('eles tão dormindo'))).toBe(true)
  })

  it('a recipe at night is still a recipe', () => {
    expect(assistant.analyze({ mensagem: 'uma receita de lanche rápido, de madrugada' }).selection!.entry!.kind).toBe('recipe')
  })

  it('an entry she names by its title is hers, quiet or not', () => {
    const named = byId('alongamento-matinal-corpo-todo')
    expect(suitsQuiet(named)).toBe(false)
    expect(assistant.analyze({ mensagem: `quero fazer o ${named.title.toLowerCase()} de madrugada` }).selection!.entry!.id).toBe(named.id)
  })
})

describe("her phone's hour, when the caller gives it", () => {
  const mensagem = 'quero um alongamento'

  it.each([0, 3, 5])('at %i h: a quiet practice, made for the night feed', (hora) => {
    const entry = assistant.analyze({ mensagem, hora }).selection!.entry!
    expect(loud(entry.id)).toBe(false)
    expect(entry.moments).toContain('madrugada')
  })

  it.each([6, 9, 14, 21])('at %i h: as by day', (hora) => {
    expect(assistant.analyze({ mensagem, hora }).selection!.entry!.id).toBe(
      assistant.analyze({ mensagem }).selection!.entry!.id,
    )
  })

  it('in distress at 3 h, the practice offered is a quiet one too', () => {
    const entry = assistant.analyze({ mensagem: 'tô exausta, não durmo há dias', hora: 3 }).selection!.entry!
    expect(suitsQuiet(entry)).toBe(true)
  })
})

describe('distress with no request gets a calm practice, not one for a feeling she did not name', () => {
  it.each(['não aguento mais', 'não aguento mais, to no meu limite', 'cansei de ser forte', 'não aguento mais, de madrugada com eles dormindo'])(
    '"%s": a breathing or a short meditation, never the pause for anger',
    (mensagem) => {
      const analysis = assistant.analyze({ mensagem })
      expect(analysis.tier).toBe('distress')
      const entry = analysis.selection!.entry!
      expect(['breathing', 'meditation']).toContain(entry.kind)
      expect(entry.id).not.toBe('pausa-para-raiva')
      expect(entry.minutes).toBeLessThanOrEqual(5)
      const reply = assistant.reply({ mensagem })
      expect(reply).toContain(entry.title)
      expect(reply).not.toMatch(/raiva/i)
    },
  )

  it('when she names anger, the pause for anger is offered', () => {
    const analysis = assistant.analyze({ mensagem: 'tô com muita raiva, vou explodir' })
    expect(analysis.tier).toBe('distress')
    expect(analysis.selection!.entry!.id).toBe('pausa-para-raiva')
  })
})
