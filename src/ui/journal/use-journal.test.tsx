import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Completion } from '../../data/journal'
import { eraseJournal, recordCompletion } from '../../device/journal'
import { storageKeys } from '../../device/storage-keys'
import { useJournal } from './use-journal'

const respiracao: Completion = {
  activityId: 'respiracao-da-calma',
  title: 'Respiração da Calma',
  type: 'meditation',
  minutes: 5,
  startedFrom: 'dashboard',
}
const AT = new Date('2026-11-24T21:30:05.000-03:00')

afterEach(() => eraseJournal())

function Count() {
  const entries = useJournal()
  return <p>{entries?.length} atividades</p>
}

describe('useJournal', () => {
  it('shows a completion as soon as it is written, here or in another tab', () => {
    render(<Count />)
    expect(screen.getByText('0 atividades')).toBeVisible()
    act(() => void recordCompletion(respiracao, AT))
    expect(screen.getByText('1 atividades')).toBeVisible()
    act(() => {
      localStorage.removeItem(storageKeys.journal)
      window.dispatchEvent(new StorageEvent('storage', { key: null }))
    })
    expect(screen.getByText('0 atividades')).toBeVisible()
  })
})
