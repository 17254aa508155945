import { describe, expect, it } from 'vitest'
import { welcomeText } from './welcome-text'

describe('the welcome after the onboarding, in the words she chose', () => {
  it('her time and one goal', () => {
    expect(welcomeText({ availableTime: '10-20', goals: ['relaxar'] }, 2)).toEqual({
      title: 'Seu plano segue o que você contou',
      lines: [
        'Com 10-20 minutos por dia, sua meta é de 2 atividades.',
        'Para relaxar e reduzir ansiedade, a sugestão do dia começa por respiração e meditação.',
      ],
    })
  })

  it('one activity a day is said in the singular', () => {
    expect(welcomeText({ availableTime: '5-10', goals: [] }, 1).lines).toEqual([
      'Com 5-10 minutos por dia, sua meta é de 1 atividade.',
    ])
  })

  it('several goals, in the order she picked them', () => {
    expect(welcomeText({ availableTime: '30+', goals: ['exercitar', 'alimentacao', 'cuidar-mente'] }, 4).lines).toEqual([
      'Com 30+ minutos por dia, sua meta é de 4 atividades.',
      'Para fazer exercícios físicos, melhorar alimentação e cuidar da saúde mental, a sugestão do dia começa por movimento, receitas, meditação e respiração.',
    ])
  })

  it('no time and no goal: the goal she starts with, and where to tell her time', () => {
    expect(welcomeText({ availableTime: '', goals: [] }, 3).lines).toEqual([
      'Sua meta do dia é de 3 atividades. No Perfil, diga quanto tempo você tem quando quiser.',
    ])
  })
})
