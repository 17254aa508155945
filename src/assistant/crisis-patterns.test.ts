import { describe, expect, it } from 'vitest'
import { crisisPatterns, everydayIdioms } from './crisis-patterns'
import { healthQuestionPatterns, mentalHealthPattern, symptomPattern } from './health-patterns'
import {
  aboutAssistantPattern,
  amusedPattern,
  contentPhrases,
  contextPhrases,
  offTopicPattern,
  requestPattern,
  socialPatterns,
} from './intent-cues'
import { normalize } from './normalize'
import { checkSafety, detectCrisis } from './safety'

const allPatterns = [
  ...everydayIdioms,
  ...Object.values(crisisPatterns).flat(),
  ...healthQuestionPatterns,
  symptomPattern,
  mentalHealthPattern,
  ...Object.values(contentPhrases).flat(),
  ...Object.values(contextPhrases).flat(),
  ...Object.values(socialPatterns).flat(),
  aboutAssistantPattern,
  amusedPattern,
  offTopicPattern,
  requestPattern,
]

describe('the patterns are written in the normal form', () => {
  it.each(allPatterns.map((pattern) => [pattern.source.slice(0, 60), pattern]))('%s', (_label, pattern) => {
    // Text is folded and squeezed before matching: an accent or a doubled letter never matches.
    const source = pattern.source.replace(/\\[a-z]/g, '')
    expect(source).toMatch(/^[\p{ASCII}]*$/u)
    expect(source).not.toMatch(/([a-z])\1/)
  })
})

const crisis = (text: string) => detectCrisis(normalize(text))

describe('detectCrisis', () => {
  it.each([
    ['Não aguento mais viver', 'suicide'],
    ['QUERO MORRERRR', 'suicide'],
    ['penso em me matar todos os dias', 'suicide'],
    ['qria sumir pra sempre', 'suicide'],
    ['vou tomar a caixa toda de remédio', 'suicide'],
    ['vou tomar a cartela inteira', 'suicide'],
    ['melhor se eu não existisse', 'suicide'],
    ['minha vida não tem mais sentido', 'suicide'],
    ['tô me cortando de novo', 'self-harm'],
    ['tenho vontade de me machucar', 'self-harm'],
    ['tenho medo de machucar minha filha', 'baby'],
    ['às vezes tenho vontade de sacudir ela', 'baby'],
    ['penso em fazer mal ao bebê', 'baby'],
    ['meu marido me bate quando bebe', 'violence'],
    ['meu ex me ameaçou de novo', 'violence'],
    ['tenho medo do meu companheiro', 'violence'],
    ['o pai do bebê me empurrou', 'violence'],
    ['ele disse que vai me matar', 'violence'],
  ])('"%s" → %s', (text, kind) => {
    expect(crisis(text)).toBe(kind)
  })

  it.each([
    'to morrendo de rir',
    'morta de cansaço',
    'matar a saudade da vovó',
    'uma receita que mata a fome',
    'vou matar essa receita',
    'meu filho me bate quando brinca',
    'às vezes me bate uma tristeza',
    'tenho medo dele acordar',
    'o bebê me chuta a noite toda',
    'vou batizar meu filho',
    'preciso matricular meu filho',
    'tenho medo de me cortar com a faca',
    'me matando de trabalhar',
    'quero morrer de vergonha kkk',
    'matei um pernilongo agora',
    'vou morrer se não tomar um café',
    'esse calor de matar',
    'cortei o frango em cubos',
  ])('"%s" is no crisis', (text) => {
    expect(crisis(text)).toBeUndefined()
  })
})

describe('checkSafety', () => {
  it('tells a health question from a symptom named in passing', () => {
    expect(checkSafety(normalize('posso tomar dipirona amamentando?'))).toMatchObject({ kind: 'health', inPassing: false })
    expect(checkSafety(normalize('meu bebê está com febre'))).toMatchObject({ kind: 'health', inPassing: true, aboutBaby: true })
    expect(checkSafety(normalize('acho que tenho depressão'))).toMatchObject({ kind: 'health', aboutMind: true })
  })

  it('puts a crisis before a health question', () => {
    expect(checkSafety(normalize('quero tomar muitos comprimidos e morrer'))).toEqual({ kind: 'crisis', crisisKind: 'suicide' })
  })

  it('lets the rest through', () => {
    expect(checkSafety(normalize('uma receita com vitamina de banana'))).toEqual({ kind: 'none' })
    expect(checkSafety(normalize('alongamento para dor nas costas'))).toEqual({ kind: 'none' })
  })
})
