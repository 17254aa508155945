// `npm run pg:cluster`: a throwaway PostgreSQL on 127.0.0.1 (the one the database tests start by
// themselves), for trying the server on PostgreSQL or running those tests against one cluster:
//   DATABASE_URL=<url> npm start      TEST_DATABASE_URL=<url> npx vitest run --project database
// Ctrl-C stops it and deletes its folder.
import { findPostgresBin, startPostgresCluster } from '../server/db/testing/postgres-cluster'

const found = findPostgresBin()
if ('missing' in found) {
  console.error(`PostgreSQL não encontrado: ${found.missing}.`)
  process.exit(1)
}
const cluster = await startPostgresCluster(found.bin)
console.log(`PostgreSQL descartável em ${cluster.url} (Ctrl-C para parar e apagar)`)
const stop = () => {
  cluster.stop()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
setInterval(() => {}, 1 << 30)
