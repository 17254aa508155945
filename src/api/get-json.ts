export interface GetJsonOptions {
  signal?: AbortSignal
  /** What a 401 gives: an error (the default; docs/product.md, Errors) or `null`. */
  on401?: 'throw' | 'returnNull'
  baseUrl?: string
}

/**
 * The generic GET by query key (docs/product.md, What the app asks the server): the path is the
 * key's segments joined by '/', sent with the cookies, read as JSON. A non-OK response throws
 * `${status}: ${body text or status text}`. The caller checks the shape of what comes back.
 */
export async function getJson(
  queryKey: readonly (string | number)[],
  { signal, on401 = 'throw', baseUrl = '' }: GetJsonOptions = {},
): Promise<unknown> {
  const response = await fetch(`${baseUrl}${queryKey.join('/')}`, { credentials: 'include', signal })
  if (on401 === 'returnNull' && response.status === 401) return null
  if (!response.ok) {
    const text = (await response.text()) || response.statusText
    throw new Error(`${response.status}: ${text}`)
  }
  return response.json()
}
