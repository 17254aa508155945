import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AppProviders } from '../app-providers'
import { useToast, type ToastApi } from './toaster-context'

function renderWithApi() {
  let api: ToastApi | undefined
  function Caller() {
    api = useToast()
    return <button type="button">Outro botão</button>
  }
  render(
    <AppProviders>
      <Caller />
    </AppProviders>,
  )
  return {
    add: (title: string, done?: boolean) =>
      act(() => void api!.add({ title, description: 'Seu perfil foi atualizado.', ...(done && { done }) })),
  }
}

describe('toaster region', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    // Testing Library only advances its own 0 ms wait under Jest's fake timers (see the model test).
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) })
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('is a labelled landmark that F8 focuses', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderWithApi()
    await user.click(screen.getByRole('button', { name: 'Outro botão' }))
    await user.keyboard('{F8}')
    expect(screen.getByRole('region', { name: 'Notificações (F8)' })).toHaveFocus()
  })

  it('keeps the toast while she points at it or focuses it, and gives her 5000 ms after', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const { add } = renderWithApi()
    add('Alterações salvas')
    const toast = screen.getByText('Alterações salvas')
    await user.hover(toast)
    act(() => vi.advanceTimersByTime(30_000))
    expect(screen.getByText('Alterações salvas')).toBeVisible()
    await user.unhover(toast)
    act(() => vi.advanceTimersByTime(4999))
    expect(screen.getByText('Alterações salvas')).toBeVisible()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText('Alterações salvas')).toBeNull()

    add('De novo')
    await user.keyboard('{F8}')
    await user.tab()
    expect(screen.getByRole('button', { name: 'Fechar notificação' })).toHaveFocus()
    act(() => vi.advanceTimersByTime(30_000))
    expect(screen.getByText('De novo')).toBeVisible()
    await user.keyboard('{Enter}')
    expect(screen.queryByText('De novo')).toBeNull()
  })

  it('a toast of something she did wears a check; any other, the info sign', () => {
    const { add } = renderWithApi()
    const icon = (title: string) => screen.getByText(title).closest('[data-variant]')!.querySelector('svg')!.getAttribute('class')
    add('Meta do dia cumprida!', true)
    expect(icon('Meta do dia cumprida!')).toContain('lucide-circle-check')
    add('Sem conexão')
    expect(icon('Sem conexão')).toContain('lucide-info')
  })

  it('a short drag is not a swipe: the card snaps back and the close button still works', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const { add } = renderWithApi()
    add('Alterações salvas')
    const card = screen.getByText('Alterações salvas').closest<HTMLElement>('[data-variant]')!
    fireEvent.pointerDown(card, { button: 0, pointerId: 1, clientX: 200 })
    fireEvent.pointerMove(card, { pointerId: 1, clientX: 170 })
    expect(card.style.transform).toBe('translateX(-30px)')
    fireEvent.pointerUp(card, { pointerId: 1, clientX: 170 })
    expect(card.style.transform).toBe('translateX(0px)')
    expect(screen.getByText('Alterações salvas')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Fechar notificação' }))
    expect(screen.queryByText('Alterações salvas')).toBeNull()
  })
})
