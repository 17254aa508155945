import { describe, expect, it } from 'vitest'
import { babyCues } from './baby'
import { readOneCue, riskText } from './detect'
import type { Cue } from './pattern'
import { selfHarmCues } from './self-harm'
import { suicideCues } from './suicide'
import { violenceCues } from './violence'

/*
 * An exception (`unless`) takes back its own cue when her words say it is something else
 * ("veneno pra matar os ratos"), never because of the very means or place the cue names: the
 * rat-poison cue once excepted "veneno de rato" because its exception read "rato", so naming that
 * means read as nothing at all. Every word of every list in a cue with an exception is put in
 * neutral frames of hers; where the cue reads the frame, its exception must not take it back.
 */

const frames = (word: string) => [`comprei ${word} pra acabar comigo`, `to olhando pro ${word} faz uma hora`, `tenho ${word} aqui do meu lado e penso nisso`]

/** The plain words of a pattern's lists: "(chumbinho|veneno de rato)" gives both. */
const listedWords = (cue: Cue) =>
  [...cue.pattern.source.matchAll(/\(((?:\?:)?[a-z ]+(?:\|[a-z ]+)+)\)/g)].flatMap(([, list]) => list!.replace(/^\?:/, '').split('|')).filter((word) => word.trim() !== '')

const excepting = [...suicideCues, ...selfHarmCues, ...babyCues, ...violenceCues].filter((cue) => cue.unless)

describe('an exception never takes back the means or the place its own cue names', () => {
  const read = excepting.flatMap((cue) =>
    listedWords(cue).flatMap((word) =>
      frames(word).map((frame) => ({
        cue,
        frame: riskText(frame),
        state: readOneCue(cue, riskText(frame), { feeling: false }),
      })),
    ),
  )
  const readByItsCue = read.filter(({ state }) => state !== 'absent')

  it('in every neutral frame its cue reads', () => {
    const selfUndone = readByItsCue.filter(({ state }) => state === 'excepted').map(({ cue, frame }) => `${cue.concept}: "${frame.trim()}"`)
    expect(selfUndone).toEqual([])
  })

  it('reads the rat poison, the means once lost to its own exception, and enough frames to mean something', () => {
    expect(readByItsCue.some(({ cue, frame }) => cue.concept === 'poison' && frame.includes('veneno de rato'))).toBe(true)
    expect(readByItsCue.length).toBeGreaterThan(40)
  })
})
