import type { Account } from '../data/profile-defaults'
import { storageKeys } from './storage-keys'
import { readStored, writeStored } from './stored-value'

/** The name and e-mail kept at sign-up; anything else (old, damaged, half a value) is nothing kept. */
export function parseAccount(value: unknown): Account | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const { name, email } = value as Record<string, unknown>
  return typeof name === 'string' && typeof email === 'string' ? { name, email } : null
}

export const readAccount = () => readStored(storageKeys.account, parseAccount)

/** The password is never kept: there is no account on a server, only who she said she is. */
export const keepAccount = (account: Account) => writeStored(storageKeys.account, { name: account.name.trim(), email: account.email.trim() })
