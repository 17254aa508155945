import { describe, expect, it } from 'vitest'
import { dailySuggestions } from './daily'
import { calmBreathing, moodNote, moodNotes, restActivity, suggestionForMood } from './mood-suggestion'
import { playablesOf } from './playable-index'

const titles = (suggestion: { activities: readonly { title: string }[] }) => suggestion.activities.map((a) => a.title)

describe("the day's suggestion as her mood shapes it", () => {
  it('no words, or words that ask nothing of it: the suggestion as it is, without a note', () => {
    for (const words of [[], ['grata'], ['sozinha', 'triste', 'irritada']] as const) {
      const shaped = suggestionForMood(dailySuggestions.morning, words)
      expect(shaped).toBe(dailySuggestions.morning)
      expect(moodNote(words)).toBeNull()
    }
  })

  it('ansiosa: the breathing comes first, the rest keeps its order', () => {
    const shaped = suggestionForMood(dailySuggestions.morning, ['ansiosa'])
    expect(titles(shaped)).toEqual(['Respiração da Calma', 'Alongamento Energizante', 'Café da manhã rápido'])
    expect(moodNote(['ansiosa'])).toBe(moodNotes.ansiosa)
  })

  it('ansiosa with a suggestion that has no breathing: a calm breathing is added first', () => {
    const noBreathing = { ...dailySuggestions.morning, activities: dailySuggestions.morning.activities.filter((a) => a.kind !== 'breathing') }
    expect(titles(suggestionForMood(noBreathing, ['ansiosa']))).toEqual([calmBreathing.title, 'Alongamento Energizante', 'Café da manhã rápido'])
  })

  it('cansada: rest first, and no exercise', () => {
    const shaped = suggestionForMood(dailySuggestions.afternoon, ['cansada'])
    expect(titles(shaped)).toEqual([restActivity.title, 'Respiração quadrada', 'Vitamina de banana com aveia'])
    expect(moodNote(['cansada', 'grata'])).toBe(moodNotes.cansada)
  })

  it('cansada and ansiosa: breathing, then rest', () => {
    const shaped = suggestionForMood(dailySuggestions.evening, ['cansada', 'ansiosa'])
    expect(titles(shaped).slice(0, 2)).toEqual(['Respiração da Calma', restActivity.title])
    expect(moodNote(['ansiosa', 'cansada'])).toBe(moodNotes.both)
  })

  it('what it adds can be played in the suggestion\'s routine, under the same title', () => {
    expect(playablesOf([restActivity.id, calmBreathing.id]).map((playable) => playable.title)).toEqual([restActivity.title, calmBreathing.title])
  })
})
