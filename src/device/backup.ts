import { localIso } from '../progress/progress-day'
import { parseAccount } from './account'
import { parseChatHistory } from './chat-history'
import { parseChatDraft } from './chat-draft'
import { eraseJournal, mergeIntoJournal } from './journal'
import { asStoredJournal, readableEntries } from './journal-format'
import { parseHelpCard } from './help-card'
import { eraseMoods, mergeMoods } from './moods'
import { asStoredMoods, readableMoods } from './moods-format'
import { parseOnboardingAnswers } from './onboarding-answers'
import { eraseOwnRoutines, mergeOwnRoutines } from './own-routines'
import { asStoredOwnRoutines, readableOwnRoutines } from './own-routines-format'
import { parseProfile } from './profile'
import { eraseSafetyPlan, mergeSafetyPlan } from './safety-plan'
import { asStoredSafetyPlan, readableSafetyPlanParts } from './safety-plan-format'
import { parseSettings } from './settings-format'
import { storageKeys } from './storage-keys'
import { parseWelcome } from './welcome'

/**
 * Her data (LGPD art. 18): everything the app keeps on this device, as one JSON file she can take
 * away, bring back, or have erased. Every key the app writes starts with this prefix, so a key
 * added later is exported and erased too.
 */
const APP_PREFIX = 'momento-mae-'
export const BACKUP_FORMAT = 'momento-mae-dados'
export const BACKUP_VERSION = 1
/** Far above a year of her journal and a full conversation; a bigger file is not one of ours. */
export const MAX_BACKUP_BYTES = 5_000_000

export interface Backup {
  format: typeof BACKUP_FORMAT
  version: number
  exportedAt: string
  /** Every stored value as it is stored (text), by its key. */
  data: Record<string, string>
}

/**
 * The run in progress is hers and is erased with her data, but it is a moment on this device, not
 * data to carry: a file opened on another phone hours later could only bring back a run to be let
 * go, and an import must never replace the one under way here. It is neither exported nor imported,
 * and neither is her protected copy's recovery code (storage-keys.ts says why).
 */
const notCarried = new Set<string>([storageKeys.run, storageKeys.protectedCopy])

function appKeys(): string[] {
  const keys: string[] = []
  for (let index = 0; index < localStorage.length; index++) {
    const key = localStorage.key(index)
    if (key?.startsWith(APP_PREFIX)) keys.push(key)
  }
  return keys.sort()
}

export function collectBackup(now: Date = new Date()): Backup {
  const data: Record<string, string> = {}
  for (const key of appKeys()) if (!notCarried.has(key)) data[key] = localStorage.getItem(key)!
  return { format: BACKUP_FORMAT, version: BACKUP_VERSION, exportedAt: localIso(now, -now.getTimezoneOffset()), data }
}

export const backupFileName = (backup: Backup) => `momento-mae-dados-${backup.exportedAt.slice(0, 10)}.json`

const json = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

// What each part is called in a message, and whether the file's copy of it can be read.
const parts: Record<string, { name: string; sound: (text: string) => boolean }> = {
  [storageKeys.journal]: { name: 'o diário de atividades', sound: (text) => asStoredJournal(json(text)) !== null },
  [storageKeys.moods]: { name: 'como você se sentiu', sound: (text) => asStoredMoods(json(text)) !== null },
  [storageKeys.ownRoutines]: { name: 'suas rotinas', sound: (text) => asStoredOwnRoutines(json(text)) !== null },
  [storageKeys.safetyPlan]: { name: 'o plano de segurança', sound: (text) => asStoredSafetyPlan(json(text)) !== null },
  [storageKeys.account]: { name: 'o nome e o e-mail do cadastro', sound: (text) => parseAccount(json(text)) !== null },
  [storageKeys.profile]: { name: 'o perfil', sound: (text) => parseProfile(json(text)) !== null },
  [storageKeys.settings]: { name: 'as configurações', sound: (text) => parseSettings(json(text)) !== null },
  [storageKeys.onboarding]: { name: 'as respostas do início', sound: (text) => parseOnboardingAnswers(json(text)) !== null },
  [storageKeys.chatHistory]: {
    name: 'a conversa',
    sound: (text) => {
      const value = json(text)
      return (Array.isArray(value) && value.length === 0) || parseChatHistory(value) !== null
    },
  },
  [storageKeys.chatDraft]: { name: 'a mensagem não enviada', sound: (text) => parseChatDraft(json(text)) !== null },
  [storageKeys.theme]: { name: 'o tema', sound: (text) => text === 'light' || text === 'dark' },
  [storageKeys.welcome]: { name: 'as boas-vindas', sound: (text) => parseWelcome(json(text)) !== null },
  [storageKeys.helpCard]: { name: 'o cartão “Como me ajudar”', sound: (text) => parseHelpCard(json(text)) !== null },
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const unchanged = 'Nada foi alterado.'
export const notABackup = `Este arquivo não é uma cópia dos dados do Momento Mãe. ${unchanged}`

/** The file's backup, or why it cannot be restored (in Portuguese, for her). */
export function readBackup(text: string): { backup: Backup } | { error: string } {
  if (text.length > MAX_BACKUP_BYTES) return { error: `O arquivo é grande demais para ser uma cópia dos seus dados. ${unchanged}` }
  const value = json(text)
  if (!isRecord(value) || value.format !== BACKUP_FORMAT || !isRecord(value.data)) return { error: notABackup }
  if (typeof value.version !== 'number' || !Number.isInteger(value.version) || value.version < 1) return { error: notABackup }
  if (value.version > BACKUP_VERSION)
    return { error: `Este arquivo foi feito por uma versão mais nova do Momento Mãe. ${unchanged}` }
  const data: Record<string, string> = {}
  for (const [key, stored] of Object.entries(value.data)) {
    if (!key.startsWith(APP_PREFIX) || typeof stored !== 'string') return { error: notABackup }
    if (notCarried.has(key)) continue
    const part = parts[key]
    if (part && !part.sound(stored)) return { error: `O arquivo está danificado: não foi possível ler ${part.name}. ${unchanged}` }
    data[key] = stored
  }
  return {
    backup: {
      format: BACKUP_FORMAT,
      version: value.version,
      exportedAt: typeof value.exportedAt === 'string' ? value.exportedAt : '',
      data,
    },
  }
}

/**
 * Puts the file's data back on the device. A journal here keeps what it has and gains the file's
 * entries (none is lost or doubled); her moods gain the file's days (a day in both keeps the later
 * answer); so do her routines (one she has here, by id, stays as it is
 * here) and her safety plan (a part she wrote here stays as she wrote it); with none here, the
 * file's is put back as it is. Every other value becomes the file's. If the browser refuses
 * a write, what was there before is put back and false returned.
 */
// Joined with what is here rather than replaced: nothing she did or made here is lost.
const merged = new Set<string>([storageKeys.journal, storageKeys.moods, storageKeys.ownRoutines, storageKeys.safetyPlan])
// A copy kept aside on this device is never written over, not even by the file's own copy.
const keptAside = new Set<string>([storageKeys.damagedJournal, storageKeys.damagedMoods, storageKeys.damagedOwnRoutines, storageKeys.damagedSafetyPlan])

export function restoreBackup(backup: Backup): boolean {
  const before = collectBackup().data
  try {
    for (const [key, stored] of Object.entries(backup.data)) {
      if (merged.has(key) || (keptAside.has(key) && before[key] !== undefined)) continue
      localStorage.setItem(key, stored)
    }
    const journal = backup.data[storageKeys.journal]
    if (journal !== undefined && before[storageKeys.journal] === undefined) {
      localStorage.setItem(storageKeys.journal, journal) // none here: the file's, exactly
    } else if (journal !== undefined) {
      const entries = readableEntries(asStoredJournal(json(journal))?.entries ?? [])
      if (!mergeIntoJournal(entries)) throw new Error('journal not kept')
    }
    const moods = backup.data[storageKeys.moods]
    if (moods !== undefined && before[storageKeys.moods] === undefined) {
      localStorage.setItem(storageKeys.moods, moods)
    } else if (moods !== undefined) {
      if (!mergeMoods(readableMoods(asStoredMoods(json(moods))?.moods ?? []))) throw new Error('moods not kept')
    }
    const routines = backup.data[storageKeys.ownRoutines]
    if (routines !== undefined && before[storageKeys.ownRoutines] === undefined) {
      localStorage.setItem(storageKeys.ownRoutines, routines)
    } else if (routines !== undefined) {
      const kept = readableOwnRoutines(asStoredOwnRoutines(json(routines))?.routines ?? [])
      if (!mergeOwnRoutines(kept)) throw new Error('routines not kept')
    }
    const plan = backup.data[storageKeys.safetyPlan]
    if (plan !== undefined && before[storageKeys.safetyPlan] === undefined) {
      localStorage.setItem(storageKeys.safetyPlan, plan)
    } else if (plan !== undefined) {
      if (!mergeSafetyPlan(readableSafetyPlanParts(asStoredSafetyPlan(json(plan))?.parts ?? []))) throw new Error('plan not kept')
    }
    return true
  } catch {
    for (const key of Object.keys(backup.data)) {
      try {
        if (before[key] === undefined) localStorage.removeItem(key)
        else localStorage.setItem(key, before[key])
      } catch {
        // Storage refuses even that: what it holds is what it held.
      }
    }
    return false
  }
}

/** 'Apagar meus dados': every value the app keeps on the device. */
export function eraseDeviceData(): void {
  eraseJournal()
  eraseMoods()
  eraseOwnRoutines()
  eraseSafetyPlan()
  for (const key of appKeys()) {
    try {
      localStorage.removeItem(key)
    } catch {
      // Blocked storage kept nothing.
    }
  }
}
