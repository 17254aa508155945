import type { TestProject } from 'vitest/node'
import { findPostgresBin, startPostgresCluster } from './postgres-cluster'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A superuser URL of a PostgreSQL for this run; empty when there is none. */
    postgresUrl: string
    /** Why the PostgreSQL half of the database suites is skipped. */
    postgresMissing: string
  }
}

/**
 * One PostgreSQL for every database test file of a run: TEST_DATABASE_URL when given, else a
 * throwaway cluster of the installed server. Each test file makes its own database in it.
 */
export default async function setup(project: TestProject) {
  const given = process.env.TEST_DATABASE_URL
  if (given) {
    project.provide('postgresUrl', given)
    project.provide('postgresMissing', '')
    return
  }
  const found = findPostgresBin()
  if ('missing' in found) {
    const why = `PostgreSQL not installed: ${found.missing}, or set TEST_DATABASE_URL`
    if (process.env.REQUIRE_POSTGRES === '1') throw new Error(`REQUIRE_POSTGRES=1 but ${why}`)
    console.warn(`Skipping the PostgreSQL half of the database tests: ${why}.`)
    project.provide('postgresUrl', '')
    project.provide('postgresMissing', why)
    return
  }
  const cluster = await startPostgresCluster(found.bin)
  project.provide('postgresUrl', cluster.url)
  project.provide('postgresMissing', '')
  return () => cluster.stop()
}
