import { describe, expect, it } from 'vitest'
import { isApiPath, routePathOf } from './navigation'

describe('navigations in the service worker', () => {
  it.each([
    ['/chat', '/chat'],
    ['/chat/', '/chat'],
    ['/', '/'],
    ['//', '/'],
  ])('%s falls back to the precached page of %s', (pathname, route) => {
    expect(routePathOf(pathname)).toBe(route)
  })

  it.each(['/api', '/api/', '/api/chat', '/api/lembretes/chave'])('%s is the API, never a page', (pathname) => {
    expect(isApiPath(pathname)).toBe(true)
  })

  it.each(['/apis', '/dashboard', '/'])('%s is a page', (pathname) => {
    expect(isApiPath(pathname)).toBe(false)
  })
})
