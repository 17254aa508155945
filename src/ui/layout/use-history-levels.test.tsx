import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { renderScreen } from '../testing/render'
import { useHistoryLevels } from './use-history-levels'

/** A screen three steps deep, and an overlay that asks before closing when she has written in it. */
function Steps() {
  const [step, setStep] = useState(1)
  const [open, setOpen] = useState(false)
  useHistoryLevels(step - 1, () => setStep((n) => n - 1))
  return (
    <>
      <p>Passo {step}</p>
      <button onClick={() => setStep((n) => n + 1)}>Próximo</button>
      <button onClick={() => setStep((n) => n - 1)}>Voltar</button>
      <button onClick={() => setOpen(true)}>Abrir</button>
      {open && <Overlay onClose={() => setOpen(false)} />}
    </>
  )
}

function Overlay({ onClose }: { onClose: () => void }) {
  const [written, setWritten] = useState(false)
  const [asking, setAsking] = useState(false)
  useHistoryLevels(1, () => (written ? setAsking(true) : onClose()))
  return (
    <section aria-label="Sobreposição">
      <button onClick={() => setWritten(true)}>Escrever</button>
      <button onClick={onClose}>Fechar</button>
      {asking && <p>Descartar?</p>}
    </section>
  )
}

const settle = () => act(async () => {})

describe('useHistoryLevels: the browser’s back steps back within the screen', () => {
  it('keeps an entry per step: back goes to the step before, and only then leaves', async () => {
    const user = userEvent.setup()
    const { router } = renderScreen(Steps, { path: '/onboarding' })
    await screen.findByText('Passo 1')
    const start = router.history.location.state.__TSR_index
    await user.click(screen.getByRole('button', { name: 'Próximo' }))
    await user.click(screen.getByRole('button', { name: 'Próximo' }))
    await settle()
    expect(screen.getByText('Passo 3')).toBeVisible()
    expect(router.history.location.state.__TSR_index).toBe(start + 2)
    expect(router.state.location.pathname).toBe('/onboarding')

    await act(async () => router.history.back())
    expect(screen.getByText('Passo 2')).toBeVisible()
    await act(async () => router.history.back())
    expect(screen.getByText('Passo 1')).toBeVisible()
    expect(router.history.location.state.__TSR_index).toBe(start)
  })

  it("takes a step's entry out when 'Voltar' goes back, so back then leaves from the first step", async () => {
    const user = userEvent.setup()
    const { router } = renderScreen(Steps, { path: '/onboarding' })
    await screen.findByText('Passo 1')
    const start = router.history.location.state.__TSR_index
    await user.click(screen.getByRole('button', { name: 'Próximo' }))
    await user.click(screen.getByRole('button', { name: 'Voltar' }))
    await settle()
    expect(screen.getByText('Passo 1')).toBeVisible()
    expect(router.history.location.state.__TSR_index).toBe(start)
  })

  it('closes an overlay on back, and keeps its entry when it asks first instead', async () => {
    const user = userEvent.setup()
    const { router } = renderScreen(Steps, { path: '/meu-plano' })
    await screen.findByText('Passo 1')
    const start = router.history.location.state.__TSR_index
    await user.click(screen.getByRole('button', { name: 'Abrir' }))
    await settle()
    expect(router.history.location.state.__TSR_index).toBe(start + 1)
    await act(async () => router.history.back())
    expect(screen.queryByRole('region', { name: 'Sobreposição' })).toBeNull()
    expect(router.history.location.state.__TSR_index).toBe(start)

    await user.click(screen.getByRole('button', { name: 'Abrir' }))
    await user.click(screen.getByRole('button', { name: 'Escrever' }))
    await act(async () => router.history.back())
    await settle()
    expect(screen.getByText('Descartar?')).toBeVisible()
    expect(router.history.location.state.__TSR_index).toBe(start + 1) // kept again: another back asks again

    await user.click(screen.getByRole('button', { name: 'Fechar' }))
    await settle()
    expect(screen.queryByRole('region', { name: 'Sobreposição' })).toBeNull()
    expect(router.history.location.state.__TSR_index).toBe(start) // the × took its entry out
    expect(router.state.location.pathname).toBe('/meu-plano')
  })
})
