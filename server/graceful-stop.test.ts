import { request as httpRequest, Agent } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { readConfig } from './config'
import type { Deadline } from './deadline'
import { CLOSE_MS, stopGracefully } from './graceful-stop'
import { listen } from './listen'

/** An app whose /lento answers when the test says so. */
function slowApp() {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  const started: string[] = []
  const app = new Hono()
  app.get('/rapido', (c) => c.text('ok'))
  app.get('/lento', async (c) => {
    started.push('lento')
    await released
    return c.text('terminado')
  })
  return { app, release, started }
}

async function serve(app: Hono) {
  const config = readConfig({})
  return new Promise<{ server: ReturnType<typeof listen>; url: string }>((resolve) => {
    const server = listen(app, { ...config, port: 0 }, () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    )
  })
}

/** Deadlines the test reaches by hand: `reach(ms)` reaches every one asked for `ms` so far. */
function handDeadline() {
  const pending: { ms: number; resolve: () => void }[] = []
  const deadline: Deadline = (ms) => {
    let resolve = () => {}
    const reached = new Promise<void>((done) => (resolve = done))
    pending.push({ ms, resolve })
    return { reached, cancel: () => {} }
  }
  return {
    deadline,
    reach: (ms: number) => pending.filter((each) => each.ms === ms).forEach((each) => each.resolve()),
    asked: () => pending.map((each) => each.ms),
  }
}

/** GET over a keep-alive agent; resolves to the body, rejects when the connection is cut. */
function get(url: string, agent: Agent): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { agent }, (response) => {
      let body = ''
      response.on('data', (chunk: Buffer) => (body += chunk.toString()))
      response.on('end', () => resolve(body))
      response.on('error', reject)
    })
    request.on('error', reject)
    request.end()
  })
}

describe('stopping on SIGTERM', () => {
  it('refuses new connections, answers the request in flight, then closes the services', async () => {
    const { app, release, started } = slowApp()
    const { server, url } = await serve(app)
    const agent = new Agent({ keepAlive: true })
    expect(await get(`${url}/rapido`, agent)).toBe('ok') // leaves an idle keep-alive connection
    const inFlight = get(`${url}/lento`, new Agent({ keepAlive: true }))
    await expect.poll(() => started.length).toBe(1)

    const order: string[] = []
    const { deadline, asked } = handDeadline()
    const stopped = stopGracefully({ server, deadlineMs: 10_000, deadline, closeServices: async () => void order.push('serviços') })
    await expect(fetch(`${url}/rapido`)).rejects.toThrow()
    expect(order).toEqual([])

    release()
    expect(await inFlight).toBe('terminado')
    await stopped
    expect(order).toEqual(['serviços'])
    expect(asked()).toEqual([10_000, CLOSE_MS]) // the deadline, then the services' time to close
    agent.destroy()
  })

  it('cuts a request still open at the deadline, and closes the services all the same', async () => {
    const { app, started } = slowApp()
    const { server, url } = await serve(app)
    const hanging = get(`${url}/lento`, new Agent({ keepAlive: true }))
    await expect.poll(() => started.length).toBe(1)
    const lines: string[] = []
    let closed = 0
    const { deadline, reach } = handDeadline()
    const stopped = stopGracefully({ server, deadlineMs: 5_000, deadline, log: (line) => lines.push(line), closeServices: async () => void (closed += 1) })
    reach(5_000)
    await expect(hanging).rejects.toThrow()
    await stopped
    expect(closed).toBe(1)
    expect(lines).toEqual(['parada: requisições ainda abertas depois de 5000 ms foram encerradas'])
  })

  it('stops the background work at once, lets it run until the deadline, and closes the services after it', async () => {
    const { app } = slowApp()
    const { server } = await serve(app)
    const order: string[] = []
    const lines: string[] = []
    const { deadline, reach } = handDeadline()
    let told = false
    const stopped = stopGracefully({
      server,
      deadlineMs: 2_000,
      deadline,
      log: (line) => lines.push(line),
      stopWork: async (cut) => {
        told = true
        await cut
        order.push('trabalho')
      },
      closeServices: async () => void order.push('serviços'),
    })
    expect(told).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(order).toEqual([])
    reach(2_000)
    await stopped
    expect(order).toEqual(['trabalho', 'serviços'])
    expect(lines).toEqual([]) // no request was open: none was cut
  })

  it('ends when the database hangs (frozen, its link lost): the work and the closing get CLOSE_MS each past the deadline, then it goes without them', async () => {
    const { app } = slowApp()
    const { server } = await serve(app)
    const lines: string[] = []
    const { deadline, reach, asked } = handDeadline()
    const hangs = new Promise<void>(() => {})
    const stopped = stopGracefully({
      server,
      deadlineMs: 10_000,
      deadline,
      log: (line) => lines.push(line),
      // The scheduler waiting on the database to record its sends, and a pool that never closes.
      stopWork: async (cut) => {
        await cut
        await hangs
      },
      closeServices: () => hangs,
    })
    reach(10_000)
    await expect.poll(() => asked()).toEqual([10_000, CLOSE_MS])
    reach(CLOSE_MS)
    await expect.poll(() => asked()).toEqual([10_000, CLOSE_MS, CLOSE_MS])
    reach(CLOSE_MS)
    await stopped
    expect(lines.slice(-2)).toEqual([
      `parada: os lembretes não terminaram de registrar ${CLOSE_MS} ms depois do prazo (banco de dados sem resposta?); saindo sem esperar`,
      `parada: o banco de dados não fechou em ${CLOSE_MS} ms; saindo sem esperar`,
    ])
  })
})
