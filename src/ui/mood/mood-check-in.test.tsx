import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { dailySuggestions } from '../../data/daily'
import { restActivity } from '../../data/mood-suggestion'
import { eraseMoods } from '../../device/moods'
import { todayOnThisDevice } from '../../device/today-on-this-device'
import { AppProviders } from '../app-providers'
import { MoodCheckIn } from './mood-check-in'
import type { MoodShape } from './mood-shape'

afterEach(() => eraseMoods())

const firstTitle = (shape: MoodShape) => shape?.shape(dailySuggestions.afternoon).activities[0]?.title

describe("'Como você está agora?' tells the dashboard how her words shape the day's suggestion", () => {
  it('once per change of her words: none at first, rest first with cansada, none again without it', async () => {
    const onShape = vi.fn<(shape: MoodShape) => void>()
    const today = todayOnThisDevice()
    const view = render(<MoodCheckIn today={today} onShape={onShape} />, { wrapper: AppProviders })
    const user = userEvent.setup()
    expect(onShape).toHaveBeenLastCalledWith(undefined)

    await user.click(screen.getByRole('button', { name: 'Mal' }))
    const calls = onShape.mock.calls.length
    await user.click(await screen.findByRole('button', { name: 'cansada' }))
    expect(firstTitle(onShape.mock.lastCall![0])).toBe(restActivity.title)
    expect(onShape.mock.calls.length).toBe(calls + 1)

    // The dashboard draws again with the shape it was given: the same words send nothing new.
    view.rerender(<MoodCheckIn today={today} onShape={onShape} />)
    expect(onShape.mock.calls.length).toBe(calls + 1)

    await user.click(screen.getByRole('button', { name: 'cansada' }))
    expect(onShape).toHaveBeenLastCalledWith(undefined)
  })
})
