import type { TestProject } from 'vitest/node'
import { startServer } from '../../../scripts/bench/production-server'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}

/** One production server for every browser test file; each test gets a fresh browser context. */
export default async function setup(project: TestProject) {
  const server = await startServer({ dir: process.cwd() })
  project.provide('baseUrl', server.url)
  return () => server.stop()
}
