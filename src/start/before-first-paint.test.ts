// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { phrasesOfTheDay } from '../data/phrases'
import { SIDEBAR_COOKIE } from '../device/sidebar-cookie'
import { settingsStorageKey, themeStorageKey } from '../device/storage-keys'
import { todayOnThisDevice } from '../device/today-on-this-device'
import { phraseOfTheDay } from '../progress/phrase-of-the-day'

const page = document.documentElement

/** The page's first script, run afresh as a page opening at `instant` on a phone in São Paulo. */
async function openPageAt(instant: string) {
  vi.stubEnv('TZ', 'America/Sao_Paulo')
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(instant))
  document.head.innerHTML = '<meta name="theme-color" content="#FBF8F5" />'
  vi.resetModules()
  await import('./before-first-paint')
}

const themeColor = () => document.querySelector('meta[name="theme-color"]')!.getAttribute('content')
const phraseIndex = () => Number(page.getAttribute('data-phrase-of-day'))

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
  localStorage.clear()
  document.cookie = `${SIDEBAR_COOKIE}=; max-age=0`
  for (const name of page.getAttributeNames()) page.removeAttribute(name)
})

describe("the page's first script marks her moment on <html>", () => {
  it.each([
    ['04:59', 'evening', true],
    ['05:00', 'morning', false],
    ['11:59', 'morning', false],
    ['12:00', 'afternoon', false],
    ['17:59', 'afternoon', false],
    ['18:00', 'evening', false],
    ['21:59', 'evening', false],
    ['22:00', 'evening', true],
  ] as const)('at %s: the %s, madrugada %s', async (time, part, madrugada) => {
    await openPageAt(`2026-06-10T${time}:00-03:00`)
    expect(page.getAttribute('data-part-of-day')).toBe(part)
    expect(page.hasAttribute('data-madrugada')).toBe(madrugada)
  })

  it("marks the madrugada at any hour with her 'Modo madrugada', and not for a value it cannot read", async () => {
    localStorage.setItem(settingsStorageKey, JSON.stringify({ showStreak: true, modoMadrugada: true }))
    await openPageAt('2026-06-10T14:00:00-03:00')
    expect(page.hasAttribute('data-madrugada')).toBe(true)
    page.removeAttribute('data-madrugada')
    localStorage.setItem(settingsStorageKey, JSON.stringify({ modoMadrugada: 'sim' }))
    await openPageAt('2026-06-10T14:00:00-03:00')
    expect(page.hasAttribute('data-madrugada')).toBe(false)
    localStorage.setItem(settingsStorageKey, '{"modoMadrugada":')
    await openPageAt('2026-06-10T14:00:00-03:00')
    expect(page.hasAttribute('data-madrugada')).toBe(false)
  })

  it.each(['2026-01-05T09:00:00-03:00', '2026-03-01T23:59:00-03:00', '2026-03-02T01:30:00-03:00', '2027-12-31T14:00:00-03:00'])(
    'picks the phrase the app shows at %s',
    async (instant) => {
      await openPageAt(instant)
      expect(phrasesOfTheDay[phraseIndex()]).toBe(phraseOfTheDay(todayOnThisDevice(new Date(instant)), phrasesOfTheDay))
    },
  )

  it('keeps her day’s phrase until 03:00, then the next, and comes round after the last', async () => {
    await openPageAt('2026-03-01T23:59:00-03:00')
    const evening = phraseIndex()
    await openPageAt('2026-03-02T02:59:00-03:00')
    expect(phraseIndex()).toBe(evening)
    await openPageAt('2026-03-02T03:00:00-03:00')
    expect(phraseIndex()).toBe((evening + 1) % phrasesOfTheDay.length)
    const daysToTheLast = phrasesOfTheDay.length - 1 - evening
    await openPageAt(new Date(Date.parse('2026-03-01T12:00:00-03:00') + daysToTheLast * 86_400_000).toISOString())
    expect(phraseIndex()).toBe(phrasesOfTheDay.length - 1)
    await openPageAt(new Date(Date.parse('2026-03-01T12:00:00-03:00') + (daysToTheLast + 1) * 86_400_000).toISOString())
    expect(phraseIndex()).toBe(0)
  })
})

describe("the page's first script paints her theme", () => {
  const phoneAsks = (dark: boolean) => vi.stubGlobal('matchMedia', (query: string) => ({ matches: dark && query === '(prefers-color-scheme: dark)' }))

  it('dark when she chose it, with the dark theme colour', async () => {
    localStorage.setItem(themeStorageKey, 'dark')
    await openPageAt('2026-06-10T14:00:00-03:00')
    expect(page.classList.contains('dark')).toBe(true)
    expect(page.style.colorScheme).toBe('dark')
    expect(themeColor()).toBe('#171310')
  })

  it("the phone's until she chooses, and hers over the phone's", async () => {
    phoneAsks(true)
    await openPageAt('2026-06-10T14:00:00-03:00')
    expect(page.classList.contains('dark')).toBe(true)
    localStorage.setItem(themeStorageKey, 'light')
    await openPageAt('2026-06-10T14:00:00-03:00')
    expect(page.classList.contains('dark')).toBe(false)
    expect(themeColor()).toBe('#FBF8F5')
  })

  it('light when the phone says nothing and she chose nothing', async () => {
    await openPageAt('2026-06-10T14:00:00-03:00')
    expect(page.classList.contains('dark')).toBe(false)
    expect(page.style.colorScheme).toBe('light')
  })
})

describe("the page's first script draws the rail as she left it", () => {
  it('collapsed when the sidebar cookie says so, open otherwise', async () => {
    await openPageAt('2026-06-10T14:00:00-03:00')
    expect(page.classList.contains('rail-collapsed')).toBe(false)
    document.cookie = `${SIDEBAR_COOKIE}=false`
    await openPageAt('2026-06-10T14:00:00-03:00')
    expect(page.classList.contains('rail-collapsed')).toBe(true)
  })
})
