import { describe, expect, it } from 'vitest'
import { holdActivityInProgress, whenNoActivityInProgress } from './activity-in-progress'

describe('an activity under way holds back what would interrupt it', () => {
  it('runs at once when no activity is under way', () => {
    const ran: string[] = []
    whenNoActivityInProgress(() => ran.push('update'))
    expect(ran).toEqual(['update'])
  })

  it('waits until the last activity under way ends, and runs once', () => {
    const ran: string[] = []
    const first = holdActivityInProgress()
    const second = holdActivityInProgress()
    whenNoActivityInProgress(() => ran.push('update'))
    first()
    expect(ran).toEqual([])
    second()
    expect(ran).toEqual(['update'])
    holdActivityInProgress()()
    expect(ran).toEqual(['update'])
  })

  it('forgets a task that was cancelled', () => {
    const ran: string[] = []
    const release = holdActivityInProgress()
    const cancel = whenNoActivityInProgress(() => ran.push('update'))
    cancel()
    release()
    expect(ran).toEqual([])
  })
})
