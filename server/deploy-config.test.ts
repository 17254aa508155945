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

  it.each([
    ['not a url', /DATABASE_URL must be a URL/],
    ['mysql://localhost/momento', /must start with postgres:\/\/ or postgresql:\/\/; got "mysql:/],
  ])('refuses DATABASE_URL=%s with a message that names it', (value, message) => {
    expect(() => readDeployConfig({ DATABASE_URL: value })).toThrow(message)
  })
})
