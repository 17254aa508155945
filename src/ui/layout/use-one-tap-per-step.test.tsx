import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { useOneTapPerStep } from './use-one-tap-per-step'

/** Step 1 has 'Próximo'; step 2 puts an option where it was. */
function Steps() {
  const [step, setStep] = useState(1)
  const [ticked, setTicked] = useState(false)
  const oneTap = useOneTapPerStep(step)
  return (
    <div onClickCapture={oneTap}>
      <p>Passo {step}</p>
      {step === 1 ? (
        <button onClick={() => setStep(2)}>Próximo</button>
      ) : (
        <label>
          <input type="checkbox" checked={ticked} onChange={(event) => setTicked(event.target.checked)} /> 20-30 minutos
        </label>
      )}
    </div>
  )
}

describe('useOneTapPerStep: one tap, one answer', () => {
  it('swallows the second tap of a double tap when the first moved her on', () => {
    render(<Steps />)
    fireEvent.click(screen.getByRole('button', { name: 'Próximo' }), { detail: 1 })
    expect(screen.getByText('Passo 2')).toBeVisible()
    fireEvent.click(screen.getByText('20-30 minutos'), { detail: 2 })
    expect(screen.getByRole('checkbox', { name: '20-30 minutos' })).not.toBeChecked()
    fireEvent.click(screen.getByText('20-30 minutos'), { detail: 3 })
    expect(screen.getByRole('checkbox', { name: '20-30 minutos' })).not.toBeChecked()
  })

  it('lets a tap of its own through, and the keyboard’s clicks', () => {
    render(<Steps />)
    fireEvent.click(screen.getByRole('button', { name: 'Próximo' }), { detail: 1 })
    fireEvent.click(screen.getByText('20-30 minutos'), { detail: 1 })
    expect(screen.getByRole('checkbox', { name: '20-30 minutos' })).toBeChecked()
    // A double tap on the option itself (the step did not change between its taps) is hers.
    fireEvent.click(screen.getByText('20-30 minutos'), { detail: 2 })
    expect(screen.getByRole('checkbox', { name: '20-30 minutos' })).not.toBeChecked()
    fireEvent.click(screen.getByRole('checkbox', { name: '20-30 minutos' }), { detail: 0 })
    expect(screen.getByRole('checkbox', { name: '20-30 minutos' })).toBeChecked()
  })
})
