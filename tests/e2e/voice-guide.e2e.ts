import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { planActivities } from '../../src/data/plan'
import { tutorialFor } from '../../src/data/tutorials/by-type'
import { installFakeSpeech, type FakeSpeechOptions, type SpeechRecord } from '../../src/device/testing/fake-speech'
import { seriousViolations } from './support/axe'
import { DESKTOP, PHONE, useBrowser, type PageOptions } from './support/browser'
import { partsReady } from './support/parts-ready'

const browser = useBrowser()
const TUESDAY = new Date('2026-01-06T21:00:00-03:00') // even day: the first variant of the tutorial
const meditation = planActivities.find((activity) => activity.type === 'meditation')!
const steps = tutorialFor('meditation', 2)
const spoken = (i: number) => `${steps[i]!.title}. ${steps[i]!.instruction}`

// Headless Chromium has no voices: each page gets a test double of speechSynthesis that lists
// these, a moment after the page starts (as Chrome does), and records what it is asked to say.
const deviceVoices: FakeSpeechOptions['voices'] = [
  { name: 'Samantha', lang: 'en-US', localService: true, default: true },
  { name: 'Joana', lang: 'pt-PT', localService: true },
  { name: 'Google português do Brasil', lang: 'pt-BR', localService: false },
  { name: 'Luciana', lang: 'pt-BR', localService: true },
]
const withoutBrazilian = deviceVoices.filter((voice) => voice.lang !== 'pt-BR')

interface Device extends PageOptions {
  voices?: FakeSpeechOptions['voices']
  /** Her settings as kept on the device. */
  settings?: { voiceGuide: boolean }
  /** Time as it passes, not on the test's clock (each utterance then lasts seconds). */
  realTime?: boolean
}

async function openMeditation({ voices = deviceVoices, settings, realTime = false, ...options }: Device = {}) {
  const page = await browser.newPage(options)
  if (!realTime) await page.clock.install({ time: TUESDAY })
  await page.addInitScript(installFakeSpeech, { voices, listedLater: true })
  await page.addInitScript(
    ({ mode, kept }) => {
      localStorage.setItem('momento-mae-theme', mode)
      if (kept) localStorage.setItem('momento-mae-settings', kept)
    },
    { mode: options.colorScheme ?? 'light', kept: settings ? JSON.stringify(settings) : null },
  )
  await page.goto('/meu-plano')
  await page.getByRole('heading', { level: 1, name: 'Meu Plano' }).waitFor()
  await page.getByRole('tab', { name: 'Meditações' }).click()
  await page.getByRole('article', { name: meditation.title }).getByRole('button', { name: 'Começar' }).click()
  const player = page.getByRole('dialog', { name: meditation.title })
  await player.getByRole('button', { name: 'Começar' }).waitFor()
  // From here on only the test moves time (install() alone lets it flow), the voices listed by then.
  if (realTime) await player.getByText('Cada passo lido em voz alta quando começa').waitFor()
  else await page.clock.pauseAt(new Date(TUESDAY.getTime() + 60_000))
  return { page, player, voiceSwitch: player.getByRole('switch', { name: 'Guia por voz' }) }
}

const record = (page: Page) => page.evaluate(() => (window as unknown as { __speech: SpeechRecord }).__speech)
const saidTexts = async (page: Page) => (await record(page)).said.map((utterance) => utterance.text)

describe("'Guia por voz' in the player", () => {
  it('is off by default: a whole meditation plays and nothing is spoken', async () => {
    const { page, player, voiceSwitch } = await openMeditation({ viewport: PHONE })
    expect(await voiceSwitch.isChecked()).toBe(false)
    expect(await voiceSwitch.isDisabled()).toBe(false)
    await player.getByRole('button', { name: 'Começar' }).click()
    await page.clock.runFor(meditation.duration * 60_000)
    await page.getByRole('dialog', { name: 'Parabéns!' }).waitFor()
    expect(await record(page)).toMatchObject({ said: [], speaking: null })
  })

  it('turned on, says each step of a meditation in pt-BR as it starts; Pausar and Parar silence it; remembered', async () => {
    const { page, player, voiceSwitch } = await openMeditation({ viewport: PHONE })
    await player.getByText('Guia por voz', { exact: true }).click()
    await expect.poll(() => voiceSwitch.isChecked()).toBe(true)
    expect(await saidTexts(page)).toEqual([]) // nothing runs yet: nothing to say

    await player.getByRole('button', { name: 'Começar' }).click()
    await expect.poll(() => record(page).then((r) => r.speaking)).toBe(spoken(0))
    // The best pt-BR voice on the device: the one that speaks offline, not the online one nor pt-PT.
    expect((await record(page)).said).toEqual([{ text: spoken(0), lang: 'pt-BR', voice: 'Luciana (pt-BR)' }])
    await player.getByText('Lendo este passo em voz alta…').waitFor()

    const expected = [spoken(0)]
    for (let i = 1; i < steps.length; i++) {
      await page.clock.runFor((steps[i]!.time - steps[i - 1]!.time) * 1000)
      await player.getByText(steps[i]!.instruction, { exact: true }).waitFor()
      expected.push(spoken(i))
      await expect.poll(() => saidTexts(page)).toEqual(expected)
      if (i !== 2) continue
      // 'Pausar' while it speaks: silent at once; 'Retomar' says again where she is.
      expect((await record(page)).speaking).toBe(spoken(2))
      await player.getByRole('button', { name: 'Pausar' }).click()
      await expect.poll(() => record(page).then((r) => r.speaking)).toBeNull()
      await page.clock.runFor(30_000) // paused: nothing more is said
      expect(await saidTexts(page)).toEqual(expected)
      await player.getByRole('button', { name: 'Retomar' }).click()
      expected.push(spoken(2))
      await expect.poll(() => record(page).then((r) => r.speaking)).toBe(spoken(2))
      expect(await saidTexts(page)).toEqual(expected)
    }

    // 'Parar' while the last step is being said: silent at once, before she even answers.
    expect((await record(page)).speaking).toBe(spoken(steps.length - 1))
    await player.getByRole('button', { name: 'Parar' }).click()
    await page.clock.runFor(500) // the question opens (its timer is held while she answers)
    await page.getByRole('alertdialog', { name: 'Parar a atividade?' }).waitFor()
    await expect.poll(() => record(page).then((r) => r.speaking)).toBeNull()
    await page.clock.runFor(60_000)
    expect(await saidTexts(page)).toEqual(expected)
    // She stops it, so no run is kept to offer again on the next screen.
    await page.getByRole('alertdialog', { name: 'Parar a atividade?' }).getByRole('button', { name: 'Parar', exact: true }).click()

    // Remembered: on in the profile, and in the next player.
    await page.goto('/profile')
    const setting = page.getByRole('switch', { name: 'Guia por voz' })
    await partsReady(page) // the settings card comes as it nears the screen, or once the page is idle
    expect(await setting.isChecked()).toBe(true)
  })

  it('closing the player silences it', async () => {
    const { page, player } = await openMeditation({ viewport: DESKTOP, settings: { voiceGuide: true } })
    await player.getByRole('button', { name: 'Começar' }).click()
    await expect.poll(() => record(page).then((r) => r.speaking)).toBe(spoken(0))
    await page.keyboard.press('Escape')
    await page.getByRole('alertdialog', { name: 'Sair da atividade?' }).getByRole('button', { name: 'Sair', exact: true }).click()
    await player.waitFor({ state: 'detached' })
    await expect.poll(() => record(page).then((r) => r.speaking)).toBeNull()
  })

  it.each([
    ['375 px, light', PHONE, 'light'],
    ['375 px, dark', PHONE, 'dark'],
    ['1280 px, light', DESKTOP, 'light'],
    ['1280 px, dark', DESKTOP, 'dark'],
  ] as const)('%s: the player speaking, with the switch on, passes axe', async (name, viewport, colorScheme) => {
    // On the page's own clock: under page.clock, framer-motion's entrances would start at the
    // faked time, far ahead of the document's timeline, and never settle for axe.
    const { page, player } = await openMeditation({ viewport, colorScheme, settings: { voiceGuide: true }, realTime: true })
    await player.getByRole('button', { name: 'Começar' }).click()
    await player.getByText('Lendo este passo em voz alta…').waitFor()
    expect(await seriousViolations(page)).toEqual([])
    if (process.env.SCREENSHOTS) {
      mkdirSync('screenshots', { recursive: true })
      await page.screenshot({ path: `screenshots/player-speaking-${name.replace(/\W+/g, '-')}.png` })
    }
  })
})

describe("'Guia por voz' on a device without a pt-BR voice", () => {
  it('says the option is unavailable and stays off, in the player and in the profile, even if she had chosen it', async () => {
    const { page, player, voiceSwitch } = await openMeditation({ voices: withoutBrazilian, settings: { voiceGuide: true } })
    await player.getByText('Indisponível: este aparelho não tem uma voz em português do Brasil.').waitFor()
    expect(await voiceSwitch.isChecked()).toBe(false)
    expect(await voiceSwitch.isDisabled()).toBe(true)
    await player.getByRole('button', { name: 'Começar' }).click()
    await page.clock.runFor(60_000)
    expect(await saidTexts(page)).toEqual([])
    // She stops it, so no run is kept to offer again on the next screen.
    await player.getByRole('button', { name: 'Parar' }).click()
    await page.clock.runFor(500)
    await page.getByRole('alertdialog', { name: 'Parar a atividade?' }).getByRole('button', { name: 'Parar', exact: true }).click()

    await page.goto('/profile')
    const setting = page.getByRole('switch', { name: 'Guia por voz' })
    await partsReady(page) // the settings card comes as it nears the screen, or once the page is idle
    expect(await setting.isDisabled()).toBe(true)
    expect(await setting.isChecked()).toBe(false)
    await page.getByText('Indisponível: este aparelho não tem uma voz em português do Brasil.').waitFor()
  })
})
