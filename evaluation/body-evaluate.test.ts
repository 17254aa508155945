import { describe, expect, it } from 'vitest'
import type { BodyNeeds, LibraryKind } from '../src/data/library/library-types'
import { unmetNeeds } from './body-evaluate'
import { bodyHeldOut, bodyRead, type BodyCase } from './body-set'

const seated: BodyNeeds = { positions: ['sitting', 'lying'], floor: false, hands: 0, loads: [] }
const kneeling: BodyNeeds = { positions: [], floor: true, hands: 2, loads: ['knees', 'wrists'] }
const entry = (kind: LibraryKind, body: BodyNeeds) => ({ kind, body })
const request = (needs: BodyCase['needs'], accept: LibraryKind[] = ['exercise']): BodyCase => ({ id: 't', message: 'm', accept, needs, situation: 's' })

describe('the body set', () => {
  it('loads every request of the three writers, each id once, two read and one held out', () => {
    expect(bodyRead).toHaveLength(160)
    expect(bodyHeldOut).toHaveLength(80)
    const ids = [...bodyRead, ...bodyHeldOut].map((item) => item.id)
    expect(new Set(ids).size).toBe(240)
    expect(bodyHeldOut.every((item) => item.id.startsWith('b3-'))).toBe(true)
  })
})

describe('whether an entry fits her request', () => {
  it('fits a request that states no need when its kind is accepted, and not otherwise', () => {
    expect(unmetNeeds(entry('exercise', kneeling), request({}))).toEqual([])
    expect(unmetNeeds(entry('recipe', seated), request({}))).toEqual(['kind'])
    expect(unmetNeeds(undefined, request({}))).toEqual(['nothing'])
  })

  it('names every need the entry does not meet: floor, hands, position, a strain to avoid', () => {
    const inHerArms = request({ floor: false, hands: 'none', positions: ['sitting'], avoid: ['knee-load'] })
    expect(unmetNeeds(entry('exercise', seated), inHerArms)).toEqual([])
    expect(unmetNeeds(entry('exercise', kneeling), inHerArms)).toEqual(['floor', 'hands', 'positions', 'avoid'])
  })

  it('counts hands as the most she has free: one free allows an entry for none or one, not two', () => {
    expect(unmetNeeds(entry('exercise', { ...seated, hands: 1 }), request({ hands: 'one' }))).toEqual([])
    expect(unmetNeeds(entry('exercise', { ...seated, hands: 2 }), request({ hands: 'one' }))).toEqual(['hands'])
    expect(unmetNeeds(entry('exercise', { ...seated, hands: 2 }), request({ hands: 'two' }))).toEqual([])
  })

  it('needs one of the positions she can be in, and allows the floor when she says she can use it', () => {
    expect(unmetNeeds(entry('exercise', seated), request({ positions: ['standing', 'lying'] }))).toEqual([])
    expect(unmetNeeds(entry('exercise', seated), request({ positions: ['standing'] }))).toEqual(['positions'])
    expect(unmetNeeds(entry('exercise', kneeling), request({ floor: true }))).toEqual([])
  })
})
