import { describe, expect, it } from 'vitest'
import { parseChatHistory } from './chat-history'

const cvv = { rotulo: 'Ligar para o CVV', tel: '188' }
const at = Date.UTC(2025, 4, 12, 9, 30)

describe('parseChatHistory', () => {
  it('loads a conversation stored before replies carried help, as it was', () => {
    expect(
      parseChatHistory([
        { id: 7, text: 'Oi', sender: 'user', timestamp: at },
        { id: 8, text: 'Olá!', sender: 'ai', timestamp: at },
      ]),
    ).toEqual([
      { id: 1, text: 'Oi', sender: 'user', timestamp: at },
      { id: 2, text: 'Olá!', sender: 'ai', timestamp: at },
    ])
  })

  it("keeps 'respondido sem internet' on a reply, and only there", () => {
    expect(
      parseChatHistory([
        { id: 1, text: 'Oi', sender: 'user', timestamp: at, semInternet: true },
        { id: 2, text: 'Que tal 5 minutos?', sender: 'ai', timestamp: at, semInternet: true },
        { id: 3, text: 'Outra', sender: 'ai', timestamp: at, semInternet: 'sim' },
      ]),
    ).toEqual([
      { id: 1, text: 'Oi', sender: 'user', timestamp: at },
      { id: 2, text: 'Que tal 5 minutos?', sender: 'ai', timestamp: at, semInternet: true },
      { id: 3, text: 'Outra', sender: 'ai', timestamp: at },
    ])
  })

  it('keeps a reply’s help lines', () => {
    const reply = { id: 1, text: 'Você não está sozinha.', sender: 'ai', timestamp: at, ajuda: [cvv] }
    expect(parseChatHistory([reply])).toEqual([reply])
  })

  it('a damaged help list costs the help, never the message', () => {
    const stored = [
      { id: 1, text: 'Um', sender: 'ai', timestamp: at, ajuda: 'ligue 188' },
      { id: 2, text: 'Dois', sender: 'ai', timestamp: at, ajuda: [{ rotulo: 'x', tel: 'javascript:alert(1)' }, cvv] },
      { id: 3, text: 'Três', sender: 'ai', timestamp: at, ajuda: [null] },
    ]
    expect(parseChatHistory(stored)).toEqual([
      { id: 1, text: 'Um', sender: 'ai', timestamp: at },
      { id: 2, text: 'Dois', sender: 'ai', timestamp: at, ajuda: [cvv] },
      { id: 3, text: 'Três', sender: 'ai', timestamp: at },
    ])
  })

  it('help is the assistant’s: a message of hers never shows any', () => {
    expect(parseChatHistory([{ id: 1, text: 'Oi', sender: 'user', timestamp: at, ajuda: [cvv] }])).toEqual([
      { id: 1, text: 'Oi', sender: 'user', timestamp: at },
    ])
  })

  it('keeps the activity a reply suggested, and a damaged one costs the activity, never the message', () => {
    const stretch = { id: 'alongamento-pescoco', titulo: 'Alongamento de pescoço', minutos: 3 }
    expect(
      parseChatHistory([
        { id: 1, text: 'Um', sender: 'ai', timestamp: at, atividade: stretch },
        { id: 2, text: 'Dois', sender: 'ai', timestamp: at, atividade: { ...stretch, minutos: 'três' } },
        { id: 3, text: 'Três', sender: 'user', timestamp: at, atividade: stretch },
      ]),
    ).toEqual([
      { id: 1, text: 'Um', sender: 'ai', timestamp: at, atividade: stretch },
      { id: 2, text: 'Dois', sender: 'ai', timestamp: at },
      { id: 3, text: 'Três', sender: 'user', timestamp: at },
    ])
  })
})
