import { describe, expect, it } from 'vitest'
import { ConfigError, readConfig } from './config'

describe('readConfig', () => {
  it('uses the documented defaults', () => {
    expect(readConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      http: { headersTimeoutMs: 10000, requestTimeoutMs: 30000, keepAliveTimeoutMs: 5000, maxConnections: 1000, maxConnectionsPerClient: 100 },
      clientDir: undefined,
      llm: undefined,
      rateLimitPerMinute: 60,
      reminders: { newPerClientPerDay: 20, newPerNetworkPerDay: 200, total: 100000 },
      copies: { perClientPerDay: 20 },
    })
  })

  it('reads the caps on reminders, and refuses one that is not a whole number', () => {
    expect(readConfig({ REMINDERS_PER_CLIENT_PER_DAY: '5', REMINDERS_MAX: '5000' }).reminders).toEqual({ newPerClientPerDay: 5, newPerNetworkPerDay: 200, total: 5000 })
    expect(() => readConfig({ REMINDERS_MAX: '0' })).toThrow(/REMINDERS_MAX must be a whole number from 1 to 100000000; got "0"/)
  })

  it('reads PORT, HOST, the rate limit and the LLM settings', () => {
    const config = readConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      RATE_LIMIT_PER_MINUTE: '10',
      LLM_BASE_URL: 'http://127.0.0.1:11434/v1/',
      LLM_MODEL: 'llama3.2',
      LLM_API_KEY: 'segredo',
      LLM_TIMEOUT_MS: '2000',
    })
    expect(config.port).toBe(8080)
    expect(config.host).toBe('0.0.0.0')
    expect(config.rateLimitPerMinute).toBe(10)
    expect(config.llm).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      model: 'llama3.2',
      apiKey: 'segredo',
      timeoutMs: 2000,
    })
  })

  it('clamps LLM_TIMEOUT_MS 2 s under the app’s own 20 s wait', () => {
    const llm = (timeout: string) => readConfig({ LLM_BASE_URL: 'http://x', LLM_MODEL: 'm', LLM_TIMEOUT_MS: timeout }).llm?.timeoutMs
    expect([llm('25000'), llm('18000'), llm('5000')]).toEqual([18000, 18000, 5000])
  })

  it('reads the HTTP timeouts and the connection cap', () => {
    const config = readConfig({ HEADERS_TIMEOUT_MS: '2000', REQUEST_TIMEOUT_MS: '4000', KEEP_ALIVE_TIMEOUT_MS: '1500', MAX_CONNECTIONS: '50' })
    expect(config.http).toEqual({ headersTimeoutMs: 2000, requestTimeoutMs: 4000, keepAliveTimeoutMs: 1500, maxConnections: 50, maxConnectionsPerClient: 5 })
  })

  it.each([
    [{ PORT: 'abc' }, /PORT must be a whole number from 0 to 65535; got "abc"/],
    [{ PORT: '70000' }, /PORT/],
    [{ RATE_LIMIT_PER_MINUTE: '0' }, /RATE_LIMIT_PER_MINUTE/],
    [{ LLM_BASE_URL: 'not a url', LLM_MODEL: 'm' }, /LLM_BASE_URL must be an http\(s\) URL/],
    [{ LLM_BASE_URL: 'ftp://x', LLM_MODEL: 'm' }, /http or https/],
    [{ LLM_BASE_URL: 'http://x' }, /LLM_MODEL is required/],
    [{ LLM_BASE_URL: 'http://x', LLM_MODEL: 'm', LLM_TIMEOUT_MS: '1.5' }, /LLM_TIMEOUT_MS/],
    [{ KEEP_ALIVE_TIMEOUT_MS: '0' }, /KEEP_ALIVE_TIMEOUT_MS must be a whole number from 100/],
    [{ MAX_CONNECTIONS: '-1' }, /MAX_CONNECTIONS/],
    [{ MAX_CONNECTIONS: '50', MAX_CONNECTIONS_PER_CLIENT: '50' }, /MAX_CONNECTIONS_PER_CLIENT \(50\) must be below MAX_CONNECTIONS \(50\)/],
    [{ HEADERS_TIMEOUT_MS: '40000' }, /HEADERS_TIMEOUT_MS \(40000\) must not be above REQUEST_TIMEOUT_MS \(30000\)/],
  ])('refuses %o with a message that names the setting', (env, message) => {
    expect(() => readConfig(env)).toThrow(ConfigError)
    expect(() => readConfig(env)).toThrow(message)
  })
})
