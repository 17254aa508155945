import { sql } from 'kysely'
import { expect, it } from 'vitest'
import { migrate } from './migrate'
import { migrations } from './migrations'
import { describeOnEachDatabase } from './testing/each-database'

describeOnEachDatabase(
  'migrations',
  ({ kind, db, openAnother }) => {
    const tables = async () => (await db().kysely.introspection.getTables()).map((table) => table.name).sort()
    const schemaMigrations = () => db().kysely.selectFrom('schema_migrations')

    it('brings a database of the first two steps up to date, its rows kept and given the new columns’ defaults', async () => {
      expect(await migrate(db(), migrations.slice(0, 2))).toEqual([1, 2])
      const reminder = {
        endpoint: 'https://fcm.googleapis.com/fcm/send/antiga',
        p256dh: 'chave',
        auth: 'segredo',
        minute_of_day: 1230,
        days: 127,
        time_zone: 'America/Sao_Paulo',
        only_if_idle: true,
        next_send_at: '2025-05-10T23:30:00.000Z',
      }
      await db().kysely.insertInto('reminders').values(reminder).execute()
      await sql`insert into rate_limit_windows (client, window_start, hits) values ('chat 198.51.100.1', 1000, 3)`.execute(db().kysely)

      expect(await migrate(db())).toEqual(migrations.slice(2).map(({ id }) => id))
      expect(await db().kysely.selectFrom('reminders').select(['endpoint', 'failures', 'failed_days', 'expires_at']).execute()).toEqual([
        { endpoint: reminder.endpoint, failures: 0, failed_days: 0, expires_at: null },
      ])
      expect(await db().kysely.selectFrom('rate_limit_windows').selectAll().execute()).toEqual([
        { client: 'chat 198.51.100.1', window_start: 1000, hits: 3, window_ms: 60_000 },
      ])
      // Fresh again for the next test.
      for (const table of ['reminders', 'vapid_keys', 'rate_limit_windows', 'copies', 'schema_migrations']) await db().kysely.schema.dropTable(table).execute()
    })

    it('makes every table on a fresh database, then applies nothing the second time', async () => {
      expect(await migrate(db())).toEqual(migrations.map((migration) => migration.id))
      expect(await tables()).toEqual(['copies', 'rate_limit_windows', 'reminders', 'schema_migrations', 'vapid_keys'])
      expect(await migrate(db())).toEqual([])
    })

    it('records each step with its name and when it was applied', async () => {
      const rows = await schemaMigrations().select(['id', 'name', 'applied_at']).orderBy('id').execute()
      expect(rows.map(({ id, name }) => ({ id, name }))).toEqual(migrations.map(({ id, name }) => ({ id, name })))
      for (const { applied_at } of rows) expect(Date.now() - Date.parse(applied_at)).toBeLessThan(60_000)
    })

    it('rolls a failing step back whole, and a later run applies it once fixed', async () => {
      const broken = { id: 9001, name: 'quebrada', statements: ['create table half_done (id int)', 'select * from no_such_table'] }
      await expect(migrate(db(), [...migrations, broken])).rejects.toThrow(/no_such_table/)
      expect(await tables()).not.toContain('half_done')
      const fixed = { ...broken, statements: ['create table half_done (id int)'] }
      expect(await migrate(db(), [...migrations, fixed])).toEqual([9001])
      expect(await tables()).toContain('half_done')
      await db().kysely.schema.dropTable('half_done').execute()
      await db().kysely.deleteFrom('schema_migrations').where('id', '=', 9001).execute()
    })

    if (kind === 'postgresql') it('runs each step once when instances start together', async () => {
      const late = { id: 9002, name: 'contador', statements: ['create table started (n int)', 'insert into started values (1)'] }
      const instances = await Promise.all([openAnother(), openAnother(), openAnother()])
      const applied = await Promise.all(instances.map((instance) => migrate(instance, [...migrations, late])))
      expect(applied.flat()).toEqual([9002])
      expect((await sql`select n from started`.execute(db().kysely)).rows).toEqual([{ n: 1 }])
      await db().kysely.schema.dropTable('started').execute()
      await db().kysely.deleteFrom('schema_migrations').where('id', '=', 9002).execute()
    })
  },
  { migrated: false },
)
