import { afterEach, describe, expect, it, vi } from 'vitest'
import { defaultHelpCardTexts, type HelpCardTexts } from '../data/help-card'
import { collectBackup, eraseDeviceData, readBackup, restoreBackup } from './backup'
import { defaultHelpCardText, HELP_CARD_SECTION_MAX_LENGTH, keepHelpCard, readHelpCard, resetHelpCard } from './help-card'
import { storageKeys } from './storage-keys'

const hers: HelpCardTexts = { ...defaultHelpCardTexts, helps: 'Fique com o bebê das 2h às 5h, por favor.' }
const oneText = 'Como me ajudar\n\nFique com o bebê das 2h às 5h, por favor.\n\nNão me diga que é frescura.'

afterEach(() => vi.restoreAllMocks())

describe("'Como me ajudar' on the device", () => {
  it('is the suggested text until she writes hers', () => {
    expect(readHelpCard()).toEqual({ sections: defaultHelpCardTexts, text: defaultHelpCardText, edited: false })
    expect(defaultHelpCardText).toMatch(/^Como me ajudar\n\nO que me ajuda\n/)
    expect(localStorage.getItem(storageKeys.helpCard)).toBeNull()
  })

  it('keeps what she writes in a section, sends it as one text, and is the same object until it changes', () => {
    expect(keepHelpCard(hers)).toBe(true)
    const card = readHelpCard()
    expect(card.sections).toEqual(hers)
    expect(card.edited).toBe(true)
    expect(card.text).toMatch(/^Como me ajudar\n\nO que me ajuda\nFique com o bebê das 2h às 5h, por favor\.\n\nO que você pode tirar/)
    expect(readHelpCard()).toBe(card)
  })

  it("'Voltar ao texto sugerido' puts the default back", () => {
    keepHelpCard(hers)
    resetHelpCard()
    expect(readHelpCard()).toEqual({ sections: defaultHelpCardTexts, text: defaultHelpCardText, edited: false })
  })

  it('keeps an emptied card as empty, and cuts a section past the limit', () => {
    keepHelpCard({ helps: '', hands: '', words: '', calls: '' })
    expect(readHelpCard()).toEqual({ sections: { helps: '', hands: '', words: '', calls: '' }, text: 'Como me ajudar', edited: true })
    keepHelpCard({ ...hers, words: 'a'.repeat(HELP_CARD_SECTION_MAX_LENGTH + 10) })
    expect(readHelpCard().sections.words).toHaveLength(HELP_CARD_SECTION_MAX_LENGTH)
  })

  it('reads a damaged or unknown value as the default, and leaves it stored', () => {
    localStorage.setItem(storageKeys.helpCard, '{"version":3,"text":"x"')
    expect(readHelpCard()).toEqual({ sections: defaultHelpCardTexts, text: defaultHelpCardText, edited: false })
    expect(localStorage.getItem(storageKeys.helpCard)).toBe('{"version":3,"text":"x"')
    localStorage.setItem(storageKeys.helpCard, '{"version":2,"sections":{"helps":"x","hands":3,"words":"","calls":""}}')
    expect(readHelpCard().edited).toBe(false)
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
    expect(readHelpCard().sections).toEqual(hers)
  })

  it('refuses to import a file whose card is damaged, naming it', () => {
    const backup = { format: 'momento-mae-dados', version: 1, exportedAt: '', data: { [storageKeys.helpCard]: '{"text":3}' } }
    expect(readBackup(JSON.stringify(backup))).toEqual({ error: expect.stringContaining('o cartão “Como me ajudar”') })
  })
})

describe("a 'Como me ajudar' card kept as one text, before sections", () => {
  const keptAsOneText = (text: string) => localStorage.setItem(storageKeys.helpCard, JSON.stringify({ version: 1, text }))

  it('comes whole into the first section, the others empty, and is sent with every word she wrote', () => {
    keptAsOneText(oneText)
    const card = readHelpCard()
    expect(card.sections).toEqual({ helps: 'Fique com o bebê das 2h às 5h, por favor.\n\nNão me diga que é frescura.', hands: '', words: '', calls: '' })
    expect(card.edited).toBe(true)
    expect(card.text).toBe('Como me ajudar\n\nO que me ajuda\nFique com o bebê das 2h às 5h, por favor.\n\nNão me diga que é frescura.')
  })

  it('keeps a text that does not start with the title exactly as it was, even a full one', () => {
    const long = `Amor, ${'me deixe dormir. '.repeat(235)}`.slice(0, 4000)
    keptAsOneText(long)
    expect(readHelpCard().sections.helps).toBe(long)
    keptAsOneText('Como me ajudar a dormir: fique com ele')
    expect(readHelpCard().sections.helps).toBe('Como me ajudar a dormir: fique com ele')
  })

  it('stays stored as it was until she changes a section; then it is kept in sections, her old text in the first', () => {
    keptAsOneText(oneText)
    readHelpCard()
    expect(JSON.parse(localStorage.getItem(storageKeys.helpCard)!)).toEqual({ version: 1, text: oneText })
    const card = readHelpCard()
    keepHelpCard({ ...card.sections, calls: 'CVV 188' })
    expect(JSON.parse(localStorage.getItem(storageKeys.helpCard)!)).toEqual({
      version: 2,
      sections: { helps: card.sections.helps, hands: '', words: '', calls: 'CVV 188' },
    })
  })

  it('comes in from an export made before sections', () => {
    const backup = { format: 'momento-mae-dados', version: 1, exportedAt: '', data: { [storageKeys.helpCard]: JSON.stringify({ version: 1, text: oneText }) } }
    const read = readBackup(JSON.stringify(backup))
    if (!('backup' in read)) throw new Error(read.error)
    expect(restoreBackup(read.backup)).toBe(true)
    expect(readHelpCard().sections.helps).toMatch(/^Fique com o bebê/)
  })
})
