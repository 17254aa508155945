import { describe, expect, it } from 'vitest'
import { motivationalPhrases } from './daily'
import { library } from './library/library'
import { phrasesOfTheDay } from './phrases'
import { planActivities, routines } from './plan'
import { tutorialsByType } from './tutorials/by-type'

/*
 * The words a tired mother reads on her first day: none that frightens, none that assumes what
 * she did not tell (a second time, several children), none that is wrong Portuguese.
 */

const tutorialTexts = Object.values(tutorialsByType).flatMap((variants) => variants.flat().flatMap((step) => [step.title, step.instruction]))
const libraryTexts = library.flatMap((entry) => [entry.summary, ...entry.steps])
const everyText = [...tutorialTexts, ...libraryTexts, ...motivationalPhrases, ...phrasesOfTheDay, ...routines.map((routine) => routine.description), ...planActivities.map((activity) => activity.description)]

describe('the words of the app', () => {
  it('never tells her to stay without air', () => {
    expect(everyText.filter((text) => /sem ar\b|prenda a respira|até não aguentar/i.test(text))).toEqual([])
  })

  it('says that something helps *in* the circulation ("ajuda na circulação")', () => {
    expect(everyText.filter((text) => /ajuda a circula/i.test(text))).toEqual([])
    expect(tutorialTexts.some((text) => text.includes('Ajuda na circulação das pernas.'))).toBe(true)
  })

  it('celebrates a first time as well as the tenth, for an activity of any length', () => {
    expect(motivationalPhrases.filter((phrase) => /mais uma vez|de novo|outra vez|cinco minutos/i.test(phrase))).toEqual([])
  })

  it('assumes no number of children in the routines, the plan and the phrases of the day', () => {
    const texts = [...routines.map((routine) => routine.description), ...planActivities.map((activity) => activity.description), ...phrasesOfTheDay]
    expect(texts.filter((text) => /\b(crianças|filhos|filhas|meninos|meninas)\b/i.test(text))).toEqual([])
  })
})
