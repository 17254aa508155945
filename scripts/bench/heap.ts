// A full garbage collection in the server, forced through its inspector, and the JS heap after it:
// what is still reachable, which a leak makes grow. Node 20 has WebSocket only behind a flag, so a
// short-lived child node speaks to the inspector.
import { spawnSync } from 'node:child_process'
import { rssMiB } from './machine'

const script = `
  const ws = new WebSocket(process.argv[1])
  let id = 0
  const pending = new Map()
  const call = (method) => new Promise((resolve) => {
    pending.set(++id, resolve)
    ws.send(JSON.stringify({ id, method }))
  })
  ws.onmessage = (message) => {
    const data = JSON.parse(message.data)
    pending.get(data.id)?.(data.result)
  }
  ws.onerror = () => process.exit(1)
  ws.onopen = async () => {
    await call('HeapProfiler.collectGarbage')
    await call('HeapProfiler.collectGarbage')
    console.log(JSON.stringify(await call('Runtime.getHeapUsage')))
    ws.close()
  }
`

export interface AfterGc {
  /** Live JS heap after the collection. */
  heapMiB: number
  rssMiB: number
}

export function collectGarbage(inspectorUrl: string, pid: number): AfterGc {
  const result = spawnSync(process.execPath, ['--experimental-websocket', '--no-warnings', '-e', script, inspectorUrl], {
    encoding: 'utf8',
    timeout: 30_000,
  })
  if (result.status !== 0) throw new Error(`o GC pelo inspector falhou: ${result.stderr}`)
  const { usedSize } = JSON.parse(result.stdout) as { usedSize: number }
  return { heapMiB: usedSize / 2 ** 20, rssMiB: rssMiB(pid) }
}
