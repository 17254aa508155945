/**
 * The environment of a deployment beyond one process: where the reminders are kept and what
 * they are signed with. Read beside readConfig (config.ts); a bad value stops start-up with a
 * message that says which.
 */
import { resolve } from 'node:path'
import { proxyList, type TrustProxy } from './client-address'
import { ConfigError } from './config'
import type { StorageConfig } from './db/storage-config'
import { BROWSER_PUSH_SERVICES } from './reminders/push-endpoint-policy'
import type { VapidKeyPair } from './reminders/vapid-keys'

type Env = Record<string, string | undefined>

export interface DeployConfig {
  storage: StorageConfig
  /** Given keys; without them the first start makes a pair and keeps it in the database. */
  vapidKeys: VapidKeyPair | undefined
  /** Who runs this server, for the push services (a mailto: or https: URL). */
  vapidSubject: string
  /** Subscriptions on 127.0.0.1 (a local fake push service, for tests). */
  pushAllowLoopback: boolean
  /** The push services' host names subscriptions may be on (each with its subdomains), or any public host. */
  pushServices: readonly string[] | 'any'
  /** Which proxies' X-Forwarded-For the rate limit believes (client-address.ts). */
  trustProxy: TrustProxy
  /** On SIGTERM, how long requests in flight may take before they are cut. */
  shutdownTimeoutMs: number
}

function shutdownTimeout(env: Env): number {
  const raw = env.SHUTDOWN_TIMEOUT_MS?.trim()
  if (!raw) return 10_000
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0 || value > 600_000) {
    throw new ConfigError(`SHUTDOWN_TIMEOUT_MS must be a whole number from 0 to 600000; got "${raw}".`)
  }
  return value
}

const HOST_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/

function pushServices(env: Env): readonly string[] | 'any' {
  const raw = env.PUSH_SERVICES?.trim() ?? ''
  if (raw === '') return BROWSER_PUSH_SERVICES
  if (raw === '*') return 'any'
  const hosts = raw.split(',').map((host) => host.trim().toLowerCase())
  const bad = hosts.find((host) => !HOST_NAME.test(host))
  if (bad !== undefined) {
    throw new ConfigError(`PUSH_SERVICES must be host names separated by commas (fcm.googleapis.com, push.apple.com) or *; got "${bad}".`)
  }
  return hosts
}

function trustProxy(env: Env): TrustProxy {
  const raw = env.TRUST_PROXY?.trim() ?? ''
  if (raw === '' || raw === '0' || raw.toLowerCase() === 'false') return { kind: 'off' }
  if (/^\d+$/.test(raw) && Number(raw) <= 10) return { kind: 'hops', hops: Number(raw) }
  const proxies = proxyList(raw)
  if (!proxies) {
    throw new ConfigError(
      `TRUST_PROXY must be the number of proxies in front (1 to 10) or their addresses (10.0.0.1, 10.0.0.0/8); got "${raw}".`,
    )
  }
  return { kind: 'addresses', proxies }
}

const DEFAULT_VAPID_SUBJECT = 'mailto:lembretes@momento-mae.invalid'

function base64urlBytes(value: string): number | undefined {
  return /^[A-Za-z0-9_-]+$/.test(value) ? Buffer.from(value, 'base64url').length : undefined
}

function vapidKeys(env: Env): VapidKeyPair | undefined {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim()
  const privateKey = env.VAPID_PRIVATE_KEY?.trim()
  if (!publicKey && !privateKey) return undefined
  if (!publicKey || !privateKey) throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both, or neither.')
  if (base64urlBytes(publicKey) !== 65 || !publicKey.startsWith('B')) {
    throw new ConfigError('VAPID_PUBLIC_KEY must be an uncompressed P-256 public key in base64url (87 characters, from `npx web-push generate-vapid-keys`).')
  }
  if (base64urlBytes(privateKey) !== 32) {
    throw new ConfigError('VAPID_PRIVATE_KEY must be a P-256 private key in base64url (43 characters, from `npx web-push generate-vapid-keys`).')
  }
  return { publicKey, privateKey }
}

function vapidSubject(env: Env): string {
  const subject = env.VAPID_SUBJECT?.trim()
  if (!subject) return DEFAULT_VAPID_SUBJECT
  if (!/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/.test(subject)) {
    throw new ConfigError(`VAPID_SUBJECT must be a mailto: address or an https: URL, such as mailto:contato@seu-dominio.com.br; got "${subject}".`)
  }
  return subject
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

/** What an operator should hear at start about a configuration that works but trusts more than it may mean to. */
export function deployWarnings(deploy: DeployConfig): string[] {
  const warnings: string[] = []
  if (deploy.trustProxy.kind === 'hops') {
    warnings.push(
      `aviso: TRUST_PROXY=${deploy.trustProxy.hops} acredita no X-Forwarded-For de qualquer conexão, também de quem alcança esta porta sem passar pelo proxy; ` +
        'prefira os endereços dos proxies (TRUST_PROXY=10.0.0.1 ou 10.0.0.0/8), ou garanta que só o proxy alcança o servidor',
    )
  }
  return warnings
}

export function readDeployConfig(env: Env, { cwd = process.cwd() }: { cwd?: string } = {}): DeployConfig {
  return {
    storage: storageConfig(env, cwd),
    vapidKeys: vapidKeys(env),
    vapidSubject: vapidSubject(env),
    pushAllowLoopback: env.PUSH_ALLOW_LOOPBACK?.trim() === '1',
    pushServices: pushServices(env),
    trustProxy: trustProxy(env),
    shutdownTimeoutMs: shutdownTimeout(env),
  }
}
