/**
 * The environment of a deployment beyond one process: where the reminders are kept.
 * Read beside readConfig (config.ts); a bad value stops start-up with a message that says which.
 */
import { resolve } from 'node:path'
import { ConfigError } from './config'

type Env = Record<string, string | undefined>

export type StorageConfig = { kind: 'embedded'; dataDir: string } | { kind: 'postgresql'; url: string }

export interface DeployConfig {
  storage: StorageConfig
}

function storageConfig(env: Env, cwd: string): StorageConfig {
  const url = env.DATABASE_URL?.trim()
  if (url) {
    let parsed: URL
    try {
      parsed = new URL(url)
    } catch {
      throw new ConfigError('DATABASE_URL must be a URL such as postgres://user:password@host:5432/momento.')
    }
    if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:') {
      throw new ConfigError(`DATABASE_URL must start with postgres:// or postgresql://; got "${parsed.protocol}//…".`)
    }
    return { kind: 'postgresql', url }
  }
  return { kind: 'embedded', dataDir: resolve(cwd, env.DATA_DIR?.trim() || 'data') }
}

export function readDeployConfig(env: Env, { cwd = process.cwd() }: { cwd?: string } = {}): DeployConfig {
  return { storage: storageConfig(env, cwd) }
}
