import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { bestBrazilianVoice, speakAloud, VOICE_LIST_WAIT_MS, watchBrazilianVoice, type VoiceInfo } from './speech'
import { installFakeSpeech, speechRecord, type FakeVoice } from './testing/fake-speech'

const voice = (name: string, lang: string, localService: boolean, isDefault = false): VoiceInfo => ({
  voiceURI: name,
  name,
  lang,
  localService,
  default: isDefault,
})

describe('the best pt-BR voice', () => {
  it('prefers a voice on the device (it speaks offline), then a better-sounding one, then the default', () => {
    const online = voice('Google português do Brasil', 'pt-BR', false, true)
    const compact = voice('Luciana', 'pt-BR', true)
    const enhanced = voice('Luciana (Enhanced)', 'pt-BR', true)
    expect(bestBrazilianVoice([online, compact])).toBe(compact)
    expect(bestBrazilianVoice([online, compact, enhanced])).toBe(enhanced)
    expect(bestBrazilianVoice([online])).toBe(online)
  })

  it("reads Android's pt_BR, and lets no other Portuguese or language stand in", () => {
    const android = voice('Português Brasil', 'pt_BR', true)
    expect(bestBrazilianVoice([voice('Joana', 'pt-PT', true), android])).toBe(android)
    expect(bestBrazilianVoice([voice('Joana', 'pt-PT', true), voice('Samantha', 'en-US', true, true)])).toBeUndefined()
    expect(bestBrazilianVoice([])).toBeUndefined()
  })
})

const brazilian: FakeVoice = { name: 'Luciana', lang: 'pt-BR', localService: true }
const portuguese: FakeVoice = { name: 'Joana', lang: 'pt-PT', localService: true }

describe('watching the device for a pt-BR voice', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    Reflect.deleteProperty(window, 'speechSynthesis')
  })

  it('finds one listed at once', () => {
    installFakeSpeech({ voices: [portuguese, brazilian] })
    const report = vi.fn()
    const stop = watchBrazilianVoice(report)
    expect(report.mock.calls).toEqual([['Luciana (pt-BR)']])
    stop()
  })

  it("waits for a list that comes later, as Chrome's does, without saying 'none' before it", () => {
    installFakeSpeech({ voices: [brazilian], listedLater: true })
    const report = vi.fn()
    const stop = watchBrazilianVoice(report)
    expect(report).not.toHaveBeenCalled()
    vi.advanceTimersByTime(100)
    expect(report.mock.calls).toEqual([['Luciana (pt-BR)']])
    vi.advanceTimersByTime(VOICE_LIST_WAIT_MS) // the wait ending changes nothing
    expect(report).toHaveBeenCalledTimes(1)
    stop()
  })

  it('says there is none when the list has no pt-BR voice, or when no list ever comes', () => {
    installFakeSpeech({ voices: [portuguese], listedLater: true })
    const report = vi.fn()
    const stop = watchBrazilianVoice(report)
    vi.advanceTimersByTime(100)
    expect(report.mock.calls).toEqual([[null]])
    stop()

    installFakeSpeech({ voices: [] })
    const silent = vi.fn()
    const stopSilent = watchBrazilianVoice(silent)
    vi.advanceTimersByTime(VOICE_LIST_WAIT_MS - 1)
    expect(silent).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(silent.mock.calls).toEqual([[null]])
    stopSilent()
  })

  it('says there is none on a browser without speech synthesis', () => {
    const report = vi.fn()
    watchBrazilianVoice(report)
    vi.advanceTimersByTime(0)
    expect(report.mock.calls).toEqual([[null]])
  })
})

describe('speaking aloud', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    installFakeSpeech({ voices: [portuguese, brazilian] })
  })
  afterEach(() => {
    vi.useRealTimers()
    Reflect.deleteProperty(window, 'speechSynthesis')
  })

  it('says the text in pt-BR with the chosen voice, and resolves once it is said', async () => {
    let said = false
    const done = speakAloud('Respire fundo.', 'Luciana (pt-BR)', new AbortController().signal).then(() => (said = true))
    expect(speechRecord().said).toEqual([{ text: 'Respire fundo.', lang: 'pt-BR', voice: 'Luciana (pt-BR)' }])
    expect(speechRecord().speaking).toBe('Respire fundo.')
    await vi.runAllTimersAsync()
    await done
    expect(said).toBe(true)
    expect(speechRecord().speaking).toBeNull()
  })

  it('falls silent when cancelled, and never speaks over what came before', async () => {
    const first = new AbortController()
    const cut = speakAloud('Primeiro passo.', 'Luciana (pt-BR)', first.signal)
    first.abort()
    await expect(cut).rejects.toThrow('cancelled')
    expect(speechRecord().speaking).toBeNull()

    const second = speakAloud('Segundo passo.', 'Luciana (pt-BR)', new AbortController().signal)
    const third = speakAloud('Terceiro passo.', 'Luciana (pt-BR)', new AbortController().signal)
    expect(speechRecord().speaking).toBe('Terceiro passo.') // the second was cut off, not queued behind
    await expect(second).rejects.toThrow('interrupted')
    await vi.runAllTimersAsync()
    await third
  })
})
