import { describe, expect, it } from 'vitest'
import { normalize } from '../reading/normalize'
import { readAlarm } from './read-alarm'
import { signsOfHers } from './signs-of-hers'
import { signsOfTheBaby } from './signs-of-the-baby'
import { soonSigns } from './soon-signs'

const read = (message: string) => readAlarm(normalize(message))

describe("the body's danger signs", () => {
  it.each(signsOfTheBaby.map((cue) => [cue.concept, cue.example] as const))("the baby's sign %s reads its example as care now: %s", (concept, example) => {
    const alarm = read(example)
    expect(alarm?.level).toBe('urgent')
    expect(alarm?.concepts).toContain(`baby:${concept}`)
  })

  it.each(signsOfHers.map((cue) => [cue.concept, cue.example] as const))('her sign %s reads its example as care now, for her: %s', (concept, example) => {
    const alarm = read(example)
    expect(alarm).toMatchObject({ level: 'urgent', who: 'her' })
    expect(alarm?.concepts).toContain(`her:${concept}`)
  })

  it.each(soonSigns.map((cue) => [cue.concept, cue.example] as const))('the sign %s reads its example as care soon: %s', (concept, example) => {
    const alarm = read(example)
    expect(alarm?.level).toBe('soon')
    expect(alarm?.concepts.some((found) => found.endsWith(`:${concept}`))).toBe(true)
  })

  it('marks what was swallowed, so the poison line comes too', () => {
    expect(read('meu filho engoliu uma pilha de relógio')).toMatchObject({ level: 'urgent', who: 'baby', swallowed: true })
    expect(read('tomei o remédio duas vezes sem querer')).toMatchObject({ level: 'urgent', who: 'her', swallowed: true })
    expect(read('ele tá com febre de 39 e uma manchinha roxa que não some')?.swallowed).toBe(false)
  })

  it('reads medicine given to quiet the baby as a crisis about the baby too', () => {
    expect(read('dei umas gotas do meu calmante pra ele dormir e me deixar em paz')).toMatchObject({ level: 'urgent', crisis: 'baby', swallowed: true })
  })

  it.each([
    'ela golfa um pouquinho depois de mamar mas tá ganhando peso',
    'soluço de novo depois da mamada, é normal?',
    'ele caiu do sofá, chorou na hora e já tá brincando',
    'tem uma crostinha amarela na cabecinha dele, é crosta láctea?',
    'o olhinho dela fica vesgo às vezes, ela tem 3 semanas',
    'me afoguei no trabalho essa semana, tem uma respiração rápida?',
    'tomei tudo que tinha de café na casa kkk tô elétrica',
    'vou afogar as mágoas num açaí hoje',
    'ela chora toda tardinha mas mama e dorme bem depois',
    'queimei o arroz de novo kkk me passa uma receita',
    'me queimei no forno tirando a lasanha, bolha no braço, nada demais',
    'o velório de hoje foi bonito, tinha coral e o povo todo cantando',
    'matei um escorpião no quarto dos meninos, que medo',
    'cortei o dedo na cebola e quase desmaiei kkk',
    'vai cair um toró e eu sem guarda-chuva, vou morrer afogada no ponto kkk',
  ])('raises no alarm on everyday body talk: %s', (message) => {
    expect(read(message)?.level).not.toBe('urgent')
  })

  it.each([
    'uma aranha grandona peluda saiu do cacho de banana e mordeu a perna dela, ta suando frio',
    'queimei o braço dele no forno sem querer, fez bolha',
    'um escorpião picou o pé do bebê',
    'minha cabeça tá explodindo e tô vendo uns flashes de luz, o rosto inchado',
  ])('still reads the sign beside those words: %s', (message) => {
    expect(read(message)?.level).toBe('urgent')
  })

  it('undoes a sign by its own exception, and says so', () => {
    const alarm = read('uma aranha picou ela? nada, foi picada de pernilongo mesmo')
    expect(alarm?.concepts ?? []).not.toContain('baby:sting-or-bite')
  })
})
