import { describe, expect, it } from 'vitest'
import { keepChatDraft, parseChatDraft, readChatDraft } from './chat-draft'
import { storageKeys } from './storage-keys'

describe('the chat draft on the device', () => {
  it('gives back what she wrote, and nothing once it is empty', () => {
    keepChatDraft('Tenho 5 minutos e')
    expect(readChatDraft()).toBe('Tenho 5 minutos e')
    keepChatDraft('')
    expect(localStorage.getItem(storageKeys.chatDraft)).toBeNull()
    expect(readChatDraft()).toBe('')
  })

  it('reads nothing from a value that is not a draft', () => {
    expect(parseChatDraft({ version: 2, text: 'oi' })).toBeNull()
    expect(parseChatDraft({ version: 1, text: 3 })).toBeNull()
    expect(parseChatDraft('oi')).toBeNull()
    localStorage.setItem(storageKeys.chatDraft, '{"version": 1, "text"')
    expect(readChatDraft()).toBe('')
  })
})
