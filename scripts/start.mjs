// `npm start`: build if needed, then serve app + API (PORT, HOST and the rest: docs/running.md).
import { ensureBuild } from './ensure-build.mjs'

ensureBuild()
await import('../dist/server/index.js')
