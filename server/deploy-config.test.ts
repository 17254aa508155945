import { describe, expect, it } from 'vitest'
import { readDeployConfig } from './deploy-config'

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

  it.each([
    ['not a url', /DATABASE_URL must be a URL/],
    ['mysql://localhost/momento', /must start with postgres:\/\/ or postgresql:\/\/; got "mysql:/],
  ])('refuses DATABASE_URL=%s with a message that names it', (value, message) => {
    expect(() => readDeployConfig({ DATABASE_URL: value })).toThrow(message)
  })
})
