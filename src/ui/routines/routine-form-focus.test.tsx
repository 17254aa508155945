import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fromPromise } from 'xstate'
import type { OwnRoutine } from '../../data/own-routine'
import { renderScreen } from '../testing/render'
import { RoutineFormDialog } from './routine-form-dialog'

afterEach(() => localStorage.clear())

async function openForm() {
  const kept = vi.fn()
  const keepRoutine = fromPromise<boolean, OwnRoutine>(async ({ input }) => {
    kept(input)
    return true
  })
  const onClose = vi.fn()
  renderScreen(() => <RoutineFormDialog routine={null} onClose={onClose} keepRoutine={keepRoutine} />, { path: '/meu-plano' })
  await screen.findByRole('list', { name: 'Atividades da biblioteca' }, { timeout: 10_000 })
  return { kept, onClose, user: userEvent.setup({ delay: null }) }
}

const search = () => screen.getByLabelText('Buscar pelo nome')
const library = () => screen.getByRole('list', { name: 'Atividades da biblioteca' })

describe('the routine form, where her focus goes', () => {
  it('the search key of her keyboard searches, and never saves the routine', async () => {
    const { kept, onClose, user } = await openForm()
    await user.type(screen.getByLabelText(/Nome da rotina/), 'Manhã')
    await user.click(within(library()).getAllByRole('button', { name: /^Adicionar/ })[0]!)
    await user.type(search(), 'aveia{Enter}')
    expect(kept).not.toHaveBeenCalled()
    expect(onClose).not.toHaveBeenCalled()
    expect(screen.getByRole('heading', { level: 2, name: 'Nova Rotina' })).toBeVisible()
    expect(search()).toHaveValue('aveia')
  })

  it("'Adicionar' leaves her on 'Na rotina' in the same row, not on the page", async () => {
    const { user } = await openForm()
    const first = within(library()).getAllByRole('listitem')[0]!
    await user.click(within(first).getByRole('button', { name: /^Adicionar/ }))
    await waitFor(() => expect(document.activeElement).toHaveTextContent(/^Na rotina/))
    expect(first).toContainElement(document.activeElement as HTMLElement)
  })

  it("'Tirar' on her only activity takes her back to the search", async () => {
    const { user } = await openForm()
    await user.click(within(library()).getAllByRole('button', { name: /^Adicionar/ })[0]!)
    await user.click(screen.getByRole('button', { name: /^Tirar .* da rotina$/ }))
    await waitFor(() => expect(search()).toHaveFocus())
  })

  it("'Mostrar todas' hands her focus to the first activity it showed", async () => {
    const { user } = await openForm()
    const shownBefore = within(library()).getAllByRole('listitem').length
    await user.click(screen.getByRole('button', { name: /^Mostrar todas as/ }))
    const rows = within(library()).getAllByRole('listitem')
    expect(rows.length).toBeGreaterThan(shownBefore)
    await waitFor(() => expect(rows[shownBefore]).toContainElement(document.activeElement as HTMLElement))
  })
})
