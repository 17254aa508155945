import { renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { tutorialFor } from '../../data/tutorials/by-type'
import { loadTutorials, useTutorialSteps } from './use-tutorial-steps'

// One module state for the whole file, as in the app: the first test meets the text not loaded yet.
describe('useTutorialSteps: the tutorial text loads after the screen', () => {
  it('has no steps while the text cannot load (offline), and loads it when she starts again', async () => {
    vi.doMock('../../data/tutorials/by-type', () => {
      throw new Error('offline')
    })
    const { result, rerender } = renderHook(({ running }) => useTutorialSteps('meditation', 2, running), {
      initialProps: { running: false },
    })
    await expect(loadTutorials()).rejects.toThrow()
    expect(result.current).toEqual([])

    vi.doUnmock('../../data/tutorials/by-type')
    rerender({ running: true })
    await waitFor(() => expect(result.current).toBe(tutorialFor('meditation', 2)))
    expect(result.current.length).toBeGreaterThan(1)
  })

  it('once loaded, a card that mounts has its steps at once', () => {
    const { result } = renderHook(() => useTutorialSteps('exercise', 1, false))
    expect(result.current).toBe(tutorialFor('exercise', 1))
  })

  it('a type without a tutorial has no steps', () => {
    const { result } = renderHook(() => useTutorialSteps('routine', 1, true))
    expect(result.current).toEqual([])
  })
})
