import { afterEach, describe, expect, it, vi } from 'vitest'
import { collectBackup, eraseDeviceData, readBackup, restoreBackup } from './backup'
import { defaultHelpCardText, HELP_CARD_MAX_LENGTH, keepHelpCard, readHelpCard, resetHelpCard } from './help-card'
import { storageKeys } from './storage-keys'

const hers = 'Como me ajudar\n\nFique com o bebê das 2h às 5h, por favor.'

afterEach(() => vi.restoreAllMocks())

describe("'Como me ajudar' on the device", () => {
  it('is the suggested text until she writes hers', () => {
    expect(readHelpCard()).toEqual({ text: defaultHelpCardText, edited: false })
    expect(defaultHelpCardText).toMatch(/^Como me ajudar\n\n/)
    expect(localStorage.getItem(storageKeys.helpCard)).toBeNull()
  })

  it('keeps what she writes, and is the same object until it changes', () => {
    expect(keepHelpCard(hers)).toBe(true)
    const card = readHelpCard()
    expect(card).toEqual({ text: hers, edited: true })
    expect(readHelpCard()).toBe(card)
  })

  it("'Voltar ao texto sugerido' puts the default back", () => {
    keepHelpCard(hers)
    resetHelpCard()
    expect(readHelpCard()).toEqual({ text: defaultHelpCardText, edited: false })
  })

  it('keeps an empty card as empty, and cuts one past the limit', () => {
    keepHelpCard('')
    expect(readHelpCard()).toEqual({ text: '', edited: true })
    keepHelpCard('a'.repeat(HELP_CARD_MAX_LENGTH + 10))
    expect(readHelpCard().text).toHaveLength(HELP_CARD_MAX_LENGTH)
  })

  it('reads a damaged or unknown value as the default, and leaves it stored', () => {
    localStorage.setItem(storageKeys.helpCard, '{"version":2,"text":"x"')
    expect(readHelpCard()).toEqual({ text: defaultHelpCardText, edited: false })
    expect(localStorage.getItem(storageKeys.helpCard)).toBe('{"version":2,"text":"x"')
  })

  it('says so when the browser refuses to keep it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    expect(keepHelpCard(hers)).toBe(false)
  })

  it('is in her export, comes back with an import, and is gone after erasing her data', () => {
    keepHelpCard(hers)
    const exported = JSON.stringify(collectBackup())
    eraseDeviceData()
    expect(localStorage.getItem(storageKeys.helpCard)).toBeNull()
    expect(readHelpCard().edited).toBe(false)
    const read = readBackup(exported)
    if (!('backup' in read)) throw new Error(read.error)
    expect(restoreBackup(read.backup)).toBe(true)
    expect(readHelpCard()).toEqual({ text: hers, edited: true })
  })

  it('refuses to import a file whose card is damaged, naming it', () => {
    const backup = { format: 'momento-mae-dados', version: 1, exportedAt: '', data: { [storageKeys.helpCard]: '{"text":3}' } }
    expect(readBackup(JSON.stringify(backup))).toEqual({ error: expect.stringContaining('o cartão “Como me ajudar”') })
  })
})
