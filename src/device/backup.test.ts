import { afterEach, describe, expect, it, vi } from 'vitest'
import { collectBackup, eraseDeviceData, notABackup, readBackup, restoreBackup } from './backup'
import { journalEntries, recordCompletion } from './journal'
import { moodEntries, saveMood } from './moods'
import { deleteOwnRoutine, keepOwnRoutine, ownRoutines } from './own-routines'
import { keepRun, keptRuns } from './run-in-progress'
import { keepSafetyPlanPerson, keepSafetyPlanService, keepSafetyPlanText, readSafetyPlan } from './safety-plan'
import { storageKeys } from './storage-keys'

const AT = new Date('2026-11-24T21:30:00-03:00')
const respiracao = { activityId: 'respiracao-da-calma', title: 'Respiração da Calma', type: 'meditation', minutes: 5, startedFrom: 'dashboard' } as const

function fillDevice() {
  recordCompletion(respiracao, AT)
  localStorage.setItem(storageKeys.account, JSON.stringify({ name: 'Ana', email: 'ana@exemplo.com.br' }))
  localStorage.setItem(storageKeys.profile, JSON.stringify({ name: 'Ana', email: 'ana@exemplo.com.br', age: '30', childrenAges: '1', availableTime: '5-10' }))
  localStorage.setItem(storageKeys.settings, JSON.stringify({ notifications: false, showStreak: false }))
  localStorage.setItem(storageKeys.onboarding, JSON.stringify({ age: '30', childrenAges: '1', availableTime: '5-10', goals: [] }))
  localStorage.setItem(storageKeys.chatHistory, JSON.stringify([{ text: 'Oi', sender: 'user', timestamp: 1 }]))
  localStorage.setItem(storageKeys.theme, 'dark')
  localStorage.setItem(storageKeys.welcome, JSON.stringify('seen'))
  saveMood({ level: 'mal', words: ['cansada'] }, AT)
  keepOwnRoutine(manha)
  keepSafetyPlanText('reasons', 'O sorriso do meu filho')
  keepSafetyPlanPerson({ id: 'pessoa-mae', name: 'Mãe', phone: '11 98765-4321' })
  localStorage.setItem('sidebar_state', 'not ours') // another site's key, or a library's: never touched
}

const manha = { id: 'minha-manha', title: 'Minha manhã', description: '', activityIds: ['ombros-soltos', 'respiracao-4-7-8'] }
const noite = { id: 'minha-noite', title: 'Noite', description: 'Antes de dormir.', activityIds: ['respiracao-4-7-8'] }

const everything = () => Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key)]))

afterEach(() => localStorage.clear())

describe('her data on the device', () => {
  it('exports every value the app keeps, as stored, and only those', () => {
    fillDevice()
    const backup = collectBackup(AT)
    expect(backup.format).toBe('momento-mae-dados')
    expect(Object.keys(backup.data).sort()).toEqual(
      [storageKeys.journal, storageKeys.moods, storageKeys.ownRoutines, storageKeys.safetyPlan, storageKeys.account, storageKeys.profile, storageKeys.settings, storageKeys.onboarding, storageKeys.chatHistory, storageKeys.theme, storageKeys.welcome].sort(),
    )
    expect(backup.data[storageKeys.theme]).toBe('dark')
  })

  it('export, erase, import: the device holds what it held', () => {
    fillDevice()
    const before = everything()
    const file = JSON.stringify(collectBackup(AT))
    eraseDeviceData()
    expect(everything()).toEqual({ sidebar_state: 'not ours' })
    expect(journalEntries()).toEqual([])
    const read = readBackup(file)
    if (!('backup' in read)) throw new Error(read.error)
    expect(restoreBackup(read.backup)).toBe(true)
    expect(everything()).toEqual(before)
    expect(journalEntries()).toMatchObject([{ activityId: 'respiracao-da-calma' }])
    expect(moodEntries()).toMatchObject([{ day: '2026-11-24', level: 'mal', words: ['cansada'] }])
    expect(ownRoutines()).toEqual([manha])
    expect(readSafetyPlan().texts.reasons).toBe('O sorriso do meu filho')
    expect(readSafetyPlan().people).toEqual([{ id: 'pessoa-mae', name: 'Mãe', phone: '11 98765-4321' }])
  })

  it('joins a safety plan from a file with hers: what she wrote here stays, what she left blank becomes the file’s', () => {
    keepSafetyPlanText('calming', 'Banho morno')
    keepSafetyPlanText('reasons', 'Minha filha')
    keepSafetyPlanService('ubs', { name: 'UBS Centro', phone: '3333-4444' })
    keepSafetyPlanPerson({ id: 'pessoa-ana', name: 'Ana', phone: '11 91111-2222' })
    const file = JSON.stringify(collectBackup(AT))
    eraseDeviceData()
    keepSafetyPlanText('calming', 'Música alta') // written here since
    keepSafetyPlanText('reasons', '') // written, then erased
    keepSafetyPlanPerson({ id: 'pessoa-ana', name: 'Ana Paula', phone: '11 91111-2222' })
    keepSafetyPlanPerson({ id: 'pessoa-bia', name: 'Bia', phone: '' })
    const read = readBackup(file)
    if (!('backup' in read)) throw new Error(read.error)
    expect(restoreBackup(read.backup)).toBe(true)
    expect(readSafetyPlan().texts).toMatchObject({ calming: 'Música alta', reasons: 'Minha filha' })
    expect(readSafetyPlan().services.ubs).toEqual({ name: 'UBS Centro', phone: '3333-4444' })
    expect(readSafetyPlan().people.map((person) => person.name)).toEqual(['Ana Paula', 'Bia'])
  })

  it('a restore the browser refuses leaves her safety plan as it was, with nothing of the file waiting in memory', () => {
    keepSafetyPlanText('calming', 'Banho morno')
    const file = collectBackup(AT)
    keepSafetyPlanText('calming', '')
    const withPlan = { ...file, data: { [storageKeys.safetyPlan]: file.data[storageKeys.safetyPlan]! } }
    const quota = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('cheio', 'QuotaExceededError')
    })
    expect(restoreBackup(withPlan)).toBe(false)
    quota.mockRestore()
    expect(readSafetyPlan().texts.calming).toBe('')
    keepSafetyPlanText('reasons', 'Minha filha')
    expect(readSafetyPlan().texts).toMatchObject({ calming: '', reasons: 'Minha filha' })
  })

  it("keeps the routines she made since, and gains the file's, when an older file comes back", () => {
    keepOwnRoutine(manha)
    const file = JSON.stringify(collectBackup(AT))
    deleteOwnRoutine(manha.id)
    keepOwnRoutine(noite)
    keepOwnRoutine({ ...manha, id: 'minha-outra' })
    const read = readBackup(file)
    if (!('backup' in read)) throw new Error(read.error)
    expect(restoreBackup(read.backup)).toBe(true)
    expect(ownRoutines().map((routine) => routine.id)).toEqual(['minha-noite', 'minha-outra', 'minha-manha'])
  })

  it('erases the run in progress with her data, but neither exports it nor lets a file replace the one under way here', () => {
    const card = { key: 'card:respiracao-da-calma', startedAt: AT.getTime(), keptAt: AT.getTime(), timer: { elapsedSeconds: 60, runningSince: null } }
    keepRun({ ...card, what: { kind: 'card', activity: { id: 'respiracao-da-calma', title: 'Respiração da Calma', description: '', duration: 5, type: 'meditation' } } })
    const here = localStorage.getItem(storageKeys.run)
    expect(Object.keys(collectBackup(AT).data)).not.toContain(storageKeys.run)

    const file = { format: 'momento-mae-dados', version: 1, exportedAt: '', data: { [storageKeys.run]: '{"version":1,"runs":[]}', [storageKeys.theme]: 'dark' } }
    const read = readBackup(JSON.stringify(file))
    if (!('backup' in read)) throw new Error(read.error)
    expect(restoreBackup(read.backup)).toBe(true)
    expect(localStorage.getItem(storageKeys.run)).toBe(here)
    expect(localStorage.getItem(storageKeys.theme)).toBe('dark')

    eraseDeviceData()
    expect(localStorage.getItem(storageKeys.run)).toBeNull()
    expect(keptRuns()).toEqual([])
  })

  it("'Apagar meus dados' erases her routines and the copy of a damaged list", () => {
    localStorage.setItem(storageKeys.ownRoutines, 'lixo')
    keepOwnRoutine(manha)
    expect(localStorage.getItem(storageKeys.damagedOwnRoutines)).toBe('lixo')
    eraseDeviceData()
    expect(ownRoutines()).toEqual([])
    expect(localStorage.getItem(storageKeys.ownRoutines)).toBeNull()
    expect(localStorage.getItem(storageKeys.damagedOwnRoutines)).toBeNull()
  })

  it("never writes over a damaged list kept aside on this device, not even with the file's own copy", () => {
    localStorage.setItem(storageKeys.ownRoutines, 'lixo daqui')
    keepOwnRoutine(manha)
    const file = collectBackup(AT)
    const read = readBackup(JSON.stringify({ ...file, data: { ...file.data, [storageKeys.damagedOwnRoutines]: 'lixo do arquivo' } }))
    if (!('backup' in read)) throw new Error(read.error)
    expect(restoreBackup(read.backup)).toBe(true)
    expect(localStorage.getItem(storageKeys.damagedOwnRoutines)).toBe('lixo daqui')
    expect(ownRoutines()).toEqual([manha])
  })

  it("keeps the journal's newer entries when an older file comes back, without doubling any", () => {
    recordCompletion(respiracao, AT)
    const file = JSON.stringify(collectBackup(AT))
    recordCompletion({ ...respiracao, activityId: 'alongamento-energizante' }, new Date(AT.getTime() + 60_000))
    const read = readBackup(file)
    if (!('backup' in read)) throw new Error(read.error)
    restoreBackup(read.backup)
    expect(journalEntries().map((entry) => entry.activityId)).toEqual(['respiracao-da-calma', 'alongamento-energizante'])
  })

  it("keeps the moods she gave since, gains the file's days, and a day in both keeps her later answer", () => {
    saveMood({ level: 'mal', words: [] }, AT)
    saveMood({ level: 'bem', words: [] }, new Date(AT.getTime() - 86_400_000))
    const file = JSON.stringify(collectBackup(AT))
    saveMood({ level: 'muito-bem', words: ['grata'] }, new Date(AT.getTime() + 60_000))
    const read = readBackup(file)
    if (!('backup' in read)) throw new Error(read.error)
    expect(restoreBackup(read.backup)).toBe(true)
    expect(moodEntries().map(({ day, level }) => [day, level])).toEqual([
      ['2026-11-23', 'bem'],
      ['2026-11-24', 'muito-bem'],
    ])
  })

  it("'Apagar meus dados' erases her moods and the copy of a damaged list", () => {
    localStorage.setItem(storageKeys.moods, 'lixo')
    saveMood({ level: 'bem', words: [] }, AT)
    expect(localStorage.getItem(storageKeys.damagedMoods)).toBe('lixo')
    eraseDeviceData()
    expect(moodEntries()).toEqual([])
    expect(localStorage.getItem(storageKeys.moods)).toBeNull()
    expect(localStorage.getItem(storageKeys.damagedMoods)).toBeNull()
  })

  const valid = () => collectBackup(AT)
  it.each([
    ['text that is not JSON', 'isto não é json', notABackup],
    ['another app’s JSON', JSON.stringify({ name: 'outra coisa' }), notABackup],
    ['a value that is not text', JSON.stringify({ ...valid(), data: { [storageKeys.theme]: 1 } }), notABackup],
    ['a key that is not the app’s', JSON.stringify({ ...valid(), data: { token: 'x' } }), notABackup],
    ['a newer version', JSON.stringify({ ...valid(), version: 2 }), 'Este arquivo foi feito por uma versão mais nova do Momento Mãe. Nada foi alterado.'],
    ['a damaged journal', JSON.stringify({ ...valid(), data: { [storageKeys.journal]: '{"entries": "x"' } }), 'O arquivo está danificado: não foi possível ler o diário de atividades. Nada foi alterado.'],
    ['a damaged profile', JSON.stringify({ ...valid(), data: { [storageKeys.profile]: '[]' } }), 'O arquivo está danificado: não foi possível ler o perfil. Nada foi alterado.'],
    ['damaged routines', JSON.stringify({ ...valid(), data: { [storageKeys.ownRoutines]: '{"routines": 3}' } }), 'O arquivo está danificado: não foi possível ler suas rotinas. Nada foi alterado.'],
    ['a damaged sign-up', JSON.stringify({ ...valid(), data: { [storageKeys.account]: '{"name": "Ana"}' } }), 'O arquivo está danificado: não foi possível ler o nome e o e-mail do cadastro. Nada foi alterado.'],
    ['a wrong theme', JSON.stringify({ ...valid(), data: { [storageKeys.theme]: 'roxo' } }), 'O arquivo está danificado: não foi possível ler o tema. Nada foi alterado.'],
    ['a damaged safety plan', JSON.stringify({ ...valid(), data: { [storageKeys.safetyPlan]: '{"version": 1, "parts": {}}' } }), 'O arquivo está danificado: não foi possível ler o plano de segurança. Nada foi alterado.'],
    ['damaged moods', JSON.stringify({ ...valid(), data: { [storageKeys.moods]: '{"moods": 3}' } }), 'O arquivo está danificado: não foi possível ler como você se sentiu. Nada foi alterado.'],
    ['a damaged welcome', JSON.stringify({ ...valid(), data: { [storageKeys.welcome]: '"talvez"' } }), 'O arquivo está danificado: não foi possível ler as boas-vindas. Nada foi alterado.'],
  ])('refuses %s with a message in Portuguese', (_name, text, message) => {
    expect(readBackup(text)).toEqual({ error: message })
  })

  it('refuses a file far bigger than her data could be', () => {
    expect(readBackup(' '.repeat(5_000_001))).toEqual({ error: expect.stringMatching(/^O arquivo é grande demais/) })
  })
})
