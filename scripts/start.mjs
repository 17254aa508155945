// `npm start`: build if needed, then serve app + API (PORT, HOST and the rest: README).
import { ensureBuild } from './ensure-build.mjs'

ensureBuild()
await import('../dist/server/index.js')
