import { describe, expect, it } from 'vitest'
import { dashboardActivities } from './activities'
import { library } from './library/library'
import { planActivities, routines } from './plan'
import { quickActivities } from './quick-activities'

// Case and accents aside, as she reads them.
const folded = (title: string) => title.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim()

describe('names she reads', () => {
  it('no two activities or routines share a name, case and accents aside', () => {
    const quick = new Set(Object.values(quickActivities).flat())
    const titles = [...new Set([...dashboardActivities, ...quick]), ...planActivities, ...routines, ...library].map((item) => item.title)
    const seen = new Map<string, string>()
    const twins = titles.flatMap((title) => {
      const twin = seen.get(folded(title))
      seen.set(folded(title), title)
      return twin === undefined ? [] : [`${twin} / ${title}`]
    })
    expect(twins).toEqual([])
  })
})
