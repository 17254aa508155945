import { describe, expect, it } from 'vitest'
import type { LibraryEntry } from '../data/library/library-types'
import { createAssistant } from './assistant'

const assistant = createAssistant()
const reply = (mensagem: string, historico: { sender: 'user' | 'ai'; text: string }[] = []) => assistant.reply({ mensagem, historico })

describe('the embedded assistant', () => {
  it('answers a request with a titled entry, its minutes and numbered steps in plain text', () => {
    const text = reply('me passa um alongamento pro pescoço')
    expect(text).toMatch(/Alongamento de pescoço \(\d+ minutos?\)\. /)
    expect(text).toMatch(/^1\. /m)
    expect(text).toMatch(/^2\. /m)
    expect(text).not.toMatch(/<[a-z/]|\*\*|^#/m)
  })

  it('lists a recipe’s ingredients before its steps', () => {
    const text = reply('receita com tapioca')
    expect(text).toContain('Tapioca')
    expect(text.indexOf('Você vai precisar de:')).toBeGreaterThan(-1)
    expect(text.indexOf('Você vai precisar de:')).toBeLessThan(text.indexOf('1. '))
  })

  it('finds what she means with typos, no accents and other words for the same thing', () => {
    expect(reply('alongamentu pra lonbar')).toMatch(/lombar|costas/i)
    expect(reply('exercicio pra barriga')).toMatch(/Abdômen|abdômen|barriga/)
    expect(reply('nao consigo dormir de noite')).toMatch(/dormir|sono/i)
  })

  it('respects the minutes she has', () => {
    for (const [message, minutes] of [
      ['tenho 2 minutos, um alongamento', 2],
      ['só 3 min pra respirar', 3],
      ['receita em 5 min', 5],
      ['uns dez minutinhos pra me exercitar', 10],
    ] as const) {
      const analysis = assistant.analyze({ mensagem: message })
      expect(analysis.minutes).toBe(minutes)
      expect(analysis.selection?.entry?.minutes).toBeLessThanOrEqual(minutes)
      expect(reply(message)).toContain(`cabe nos seus ${minutes} minutos`)
    }
  })

  it('says so when nothing fits the minutes, and offers the shortest', () => {
    const text = reply('tenho 1 minuto, uma receita')
    expect(text).toMatch(/Com 1 minuto não encontrei uma receita que caiba inteira/)
  })

  it('names no card of the app in its text (the app offers the activity itself)', () => {
    expect(reply('quero uma respiração pra ansiedade, tenho 5 minutos')).not.toMatch(/cartão/)
    expect(reply('um café da manhã rápido')).not.toMatch(/cartão/)
  })

  it('gives the same reply to the same message, and needs no clock or randomness', () => {
    const message = 'to mto estressada, tenho 5 min'
    expect(new Set([reply(message), reply(message), createAssistant().reply({ mensagem: message })]).size).toBe(1)
  })

  it('offers something else when she asks for another one', () => {
    const first = reply('uma receita com banana')
    const title = first.split('\n')[1]!.split(' (')[0]!
    const second = reply('outra receita com banana', [
      { sender: 'user', text: 'uma receita com banana' },
      { sender: 'ai', text: first },
    ])
    expect(second).not.toContain(title)
  })

  it('answers greetings, thanks, what it can do and other subjects briefly', () => {
    expect(reply('oi')).toMatch(/^Oi! /)
    expect(reply('obrigada!')).toMatch(/^De nada/)
    expect(reply('o que vc faz?')).toContain('Exercícios rápidos')
    expect(reply('qual a capital da austrália')).toContain('foge do que eu sei fazer')
  })

  it('keeps replies short', () => {
    for (const message of ['treino de 15 min', 'relaxamento pra dormir', 'almoço em 15 minutos', 'oi', 'posso tomar dipirona?']) {
      const text = reply(message)
      expect(text.length).toBeLessThan(1400)
      // A recipe's ingredients take a short line each.
      expect(text.split('\n').length).toBeLessThanOrEqual(28)
    }
  })
})

describe('safety first', () => {
  it('answers a crisis with help lines, never with content', () => {
    const text = reply('tenho vontade de sumir pra sempre, me passa uma receita')
    expect(text).toContain('188')
    expect(text).toContain('192')
    expect(text).toContain('cvv.org.br')
    expect(text).toContain('CAPS')
    expect(text).not.toContain('Você vai precisar de')
  })

  it('adds Ligue 180 and 190 where violence is named', () => {
    const text = reply('meu marido me bate')
    for (const line of ['180', '190', '188', '192']) expect(text).toContain(line)
  })

  it('answers harm to the baby without judgement, with a safe step and help', () => {
    const text = reply('às vezes penso em sacudir ele pra ele parar de chorar')
    expect(text).toContain('berço')
    expect(text).toContain('188')
    expect(text).not.toMatch(/absurdo|nunca faça|como você pode/i)
  })

  it('points health questions to a professional and never names a dose', () => {
    for (const message of ['qual a dose de paracetamol pro bebê de 6 meses?', 'posso tomar dipirona amamentando?', 'meu bb ta com febre de 38,5']) {
      const text = reply(message)
      expect(text).toMatch(/pediatra|médico/)
      // The urgent signs are one line away: named with the SAMU, or on 'Sinais de alerta' when it can wait a day.
      expect(text).toMatch(/SAMU 192|Sinais de alerta/)
      expect(text).not.toMatch(/\d+\s?(mg|ml|gotas)/i)
      expect(text).not.toMatch(/paracetamol|dipirona/i)
    }
  })

  it('adds who to ask when a symptom comes beside a request', () => {
    const text = reply('a cólica do bebê tá me deixando louca, uma respiração pra eu me acalmar?')
    expect(text).toMatch(/^1\. /m)
    expect(text).toContain('pediatra')
  })
})

describe('with another library', () => {
  const seated = { positions: ['sitting'], floor: false, hands: 0, loads: [] } as const
  const entries: LibraryEntry[] = [
    { id: 'a', kind: 'exercise', title: 'Giro de tornozelos', summary: 'Solta os pés.', minutes: 2, steps: ['Sente.', 'Gire.'], tags: ['tornozelo', 'pés'], body: seated },
    { id: 'b', kind: 'exercise', title: 'Marcha parada', summary: 'Aquece.', minutes: 8, steps: ['Marche.', 'Respire.'], tags: ['aquecer'], body: { ...seated, positions: ['standing'] } },
    { id: 'c', kind: 'recipe', title: 'Pão com ovo', summary: 'Clássico.', minutes: 6, steps: ['Frite.', 'Monte.'], tags: ['ovo'], ingredients: ['1 pão', '1 ovo'], body: { ...seated, hands: 2 } },
  ]
  const small = createAssistant(entries)

  it('searches only what it is given', () => {
    expect(small.reply({ mensagem: 'exercício pros tornozelos' })).toContain('Giro de tornozelos')
    expect(small.reply({ mensagem: 'receita com ovo' })).toContain('Pão com ovo')
  })

  it('still picks within her minutes', () => {
    expect(small.analyze({ mensagem: 'exercício de 3 minutos' }).selection?.entry?.id).toBe('a')
  })

  it('keeps the app’s tutorials as entries when nothing links to them', () => {
    expect(small.reply({ mensagem: 'uma meditação' })).toMatch(/Respiração da Calma|Meditação da Gratidão/)
  })
})

describe('distress', () => {
  it('answers warmly: names the feeling, offers one real practice by name, and says the CVV listens', () => {
    const analysis = assistant.analyze({ mensagem: 'me sinto tao sozinha e choro todo dia' })
    expect(analysis).toMatchObject({ tier: 'distress', safety: { kind: 'distress' } })
    const text = reply('me sinto tao sozinha e choro todo dia')
    expect(text).toContain(analysis.selection!.entry!.title)
    expect(text).toMatch(/^1\. /m)
    expect(text).toContain('188')
    expect(text).not.toContain('foge do que eu sei fazer')
    expect(text).not.toContain('SAMU')
  })

  it('suggests the UBS or her doctor when the sadness has lasted weeks since the birth', () => {
    expect(reply('ja faz 6 semanas do parto e eu continuo triste')).toMatch(/UBS/)
    expect(reply('to triste hoje')).not.toMatch(/UBS/)
  })

  it('gives what she asked for beside the warm words', () => {
    const text = reply('me passa uma receita rapida pra janta que hoje eu to muito triste')
    expect(assistant.analyze({ mensagem: 'me passa uma receita rapida pra janta que hoje eu to muito triste' }).selection?.entry?.kind).toBe('recipe')
    expect(text).toContain('Você vai precisar de:')
    expect(text).toContain('188')
  })

  it('answers tiredness alone warmly, and a tired request with the request', () => {
    expect(assistant.analyze({ mensagem: 'to exausta' }).tier).toBe('distress')
    expect(assistant.analyze({ mensagem: 'to exausta, me passa um alongamento' })).toMatchObject({ tier: 'none', intent: 'exercise' })
  })
})

describe('the conversation', () => {
  const turns = (...texts: string[]) => texts.flatMap((text) => [{ sender: 'user' as const, text }, { sender: 'ai' as const, text: reply(text) }])

  it('remembers a crisis: the next message keeps it as earlierCrisis', () => {
    const historico = turns('ele me empurrou ontem')
    expect(assistant.analyze({ mensagem: 'to na casa da minha mae agora, me passa uma receita simples', historico })).toMatchObject({
      tier: 'none',
      intent: 'recipe',
      earlierCrisis: 'violence',
    })
  })

  it('reads a follow-up in the light of the crisis before it', () => {
    const historico = turns('penso que eles iam ficar melhor sem mim')
    expect(assistant.analyze({ mensagem: 'e se eu fizer hoje', historico })).toMatchObject({ tier: 'crisis', crisisKind: 'suicide', earlierCrisis: 'suicide' })
  })
})
