import { describe, expect, it } from 'vitest'
import { meditationTutorials } from '../data/tutorials/meditation'
import { tutorialPosition } from './tutorial'

describe('tutorialPosition: the last step whose start time has been reached, with the next', () => {
  const steps = meditationTutorials[1] // starts at 0, 40, 120, 180, 240

  it.each([
    [0, 0],
    [39, 0],
    [40, 1],
    [119, 1],
    [120, 2],
    [239, 3],
    [240, 4],
    [300, 4],
  ])('at %i s the current step is %i', (elapsed, index) => {
    const position = tutorialPosition(steps, elapsed)
    expect(position?.index).toBe(index)
    expect(position?.current).toBe(steps[index])
    expect(position?.next).toBe(steps[index + 1])
    expect(position?.total).toBe(5)
  })

  it('the last step has no next one; no steps, no position', () => {
    expect(tutorialPosition(steps, 250)?.next).toBeUndefined()
    expect(tutorialPosition([], 10)).toBeUndefined()
  })
})
