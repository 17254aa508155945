import { expect, it } from 'vitest'
import { migrate } from './migrate'
import { migrations } from './migrations'
import { describeOnEachDatabase } from './testing/each-database'

const tables = `select table_name from information_schema.tables where table_schema = 'public' order by table_name`

describeOnEachDatabase(
  'migrations',
  ({ kind, db, openAnother }) => {
    it('makes every table on a fresh database, then applies nothing the second time', async () => {
      expect(await migrate(db())).toEqual(migrations.map((migration) => migration.id))
      expect((await db().query<{ table_name: string }>(tables)).map((row) => row.table_name)).toEqual([
        'rate_limit_windows',
        'reminders',
        'schema_migrations',
        'vapid_keys',
      ])
      expect(await migrate(db())).toEqual([])
    })

    it('records each step with its name', async () => {
      const rows = await db().query<{ id: number; name: string }>('select id, name from schema_migrations order by id')
      expect(rows).toEqual(migrations.map(({ id, name }) => ({ id, name })))
    })

    it('rolls a failing step back whole, and a later run applies it once fixed', async () => {
      const broken = { id: 9001, name: 'quebrada', sql: 'create table half_done (id int); select * from no_such_table;' }
      await expect(migrate(db(), [...migrations, broken])).rejects.toThrow(/no_such_table/)
      expect((await db().query(`select 1 from information_schema.tables where table_name = 'half_done'`)).length).toBe(0)
      const fixed = { ...broken, sql: 'create table half_done (id int)' }
      expect(await migrate(db(), [...migrations, fixed])).toEqual([9001])
      await db().exec('drop table half_done; delete from schema_migrations where id = 9001')
    })

    if (kind === 'postgresql') it('runs each step once when instances start together', async () => {
      const late = { id: 9002, name: 'contador', sql: 'create table started (n int); insert into started values (1);' }
      const instances = await Promise.all([openAnother(), openAnother(), openAnother()])
      const applied = await Promise.all(instances.map((instance) => migrate(instance, [...migrations, late])))
      expect(applied.flat()).toEqual([9002])
      expect(await db().query('select n from started')).toEqual([{ n: 1 }])
      await db().exec('drop table started; delete from schema_migrations where id = 9002')
    })
  },
  { migrated: false },
)
