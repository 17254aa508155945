import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AppProviders } from '../app-providers'

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline)
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'))
  })
}

afterEach(() => {
  vi.restoreAllMocks()
})

// The offline support loads once the page is idle (a second in jsdom, which has no requestIdleCallback).
describe("'Sem conexão'", () => {
  it('shows while she is offline and goes when the connection comes back', async () => {
    render(
      <AppProviders>
        <p>tela</p>
      </AppProviders>,
    )
    expect(screen.queryByText('Sem conexão')).not.toBeInTheDocument()
    goOffline(true)
    expect(await screen.findByText('Sem conexão', undefined, { timeout: 5000 })).toHaveAttribute('role', 'status')
    goOffline(false)
    expect(screen.queryByText('Sem conexão')).not.toBeInTheDocument()
  })

  it('shows from the start when the app opens offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    render(
      <AppProviders>
        <p>tela</p>
      </AppProviders>,
    )
    expect(await screen.findByText('Sem conexão', undefined, { timeout: 5000 })).toBeInTheDocument()
  })
})
