/** Environment → typed configuration. A bad value stops start-up with a message that says which. */

export interface LlmConfig {
  baseUrl: string
  model: string
  apiKey: string | undefined
  timeoutMs: number
}

/** How long and how many clients are held (listen.ts), so a slow or greedy one cannot pin the server. */
export interface HttpLimits {
  /** From a connection's first byte to the end of a request's headers. */
  headersTimeoutMs: number
  /** From a connection's first byte to the end of a request's body; the reply's time does not count. */
  requestTimeoutMs: number
  /** How long an idle keep-alive connection stays open after a reply. */
  keepAliveTimeoutMs: number
  /** Connections open at once; past it a new one is closed at once. */
  maxConnections: number
  /** Connections one client (an IPv4 address, an IPv6 /64) may hold at once, below maxConnections. */
  maxConnectionsPerClient: number
}

/** How many reminders the server keeps, so no client can fill its database. */
export interface ReminderCaps {
  /** New subscriptions one client (an IPv4 address, an IPv6 /64) may make in a day. */
  newPerClientPerDay: number
  /** New subscriptions one network (an IPv4 /24, an IPv6 /48) may make in a day. */
  newPerNetworkPerDay: number
  /** Subscriptions kept at once, in all. */
  total: number
}

/** How much one client may ask of /api/copias in a day. */
export interface CopyCaps {
  /** New copies one client may make in a day, and requests naming no copy (wrong codes) it may send. */
  perClientPerDay: number
}

export interface ServerConfig {
  port: number
  host: string
  http: HttpLimits
  /** Where the built app lives; absent when only the API is served (npm run dev). */
  clientDir: string | undefined
  llm: LlmConfig | undefined
  rateLimitPerMinute: number
  reminders: ReminderCaps
  copies: CopyCaps
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

type Env = Record<string, string | undefined>

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim()
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}; got "${raw}".`)
  }
  return value
}

/**
 * The app gives up on a reply after 20 s (src/machines/chat.machine.ts, requestTimeout) and shows
 * its error: the LLM's wait is clamped 2 s under it, so the embedded assistant's answer still arrives.
 */
export const LLM_TIMEOUT_MAX_MS = 18_000

function llmConfig(env: Env): LlmConfig | undefined {
  const baseUrl = env.LLM_BASE_URL?.trim()
  if (!baseUrl) return undefined
  let url: URL
  try {
    url = new URL(baseUrl)
  } catch {
    throw new ConfigError(`LLM_BASE_URL must be an http(s) URL such as http://127.0.0.1:11434/v1; got "${baseUrl}".`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`LLM_BASE_URL must use http or https; got "${baseUrl}".`)
  }
  const model = env.LLM_MODEL?.trim()
  if (!model) throw new ConfigError('LLM_MODEL is required when LLM_BASE_URL is set (for example llama3.2).')
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    model,
    apiKey: env.LLM_API_KEY?.trim() || undefined,
    timeoutMs: Math.min(integer(env, 'LLM_TIMEOUT_MS', 15000, 100, 600000), LLM_TIMEOUT_MAX_MS),
  }
}

function httpLimits(env: Env): HttpLimits {
  const limits = {
    headersTimeoutMs: integer(env, 'HEADERS_TIMEOUT_MS', 10000, 100, 600000),
    requestTimeoutMs: integer(env, 'REQUEST_TIMEOUT_MS', 30000, 100, 600000),
    keepAliveTimeoutMs: integer(env, 'KEEP_ALIVE_TIMEOUT_MS', 5000, 100, 600000),
    maxConnections: integer(env, 'MAX_CONNECTIONS', 1000, 1, 1000000),
  }
  const maxConnectionsPerClient = integer(env, 'MAX_CONNECTIONS_PER_CLIENT', Math.max(1, Math.floor(limits.maxConnections / 10)), 1, 1000000)
  if (limits.maxConnections > 1 && maxConnectionsPerClient >= limits.maxConnections) {
    throw new ConfigError(
      `MAX_CONNECTIONS_PER_CLIENT (${maxConnectionsPerClient}) must be below MAX_CONNECTIONS (${limits.maxConnections}): one client must never hold every connection.`,
    )
  }
  if (limits.headersTimeoutMs > limits.requestTimeoutMs) {
    throw new ConfigError(
      `HEADERS_TIMEOUT_MS (${limits.headersTimeoutMs}) must not be above REQUEST_TIMEOUT_MS (${limits.requestTimeoutMs}): the headers are part of the request.`,
    )
  }
  return { ...limits, maxConnectionsPerClient }
}

export function readConfig(env: Env, defaults: { clientDir?: string } = {}): ServerConfig {
  return {
    port: integer(env, 'PORT', 3000, 0, 65535),
    host: env.HOST?.trim() || '127.0.0.1',
    http: httpLimits(env),
    clientDir: defaults.clientDir,
    llm: llmConfig(env),
    rateLimitPerMinute: integer(env, 'RATE_LIMIT_PER_MINUTE', 60, 1, 1000000),
    reminders: {
      newPerClientPerDay: integer(env, 'REMINDERS_PER_CLIENT_PER_DAY', 20, 1, 1000000),
      newPerNetworkPerDay: integer(env, 'REMINDERS_PER_NETWORK_PER_DAY', 200, 1, 1000000),
      total: integer(env, 'REMINDERS_MAX', 100000, 1, 100000000),
    },
    copies: { perClientPerDay: integer(env, 'COPIES_PER_CLIENT_PER_DAY', 20, 1, 1000000) },
  }
}
