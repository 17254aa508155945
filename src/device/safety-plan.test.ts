import { afterEach, describe, expect, it, vi } from 'vitest'
import { emptySafetyPlan } from '../data/safety-plan'
import {
  eraseSafetyPlan,
  keepSafetyPlanPerson,
  keepSafetyPlanService,
  keepSafetyPlanText,
  newSafetyPlanPersonId,
  readSafetyPlan,
  removeSafetyPlanPerson,
  safetyPlanKept,
  subscribeSafetyPlan,
} from './safety-plan'
import { storageKeys } from './storage-keys'

const stored = () => JSON.parse(localStorage.getItem(storageKeys.safetyPlan)!) as { version: number; parts: unknown[] }
const storeRaw = (value: unknown) => localStorage.setItem(storageKeys.safetyPlan, JSON.stringify(value))
const refuseWrites = () =>
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('cheio', 'QuotaExceededError')
  })

const ana = { id: 'pessoa-ana', name: 'Ana', phone: '(11) 98765-4321' }
const bia = { id: 'pessoa-bia', name: 'Bia', phone: '21 3456 7890' }

afterEach(() => {
  vi.restoreAllMocks()
  eraseSafetyPlan()
})

describe('her safety plan on the device', () => {
  it('is empty on a new device, and keeps each part the moment she writes it', () => {
    expect(readSafetyPlan()).toEqual(emptySafetyPlan)
    expect(keepSafetyPlanText('calming', 'Respirar devagar')).toBe(true)
    expect(keepSafetyPlanText('calming', 'Respirar devagar, contando até quatro')).toBe(true)
    expect(keepSafetyPlanService('caps', { name: 'CAPS Centro', phone: '3333-4444' })).toBe(true)
    expect(keepSafetyPlanPerson(ana)).toBe(true)
    expect(stored()).toEqual({
      version: 1,
      parts: [
        { id: 'calming', text: 'Respirar devagar, contando até quatro' },
        { id: 'caps', name: 'CAPS Centro', phone: '3333-4444' },
        ana,
      ],
    })
    expect(readSafetyPlan()).toEqual({
      texts: { ...emptySafetyPlan.texts, calming: 'Respirar devagar, contando até quatro' },
      people: [ana],
      services: { ...emptySafetyPlan.services, caps: { name: 'CAPS Centro', phone: '3333-4444' } },
    })
  })

  it('gives the same object until the plan changes, and tells who listens when it does', () => {
    const listener = vi.fn()
    const stop = subscribeSafetyPlan(listener)
    const before = readSafetyPlan()
    expect(readSafetyPlan()).toBe(before)
    keepSafetyPlanText('reasons', 'Meu filho')
    expect(listener).toHaveBeenCalledTimes(1)
    expect(readSafetyPlan()).not.toBe(before)
    expect(readSafetyPlan()).toBe(readSafetyPlan())
    stop()
  })

  it('keeps what did not change the same objects, so a screen redraws only the step she writes in', () => {
    keepSafetyPlanPerson(ana)
    keepSafetyPlanService('ubs', { name: 'UBS', phone: '' })
    keepSafetyPlanText('calming', 'Banho')
    const before = readSafetyPlan()
    keepSafetyPlanText('calming', 'Banho morno')
    const after = readSafetyPlan()
    expect(after.texts).not.toBe(before.texts)
    expect(after.people).toBe(before.people)
    expect(after.services).toBe(before.services)
    keepSafetyPlanService('caps', { name: 'CAPS', phone: '' })
    expect(readSafetyPlan().services.ubs).toBe(before.services.ubs)
    expect(readSafetyPlan().services).not.toBe(before.services)
    expect(readSafetyPlan().texts).toBe(after.texts)
  })

  it('keeps people in her order: a change stays in place, a new one goes last, one taken off is gone', () => {
    keepSafetyPlanPerson(ana)
    keepSafetyPlanPerson(bia)
    keepSafetyPlanPerson({ ...ana, phone: '11 91111-2222' })
    expect(readSafetyPlan().people).toEqual([{ ...ana, phone: '11 91111-2222' }, bia])
    removeSafetyPlanPerson(ana.id)
    expect(readSafetyPlan().people).toEqual([bia])
  })

  it('gives each person she adds an id of their own', () => {
    const at = new Date('2026-11-24T21:30:00-03:00')
    const ids = new Set([newSafetyPlanPersonId(at), newSafetyPlanPersonId(at), newSafetyPlanPersonId(at)])
    expect(ids.size).toBe(3)
    for (const id of ids) expect(id).toMatch(/^pessoa-/)
  })

  it('writes into the plan as stored now: what another tab wrote meanwhile stays', () => {
    keepSafetyPlanText('calming', 'Banho morno')
    storeRaw({ version: 1, parts: [...stored().parts, { id: 'reasons', text: 'Minha filha' }] }) // the other tab
    keepSafetyPlanText('warningSigns', 'Não durmo')
    expect(readSafetyPlan().texts).toMatchObject({ calming: 'Banho morno', reasons: 'Minha filha', warningSigns: 'Não durmo' })
  })
})

describe('reading it defensively', () => {
  it('reads the parts it can; one it cannot read, or does not know, stays stored when she writes another', () => {
    const unreadable = [
      { id: 'calming', text: 42 },
      { id: 'ubs', name: 'UBS', phone: null },
      { id: 'pessoa-x', name: ['Ana'], phone: '' },
      { id: 'futuro', text: 'a part of a newer version' },
      'lixo',
    ]
    storeRaw({ version: 1, parts: [...unreadable, { id: 'reasons', text: 'Meu filho' }, bia] })
    expect(readSafetyPlan()).toEqual({ ...emptySafetyPlan, texts: { ...emptySafetyPlan.texts, reasons: 'Meu filho' }, people: [bia] })
    keepSafetyPlanText('saferHome', 'Remédios com minha mãe')
    expect(stored().parts).toEqual([...unreadable, { id: 'reasons', text: 'Meu filho' }, bia, { id: 'saferHome', text: 'Remédios com minha mãe' }])
  })

  it('reads the first of two parts with one id', () => {
    storeRaw({ version: 1, parts: [{ id: 'calming', text: 'Primeiro' }, { id: 'calming', text: 'Segundo' }] })
    expect(readSafetyPlan().texts.calming).toBe('Primeiro')
  })

  it("reads a newer version's parts it knows and keeps its version and fields when she writes", () => {
    storeRaw({ version: 2, lastOpened: 'ontem', parts: [{ id: 'calming', text: 'Música' }] })
    expect(readSafetyPlan().texts.calming).toBe('Música')
    keepSafetyPlanText('reasons', 'Meu filho')
    expect(stored()).toEqual({ version: 2, lastOpened: 'ontem', parts: [{ id: 'calming', text: 'Música' }, { id: 'reasons', text: 'Meu filho' }] })
  })

  it.each([
    ['text that is not JSON', 'lixo{'],
    ['a list', '[1, 2]'],
    ['a plan without parts', '{"version": 1}'],
    ['a plan without a version', '{"parts": []}'],
  ])('shows an empty plan for %s, and keeps that value aside before a new plan starts', (_, raw) => {
    localStorage.setItem(storageKeys.safetyPlan, raw)
    expect(readSafetyPlan()).toEqual(emptySafetyPlan)
    keepSafetyPlanText('calming', 'Respirar')
    expect(localStorage.getItem(storageKeys.damagedSafetyPlan)).toBe(raw)
    expect(stored()).toEqual({ version: 1, parts: [{ id: 'calming', text: 'Respirar' }] })
  })

  it('never writes over a copy kept aside', () => {
    localStorage.setItem(storageKeys.damagedSafetyPlan, 'o primeiro')
    localStorage.setItem(storageKeys.safetyPlan, 'o segundo')
    keepSafetyPlanText('calming', 'Respirar')
    expect(localStorage.getItem(storageKeys.damagedSafetyPlan)).toBe('o primeiro')
  })

  it('writes nothing when the browser refuses to keep a damaged plan aside: the damaged value stays', () => {
    localStorage.setItem(storageKeys.safetyPlan, 'lixo{')
    refuseWrites()
    expect(keepSafetyPlanText('calming', 'Respirar')).toBe(false)
    vi.restoreAllMocks()
    expect(localStorage.getItem(storageKeys.safetyPlan)).toBe('lixo{')
    expect(localStorage.getItem(storageKeys.damagedSafetyPlan)).toBeNull()
  })

  it('shows an empty plan when the browser blocks storage, and never throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('bloqueado', 'SecurityError')
    })
    expect(readSafetyPlan()).toEqual(emptySafetyPlan)
  })
})

describe('when the browser refuses to keep what she writes', () => {
  it('keeps it in memory, shown and said, and writes it with the next change the browser takes', () => {
    keepSafetyPlanText('calming', 'Respirar')
    refuseWrites()
    expect(keepSafetyPlanText('reasons', 'Meu filho')).toBe(false)
    expect(keepSafetyPlanPerson(ana)).toBe(false)
    expect(safetyPlanKept()).toBe(false)
    expect(readSafetyPlan().texts).toMatchObject({ calming: 'Respirar', reasons: 'Meu filho' })
    expect(readSafetyPlan().people).toEqual([ana])
    vi.restoreAllMocks()

    expect(keepSafetyPlanText('warningSigns', 'Não durmo')).toBe(true)
    expect(safetyPlanKept()).toBe(true)
    expect(stored().parts).toEqual([
      { id: 'calming', text: 'Respirar' },
      { id: 'reasons', text: 'Meu filho' },
      ana,
      { id: 'warningSigns', text: 'Não durmo' },
    ])
  })
})

describe("'Apagar meus dados'", () => {
  it('erases the plan, the copy of a damaged one and what was only in memory', () => {
    localStorage.setItem(storageKeys.safetyPlan, 'lixo{')
    keepSafetyPlanText('calming', 'Respirar')
    refuseWrites()
    keepSafetyPlanText('reasons', 'Meu filho')
    vi.restoreAllMocks()
    eraseSafetyPlan()
    expect(localStorage.getItem(storageKeys.safetyPlan)).toBeNull()
    expect(localStorage.getItem(storageKeys.damagedSafetyPlan)).toBeNull()
    expect(readSafetyPlan()).toEqual(emptySafetyPlan)
    expect(safetyPlanKept()).toBe(true)
  })
})
