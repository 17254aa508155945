import { describe, expect, it } from 'vitest'
import { tutorialFor } from './by-type'
import { exerciseTutorials } from './exercise'
import { foodTutorials } from './food'
import { meditationTutorials } from './meditation'

describe('tutorialFor: the variant alternates with the parity of the day of the week', () => {
  it.each([
    [0, 0],
    [1, 1],
    [2, 0],
    [3, 1],
    [4, 0],
    [5, 1],
    [6, 0],
  ])('day %i → variant %i', (day, variant) => {
    expect(tutorialFor('exercise', day)).toBe(exerciseTutorials[variant])
    expect(tutorialFor('meditation', day)).toBe(meditationTutorials[variant])
    expect(tutorialFor('food', day)).toBe(foodTutorials[variant])
  })

  it('has no tutorial for routines or emotional activities', () => {
    expect(tutorialFor('routine', 1)).toEqual([])
    expect(tutorialFor('emotional', 2)).toEqual([])
  })
})
