import { afterEach, describe, expect, it, vi } from 'vitest'
import { CopyRefusal } from '../contract/copy-refusal'
import { deleteCopy, downloadCopy, uploadCopy } from './copies'

const ID = 'A'.repeat(43)
const bytes = new Uint8Array([1, 2, 3])

afterEach(() => vi.unstubAllGlobals())

/** The server answers `response` to every request; what was asked is kept. */
function serverAnswers(response: () => Response) {
  const asked: Request[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      asked.push(new Request(new URL(url, 'http://app.test'), init))
      return response()
    }),
  )
  return asked
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } })

const refusalOf = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as CopyRefusal)

describe('the copies client', () => {
  it('creates with If-None-Match: *, replaces with If-Match on its version, and reads the new version', async () => {
    const asked = serverAnswers(() => json(201, { versao: 1 }, { ETag: '"1"' }))
    expect(await uploadCopy(ID, bytes, null)).toBe(1)
    expect(asked[0]!.headers.get('if-none-match')).toBe('*')
    expect(asked[0]!.headers.get('content-type')).toBe('application/octet-stream')
    expect(new Uint8Array(await asked[0]!.arrayBuffer())).toEqual(bytes)
    serverAnswers(() => json(200, { versao: 4 }, { ETag: '"4"' }))
    expect(await uploadCopy(ID, bytes, 3)).toBe(4)
  })

  it("says 'behind' when another phone sent a newer version (412)", async () => {
    const asked = serverAnswers(() => json(412, { erro: 'Esta cópia já mudou em outro aparelho.', versao: 5 }, { ETag: '"5"' }))
    expect(await uploadCopy(ID, bytes, 3)).toBe('behind')
    expect(asked[0]!.headers.get('if-match')).toBe('"3"')
  })

  it('downloads the bytes and their version', async () => {
    serverAnswers(() => new Response(bytes, { status: 200, headers: { ETag: '"7"' } }))
    const copy = await downloadCopy(ID)
    expect([...copy.bytes]).toEqual([1, 2, 3])
    expect(copy.version).toBe(7)
  })

  it("tells 'gone' (404), 'offline' (no network, 5xx) and 'refused' with the server's words apart", async () => {
    serverAnswers(() => json(404, { erro: 'Não encontramos uma cópia com este código.' }))
    expect(await refusalOf(downloadCopy(ID))).toMatchObject({ kind: 'gone', message: 'Não encontramos uma cópia com este código.' })
    serverAnswers(() => json(503, { erro: 'As cópias estão indisponíveis agora.' }))
    expect(await refusalOf(uploadCopy(ID, bytes, 1))).toMatchObject({ kind: 'offline' })
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))))
    expect(await refusalOf(downloadCopy(ID))).toMatchObject({ kind: 'offline' })
    serverAnswers(() => json(413, { erro: 'A requisição é grande demais: o limite é 1 MB.' }))
    expect(await refusalOf(uploadCopy(ID, bytes, 1))).toMatchObject({ kind: 'refused', message: 'A requisição é grande demais: o limite é 1 MB.' })
  })

  it('deletes, kept alive through a page that is leaving', async () => {
    const asked = serverAnswers(() => json(200, { apagada: true }))
    await deleteCopy(ID)
    expect(asked[0]!.method).toBe('DELETE')
    expect(asked[0]!.keepalive).toBe(true)
  })
})
