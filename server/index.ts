import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { createApp } from './app'
import { ConfigError, readConfig } from './config'
import { isTrustedProxy } from './connection-slots'
import { DataDirInUse } from './db/data-dir-lock'
import { deployWarnings, readDeployConfig } from './deploy-config'
import { stopGracefully } from './graceful-stop'
import { listen } from './listen'
import { openServices, type Services } from './open-services'

// `npm run dev` serves only the API here; Vite serves the app and proxies /api.
const apiOnly = process.env.MOMENTO_API_ONLY === '1'
const clientDir = apiOnly ? undefined : resolve(process.cwd(), 'dist/client')

async function start() {
  if (clientDir && !existsSync(join(clientDir, 'index.html'))) {
    console.error('O app ainda não foi construído: rode "npm run build" (ou "npm start", que constrói se preciso).')
    process.exit(1)
  }
  let config
  let deploy
  try {
    config = readConfig(process.env, { clientDir })
    deploy = readDeployConfig(process.env)
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuração inválida: ${error.message}`)
      process.exit(1)
    }
    throw error
  }
  for (const warning of deployWarnings(deploy)) console.log(warning)
  let services: Services
  try {
    services = await openServices(deploy, config, (line) => console.log(line))
  } catch (error) {
    const why = error instanceof DataDirInUse ? error.message : `${(error as Error).name}: ${(error as Error).message}`
    console.error(`Não foi possível abrir o banco de dados dos lembretes (${deploy.storage.kind === 'postgresql' ? 'DATABASE_URL' : deploy.storage.dataDir}): ${why}`)
    process.exit(1)
  }
  const app = createApp({ config, log: (line) => console.log(line), ...services.app })
  const log = (line: string) => console.log(line)
  const server = listen(app, { ...config, log, trustedProxy: isTrustedProxy(deploy.trustProxy) }, (port) => {
    const assistant = config.llm ? `LLM ${config.llm.model} em ${config.llm.baseUrl}` : 'assistente local'
    console.log(`Momento Mãe em http://${config.host}:${port} (${assistant})`)
    services.scheduler.start()
  })
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EADDRINUSE' && error.code !== 'EACCES') throw error
    const why = error.code === 'EADDRINUSE' ? 'já está em uso' : 'não pode ser usada por este usuário'
    console.error(`A porta ${config.port} em ${config.host} ${why}. Escolha outra com PORT=<número> npm start.`)
    process.exit(1)
  })
  let stopping = false
  const stop = () => {
    if (stopping) process.exit(1) // a second signal: at once
    stopping = true
    console.log('Parando: sem novas conexões; terminando as requisições e os lembretes em andamento.')
    stopGracefully({
      server,
      stopWork: (cut) => services.scheduler.stop(cut),
      closeServices: services.close,
      deadlineMs: deploy.shutdownTimeoutMs,
      log: (line) => console.log(line),
    }).then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

await start()
