import { versionOfTag } from '../contract/copies-api'
import { CopyRefusal } from '../contract/copy-refusal'

/*
 * /api/copias from the phone (src/contract/copies-api.ts): sealed bytes and versions only. Every
 * failure is a CopyRefusal: 'offline' when the network or the server is out of reach, 'gone' when
 * the server has no copy under the identifier, 'refused' with the server's words otherwise.
 */

const url = (id: string) => `/api/copias/${id}`

async function call(id: string, init: RequestInit): Promise<Response> {
  let response: Response
  try {
    response = await fetch(url(id), { cache: 'no-store', ...init })
  } catch {
    throw new CopyRefusal('offline', 'Sem conexão.')
  }
  if (response.status >= 500) throw new CopyRefusal('offline', 'O servidor está fora do ar.')
  return response
}

async function erroOf(response: Response): Promise<string> {
  const body: unknown = await response.json().catch(() => null)
  return typeof body === 'object' && body !== null && 'erro' in body && typeof body.erro === 'string'
    ? body.erro
    : 'O servidor recusou a cópia. Tente de novo mais tarde.'
}

/** The copy under `id` and its version. */
export async function downloadCopy(id: string): Promise<{ bytes: Uint8Array<ArrayBuffer>; version: number }> {
  const response = await call(id, { method: 'GET' })
  if (response.status === 404) throw new CopyRefusal('gone', await erroOf(response))
  if (!response.ok) throw new CopyRefusal('refused', await erroOf(response))
  const version = versionOfTag(response.headers.get('etag') ?? undefined)
  if (version === undefined) throw new CopyRefusal('offline', 'Resposta sem versão.')
  return { bytes: new Uint8Array(await response.arrayBuffer()), version }
}

/**
 * Sends sealed bytes: a new copy (`over` null) or over that version. The new version, or 'behind'
 * when the server has another (a newer one from another phone).
 */
export async function uploadCopy(id: string, bytes: Uint8Array<ArrayBuffer>, over: number | null): Promise<number | 'behind'> {
  const response = await call(id, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/octet-stream', ...(over === null ? { 'If-None-Match': '*' } : { 'If-Match': `"${over}"` }) },
    body: bytes,
  })
  if (response.status === 412) return 'behind'
  if (response.status === 404) throw new CopyRefusal('gone', await erroOf(response))
  if (!response.ok) throw new CopyRefusal('refused', await erroOf(response))
  const version = versionOfTag(response.headers.get('etag') ?? undefined)
  if (version === undefined) throw new CopyRefusal('offline', 'Resposta sem versão.')
  return version
}

/** Deletes the copy under `id`; kept alive through a page that is leaving ('Apagar meus dados'). */
export async function deleteCopy(id: string): Promise<void> {
  const response = await call(id, { method: 'DELETE', keepalive: true })
  if (!response.ok) throw new CopyRefusal('refused', await erroOf(response))
}
