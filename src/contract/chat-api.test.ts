import { describe, expect, it } from 'vitest'
import { helpLinesIn, isChatReply, MAX_HELP_LINES, parseChatRequest, readChatReply } from './chat-api'

const cvv = { rotulo: 'Ligar para o CVV', tel: '188' }
const cvvChat = { rotulo: 'Conversar com o CVV pelo chat', url: 'https://cvv.org.br/' }
const plan = { rotulo: 'Meu plano de segurança', rota: '/plano-de-seguranca' }

// Lines a server (or a damaged stored conversation) might send that the app must not show.
const malformed: [string, unknown][] = [
  ['not an object', '188'],
  ['null', null],
  ['no rotulo', { tel: '188' }],
  ['a blank rotulo', { rotulo: '  ', tel: '188' }],
  ['a rotulo that is not text', { rotulo: 188, tel: '188' }],
  ['a rotulo too long to be a button', { rotulo: 'a'.repeat(81), tel: '188' }],
  ['neither tel nor url', { rotulo: 'Ligar' }],
  ['both tel and url', { rotulo: 'Ligar', tel: '188', url: 'https://cvv.org.br/' }],
  ['a tel with letters', { rotulo: 'Ligar', tel: '188abc' }],
  ['a tel that is a number, not text', { rotulo: 'Ligar', tel: 188 }],
  ['a tel of two digits', { rotulo: 'Ligar', tel: '18' }],
  ['a tel with a scheme of its own', { rotulo: 'Ligar', tel: 'javascript:alert(1)' }],
  ['a url that is not https', { rotulo: 'Abrir', url: 'http://cvv.org.br/' }],
  ['a javascript: url', { rotulo: 'Abrir', url: 'javascript:alert(1)' }],
  ['a url that is no URL', { rotulo: 'Abrir', url: 'cvv.org.br' }],
  ['a rota that is no path of the app', { rotulo: 'Abrir', rota: 'plano-de-seguranca' }],
  ['a rota to another host', { rotulo: 'Abrir', rota: '//evil.example/plano' }],
  ['a rota with a scheme', { rotulo: 'Abrir', rota: 'javascript:alert(1)' }],
  ['a rota with a query or spaces', { rotulo: 'Abrir', rota: '/plano?x=<script>' }],
  ['a rota that is not text', { rotulo: 'Abrir', rota: ['/plano'] }],
  ['both a rota and a tel', { rotulo: 'Abrir', rota: '/plano-de-seguranca', tel: '188' }],
]

describe('isChatReply: the reply as the contract writes it', () => {
  it.each([
    ['a reply text alone', { resposta: 'Olá!' }],
    ['with help lines to call and to open', { resposta: 'Olá!', ajuda: [cvv, cvvChat] }],
    ['with a screen of the app among them', { resposta: 'Olá!', ajuda: [cvv, cvvChat, plan] }],
    ['with an empty list of help', { resposta: 'Olá!', ajuda: [] }],
  ])('accepts %s', (_name, body) => {
    expect(isChatReply(body)).toBe(true)
  })

  it.each([
    ['no resposta', { ajuda: [cvv] }],
    ['a resposta that is not text', { resposta: 42 }],
    ['ajuda that is not a list', { resposta: 'Olá!', ajuda: cvv }],
    ['more lines than a reply may carry', { resposta: 'Olá!', ajuda: Array(MAX_HELP_LINES + 1).fill(cvv) }],
    ...malformed.map(([name, line]): [string, unknown] => [`a line with ${name}`, { resposta: 'Olá!', ajuda: [cvv, line] }]),
  ])('refuses %s', (_name, body) => {
    expect(isChatReply(body)).toBe(false)
  })
})

describe('readChatReply: what the app keeps of a 200 body', () => {
  it('keeps the text and the help lines', () => {
    expect(readChatReply({ resposta: 'Estou aqui.', ajuda: [cvv, cvvChat] })).toEqual({ resposta: 'Estou aqui.', ajuda: [cvv, cvvChat] })
  })

  it('keeps a line to a screen of the app, with only its own fields', () => {
    expect(readChatReply({ resposta: 'Estou aqui.', ajuda: [cvv, { ...plan, url: undefined, extra: 1 }] })?.ajuda).toEqual([cvv, plan])
  })

  it('a reply without help stays a reply without help', () => {
    expect(readChatReply({ resposta: 'Olá!' })).toEqual({ resposta: 'Olá!' })
    expect(readChatReply({ resposta: 'Olá!', ajuda: [] })).toEqual({ resposta: 'Olá!' })
  })

  it.each(malformed)('drops a line with %s, and keeps the reply and the good lines', (_name, line) => {
    expect(readChatReply({ resposta: 'Estou aqui.', ajuda: [line, cvv] })).toEqual({ resposta: 'Estou aqui.', ajuda: [cvv] })
  })

  it.each([
    ['a string', 'ligue 188'],
    ['an object', { 0: cvv }],
    ['null', null],
  ])('ajuda that is %s costs nothing but the help', (_name, ajuda) => {
    expect(readChatReply({ resposta: 'Estou aqui.', ajuda })).toEqual({ resposta: 'Estou aqui.' })
  })

  it('keeps only the fields of a line, and no more lines than a reply may carry', () => {
    const read = readChatReply({ resposta: 'x', ajuda: Array(20).fill({ ...cvv, onclick: 'alert(1)' }) })
    expect(read?.ajuda).toHaveLength(MAX_HELP_LINES)
    expect(read?.ajuda?.[0]).toEqual(cvv)
  })

  it.each([
    ['no resposta', { ajuda: [cvv] }],
    ['a resposta that is not text', { resposta: null }],
    ['a list', [{ resposta: 'x' }]],
    ['null', null],
  ])('is nothing for a body with %s', (_name, body) => {
    expect(readChatReply(body)).toBeUndefined()
  })
})

describe('helpLinesIn', () => {
  it('reads nothing from what is not a list', () => {
    expect(helpLinesIn(undefined)).toEqual([])
    expect(helpLinesIn({ rotulo: 'Ligar', tel: '188' })).toEqual([])
  })
})

describe('atividade: the library activity a reply suggests', () => {
  const stretch = { id: 'alongamento-pescoco', titulo: 'Alongamento de pescoço', minutos: 5 }
  const malformedActivities: [string, unknown][] = [
    ['no id', { titulo: 'Alongamento', minutos: 5 }],
    ['an id with a path in it', { ...stretch, id: '../admin' }],
    ['an empty title', { ...stretch, titulo: ' ' }],
    ['minutes that are text', { ...stretch, minutos: '5' }],
    ['zero minutes', { ...stretch, minutos: 0 }],
    ['a fraction of a minute', { ...stretch, minutos: 2.5 }],
    ['a list', [stretch]],
  ]

  it('is part of a reply the contract accepts, with or without help', () => {
    expect(isChatReply({ resposta: 'Olá!', atividade: stretch })).toBe(true)
    expect(isChatReply({ resposta: 'Olá!', ajuda: [cvv], atividade: stretch })).toBe(true)
  })

  it.each(malformedActivities)('a reply with an activity with %s is refused', (_name, atividade) => {
    expect(isChatReply({ resposta: 'Olá!', atividade })).toBe(false)
  })

  it('the app keeps it, with only its own fields', () => {
    expect(readChatReply({ resposta: 'Olá!', atividade: { ...stretch, onclick: 'alert(1)' } })).toEqual({ resposta: 'Olá!', atividade: stretch })
  })

  it.each(malformedActivities)('an activity with %s costs nothing but the activity', (_name, atividade) => {
    expect(readChatReply({ resposta: 'Olá!', ajuda: [cvv], atividade })).toEqual({ resposta: 'Olá!', ajuda: [cvv] })
  })
})

describe('parseChatRequest: the hour on her phone', () => {
  it('takes an hour from 0 to 23, and goes without one', () => {
    expect(parseChatRequest({ mensagem: 'oi', hora: 3 })).toEqual({ ok: true, value: { mensagem: 'oi', historico: [], hora: 3 } })
    expect(parseChatRequest({ mensagem: 'oi', hora: 0 })).toMatchObject({ ok: true, value: { hora: 0 } })
    expect(parseChatRequest({ mensagem: 'oi' })).toEqual({ ok: true, value: { mensagem: 'oi', historico: [] } })
  })

  it.each([24, -1, 3.5, '3', null])('refuses %j, saying what it must be', (hora) => {
    expect(parseChatRequest({ mensagem: 'oi', hora })).toEqual({ ok: false, erro: 'O campo "hora" deve ser um número inteiro de 0 a 23, a hora no aparelho.' })
  })
})
