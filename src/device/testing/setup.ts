import { afterEach } from 'vitest'

// Each test starts on an empty device: nothing kept, no cookie.
afterEach(() => {
  localStorage.clear()
  document.cookie.split(';').forEach((c) => {
    document.cookie = `${c.split('=')[0]?.trim()}=; max-age=0; path=/`
  })
})
