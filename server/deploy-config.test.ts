import { describe, expect, it } from 'vitest'
import { deployWarnings, readDeployConfig } from './deploy-config'

describe('readDeployConfig', () => {
  it('keeps the reminders in ./data by default, and nowhere else', () => {
    expect(readDeployConfig({}, { cwd: '/srv/app' }).storage).toEqual({ kind: 'embedded', dataDir: '/srv/app/data' })
  })

  it('reads DATA_DIR relative to the working folder', () => {
    expect(readDeployConfig({ DATA_DIR: 'var/momento' }, { cwd: '/srv/app' }).storage).toEqual({
      kind: 'embedded',
      dataDir: '/srv/app/var/momento',
    })
  })

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const url = 'postgres://momento:segredo@db.interno:5432/momento'
    expect(readDeployConfig({ DATABASE_URL: url, DATA_DIR: 'ignored' }).storage).toEqual({ kind: 'postgresql', url })
  })

  it('makes VAPID keys itself unless both are given, with a placeholder subject to replace', () => {
    const keys = {
      VAPID_PUBLIC_KEY: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      VAPID_PRIVATE_KEY: 'vplfkITvu0cwHqzK9Kj-DYStbCH_9AhGx9LqMyaeI6w',
    }
    expect(readDeployConfig({})).toMatchObject({ vapidKeys: undefined, vapidSubject: 'mailto:lembretes@momento-mae.invalid' })
    expect(readDeployConfig({ ...keys, VAPID_SUBJECT: 'https://momento.example' })).toMatchObject({
      vapidKeys: { publicKey: keys.VAPID_PUBLIC_KEY, privateKey: keys.VAPID_PRIVATE_KEY },
      vapidSubject: 'https://momento.example',
    })
    expect(() => readDeployConfig({ VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY })).toThrow(/go together/)
    expect(() => readDeployConfig({ ...keys, VAPID_PUBLIC_KEY: 'curta' })).toThrow(/VAPID_PUBLIC_KEY must be/)
    expect(() => readDeployConfig({ ...keys, VAPID_PRIVATE_KEY: keys.VAPID_PUBLIC_KEY })).toThrow(/VAPID_PRIVATE_KEY must be/)
    expect(() => readDeployConfig({ VAPID_SUBJECT: 'contato@momento.example' })).toThrow(/VAPID_SUBJECT must be a mailto:/)
  })

  it('opens loopback push endpoints only when asked', () => {
    expect(readDeployConfig({}).pushAllowLoopback).toBe(false)
    expect(readDeployConfig({ PUSH_ALLOW_LOOPBACK: '1' }).pushAllowLoopback).toBe(true)
  })

  it('posts to the browsers’ push services only, unless told which hosts, or any', () => {
    expect(readDeployConfig({}).pushServices).toEqual(['fcm.googleapis.com', 'android.googleapis.com', 'push.services.mozilla.com', 'push.apple.com', 'notify.windows.com'])
    expect(readDeployConfig({ PUSH_SERVICES: 'Push.Example.com, fcm.googleapis.com' }).pushServices).toEqual(['push.example.com', 'fcm.googleapis.com'])
    expect(readDeployConfig({ PUSH_SERVICES: '*' }).pushServices).toBe('any')
    expect(() => readDeployConfig({ PUSH_SERVICES: 'https://push.example.com' })).toThrow(/PUSH_SERVICES must be host names separated by commas .*; got "https:\/\/push.example.com"/)
    expect(() => readDeployConfig({ PUSH_SERVICES: 'localhost' })).toThrow(/got "localhost"/)
  })

  it('trusts no proxy by default, else a hop count or the proxies’ addresses', () => {
    expect(readDeployConfig({}).trustProxy).toEqual({ kind: 'off' })
    expect(readDeployConfig({ TRUST_PROXY: 'false' }).trustProxy).toEqual({ kind: 'off' })
    expect(readDeployConfig({ TRUST_PROXY: '1' }).trustProxy).toEqual({ kind: 'hops', hops: 1 })
    const listed = readDeployConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.1' }).trustProxy
    expect(listed.kind === 'addresses' && listed.proxies.check('10.1.2.3')).toBe(true)
    expect(() => readDeployConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY must be the number of proxies in front/)
    expect(() => readDeployConfig({ TRUST_PROXY: 'proxy.interno' })).toThrow(/got "proxy.interno"/)
  })

  it('warns at start that the hop form of TRUST_PROXY believes any connection, and is silent about the address form', () => {
    expect(deployWarnings(readDeployConfig({ TRUST_PROXY: '1' }))).toEqual([
      expect.stringMatching(/^aviso: TRUST_PROXY=1 acredita no X-Forwarded-For de qualquer conexão.*prefira os endereços dos proxies/),
    ])
    expect(deployWarnings(readDeployConfig({ TRUST_PROXY: '10.0.0.0/8' }))).toEqual([])
    expect(deployWarnings(readDeployConfig({}))).toEqual([])
  })

  it('gives requests in flight 10 s to finish on SIGTERM unless told otherwise', () => {
    expect(readDeployConfig({}).shutdownTimeoutMs).toBe(10_000)
    expect(readDeployConfig({ SHUTDOWN_TIMEOUT_MS: '25000' }).shutdownTimeoutMs).toBe(25_000)
    expect(() => readDeployConfig({ SHUTDOWN_TIMEOUT_MS: '-1' })).toThrow(/SHUTDOWN_TIMEOUT_MS must be a whole number from 0 to 600000; got "-1"/)
  })

  it.each([
    ['not a url', /DATABASE_URL must be a URL/],
    ['mysql://localhost/momento', /must start with postgres:\/\/ or postgresql:\/\/; got "mysql:/],
  ])('refuses DATABASE_URL=%s with a message that names it', (value, message) => {
    expect(() => readDeployConfig({ DATABASE_URL: value })).toThrow(message)
  })
})
