// `npm run machines:docs`: writes docs/machines/<machine>.md from the machine definitions.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { docsDir, machineDocs } from './machine-docs/machine-files'

const docs = await machineDocs()
mkdirSync(docsDir, { recursive: true })
const wanted = new Set(docs.map((doc) => doc.file))
for (const stale of readdirSync(docsDir).map((name) => join(docsDir, name))) {
  if (!wanted.has(stale)) rmSync(stale)
}
for (const doc of docs) {
  writeFileSync(doc.file, doc.markdown)
  console.log(doc.file)
}
