import { describe, expect, it } from 'vitest'
import { keepAccount, parseAccount, readAccount } from './account'
import { storageKeys } from './storage-keys'

describe('the account kept at sign-up', () => {
  it('keeps her name and e-mail, trimmed, and nothing else', () => {
    keepAccount({ name: ' Joana Prado ', email: 'joana@exemplo.com.br ' })
    expect(JSON.parse(localStorage.getItem(storageKeys.account)!)).toEqual({ name: 'Joana Prado', email: 'joana@exemplo.com.br' })
    expect(readAccount()).toEqual({ name: 'Joana Prado', email: 'joana@exemplo.com.br' })
  })

  it('reads a damaged or old value as nothing kept', () => {
    expect(parseAccount({ name: 'Joana' })).toBeNull()
    expect(parseAccount({ name: 3, email: 'a@b.c' })).toBeNull()
    expect(parseAccount(['Joana'])).toBeNull()
    localStorage.setItem(storageKeys.account, '{not json')
    expect(readAccount()).toBeNull()
  })
})
