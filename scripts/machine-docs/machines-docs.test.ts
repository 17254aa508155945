import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { docsDir, machineDocs } from './machine-files'

describe('docs/machines', () => {
  it('matches the machines as they are now (run `npm run machines:docs` after changing one)', async () => {
    const docs = await machineDocs()
    expect(docs.length).toBeGreaterThan(0)
    for (const doc of docs) {
      expect(existsSync(doc.file), `${doc.file} is missing`).toBe(true)
      expect(readFileSync(doc.file, 'utf8'), `${doc.file} is stale`).toBe(doc.markdown)
    }
    expect(readdirSync(docsDir).sort()).toEqual(docs.map((doc) => doc.file.slice(docsDir.length + 1)).sort())
  })
})
