import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { AppProviders } from '../app-providers'
import { useToast, type ToastApi } from './toaster-context'

function renderWithToaster() {
  let api: ToastApi | undefined
  function Caller() {
    api = useToast()
    return null
  }
  render(
    <AppProviders>
      <Caller />
    </AppProviders>,
  )
  return (toast: Parameters<ToastApi['add']>[0]) => act(() => void api!.add(toast))
}

describe('a toast with a button', () => {
  it("shows its button; tapping it runs what the caller gave and closes the toast", async () => {
    const user = userEvent.setup()
    const add = renderWithToaster()
    const run = vi.fn()
    add({ title: 'Nova versão disponível', action: { label: 'Atualizar', run } })
    expect(screen.getByRole('status')).toHaveTextContent('Nova versão disponível')
    await user.click(screen.getByRole('button', { name: 'Atualizar' }))
    expect(run).toHaveBeenCalledTimes(1)
    expect(screen.queryByText('Nova versão disponível')).not.toBeInTheDocument()
  })

  it('a toast without one has no button but its close button, and a later toast drops an earlier one’s button', async () => {
    const user = userEvent.setup()
    const add = renderWithToaster()
    const run = vi.fn()
    add({ title: 'Nova versão disponível', action: { label: 'Atualizar', run } })
    add({ title: 'Perfil salvo' })
    expect(screen.queryByRole('button', { name: 'Atualizar' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Fechar notificação' }))
    expect(run).not.toHaveBeenCalled()
  })
})
