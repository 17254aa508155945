import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { installFakeClock } from '../ui/testing/fake-clock'

// Each test has the page as it loads: the first idle moment not come yet (moments.ts keeps it for
// the page's life), so the modules are read again for each.
let start: typeof import('./lazy-part') & typeof import('./loaded-once-idle')
let uninstallClock: () => void
beforeEach(async () => {
  vi.resetModules()
  start = { ...(await import('./lazy-part')), ...(await import('./loaded-once-idle')) }
  uninstallClock = installFakeClock(new Date('2026-01-05T09:00:00-03:00'))
})
afterEach(() => {
  uninstallClock()
  vi.unstubAllGlobals()
  delete document.documentElement.dataset.lateParts
})

/** A part's code, which arrives when the test says so. */
function code(text = 'A parte') {
  let arrive: () => void = () => {}
  let fail: () => void = () => {}
  const Part = ({ words = text }: { words?: string }) => <p>{words}</p>
  const load = vi.fn(
    () =>
      new Promise<typeof Part>((resolve, reject) => {
        arrive = () => resolve(Part)
        fail = () => reject(new Error('offline'))
      }),
  )
  return { load, arrive: () => act(async () => arrive()), fail: () => act(async () => fail()) }
}

// jsdom has no requestIdleCallback: the page's first idle moment is a second after it is asked.
const untilIdle = () => act(async () => void vi.advanceTimersByTime(1000))
const pageSays = () => document.documentElement.dataset.lateParts
const placeholder = <div data-testid="lugar" />

describe('a part that comes once the page is idle', () => {
  it('holds its place until the first idle moment, then fetches and draws it, and the page says so once it is drawn', async () => {
    const { load, arrive } = code()
    const Part = start.lazyPart({ load, when: 'idle', placeholder })
    render(<Part />)
    expect(screen.getByTestId('lugar')).toBeInTheDocument()
    expect(load).not.toHaveBeenCalled()
    expect(pageSays()).toBe('waiting')
    await untilIdle()
    expect(load).toHaveBeenCalledTimes(1)
    expect(pageSays()).toBe('coming')
    await arrive()
    expect(screen.getByText('A parte')).toBeInTheDocument()
    expect(screen.queryByTestId('lugar')).toBeNull()
    expect(pageSays()).toBe('arrived')
  })

  it('leaves the page saying arrived when it is taken off the page before its code comes', async () => {
    const { load, arrive } = code()
    const Part = start.lazyPart({ load, when: 'idle', placeholder })
    const { unmount } = render(<Part />)
    await untilIdle()
    expect(pageSays()).toBe('coming')
    unmount()
    await arrive()
    expect(pageSays()).toBe('arrived')
  })

  it('comes at once when her state needs it before the page is idle', async () => {
    const { load, arrive } = code()
    const Part = start.lazyPart({ load, when: 'idle', useNeeds: ({ now }: { now: boolean }) => ({ now }) })
    const { rerender } = render(<Part now={false} />)
    expect(load).not.toHaveBeenCalled()
    rerender(<Part now />)
    await arrive()
    expect(screen.getByText('A parte')).toBeInTheDocument()
  })

  it('is not fetched at the idle moment while it is not to be shown (a part of a screen she does not see now)', async () => {
    const { load } = code()
    const Part = start.lazyPart({ load, when: 'idle', useNeeds: () => ({ shown: false }) })
    render(<Part />)
    await untilIdle()
    expect(load).not.toHaveBeenCalled()
    expect(pageSays()).toBe('arrived')
  })

  it('offline, keeps its place, and the page does not wait on it', async () => {
    const { load, fail } = code()
    const Part = start.lazyPart({ load, when: 'idle', placeholder })
    render(<Part />)
    await untilIdle()
    await fail()
    expect(screen.getByTestId('lugar')).toBeInTheDocument()
    expect(pageSays()).toBe('arrived')
  })
})

/** The page's IntersectionObserver, told by the test when the part's place nears the screen. */
function fakeObserver() {
  const near: (() => void)[] = []
  const margins: (string | undefined)[] = []
  class Observer {
    constructor(report: (entries: Partial<IntersectionObserverEntry>[]) => void, options?: IntersectionObserverInit) {
      margins.push(options?.rootMargin)
      near.push(() => report([{ isIntersecting: true }]))
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', Observer)
  return { margins, comeNear: () => act(async () => near.forEach((report) => report())) }
}

describe('a part that comes as it nears the screen', () => {
  it('is fetched when its place comes within 300 px of the screen, before the page is idle', async () => {
    const observer = fakeObserver()
    const { load, arrive } = code()
    const Part = start.lazyPart({ load, when: 'near', placeholder })
    render(<Part />)
    expect(observer.margins).toEqual(['300px'])
    expect(load).not.toHaveBeenCalled()
    await observer.comeNear()
    expect(load).toHaveBeenCalledTimes(1)
    await arrive()
    expect(screen.getByText('A parte')).toBeInTheDocument()
  })

  it('far from the screen, comes once the page is idle all the same', async () => {
    fakeObserver()
    const { load, arrive } = code()
    const Part = start.lazyPart({ load, when: 'near', placeholder })
    render(<Part />)
    await untilIdle()
    await arrive()
    expect(screen.getByText('A parte')).toBeInTheDocument()
  })
})

describe('a part that comes when needed', () => {
  it('is fetched when her state says now, drawn only while it is shown, and gone when it is not', async () => {
    const { load, arrive } = code('Parar a atividade?')
    const Part = start.lazyPart({
      load,
      when: 'needed',
      useNeeds: ({ underWay, asking }: { underWay: boolean; asking: boolean }) => ({ now: underWay, shown: asking }),
    })
    const { rerender } = render(<Part underWay={false} asking={false} />)
    await untilIdle()
    expect(load).not.toHaveBeenCalled()
    rerender(<Part underWay asking={false} />)
    expect(load).toHaveBeenCalledTimes(1)
    await arrive()
    expect(screen.queryByText('Parar a atividade?')).toBeNull()
    rerender(<Part underWay asking />)
    expect(screen.getByText('Parar a atividade?')).toBeInTheDocument()
    rerender(<Part underWay asking={false} />)
    expect(screen.queryByText('Parar a atividade?')).toBeNull()
  })

  it('that stays is kept once drawn, so a dialog closes as dialogs do', async () => {
    const { load, arrive } = code('Descartar alterações?')
    const Part = start.lazyPart({ load, when: 'needed', stays: true, useNeeds: ({ open }: { open: boolean }) => ({ shown: open }) })
    const { rerender } = render(<Part open={false} />)
    expect(load).not.toHaveBeenCalled()
    rerender(<Part open />)
    await arrive()
    rerender(<Part open={false} />)
    expect(screen.getByText('Descartar alterações?')).toBeInTheDocument()
  })

  it('drawn by the screen, is fetched then and passes its props on', async () => {
    const { load, arrive } = code()
    const Part = start.lazyPart({ load, when: 'needed' })
    render(<Part words="Bem-vinda" />)
    await arrive()
    expect(screen.getByText('Bem-vinda')).toBeInTheDocument()
  })
})

describe('a part that comes first', () => {
  it('brought by the route’s loader, is in the first commit: no placeholder, no wait', async () => {
    const Here = () => <p>Como você está agora?</p>
    const Part = start.lazyPart({ load: async () => Here, when: 'first', placeholder })
    const { loadFirst } = await import('./load-first')
    await loadFirst(['ui/mood/mood-check-in.tsx'], { 'ui/mood/mood-check-in.tsx': Part.load })
    render(<Part />)
    expect(screen.getByText('Como você está agora?')).toBeInTheDocument()
    expect(screen.queryByTestId('lugar')).toBeNull()
  })

  it('that the loader could not bring holds its place and comes as it is drawn', async () => {
    const { load, arrive } = code()
    const Part = start.lazyPart({ load, when: 'first', placeholder })
    render(<Part />)
    expect(screen.getByTestId('lugar')).toBeInTheDocument()
    await arrive()
    expect(screen.getByText('A parte')).toBeInTheDocument()
  })
})

describe('what a hook loads once the page is idle', () => {
  function Dialog({ now = false, idle, load }: { now?: boolean; idle?: boolean; load: () => Promise<string> }) {
    const value = start.useLoadedOnceIdle(load, { now, idle })
    return <p>{value ?? 'ainda não'}</p>
  }

  it('is undefined until the first idle moment, then what it loaded', async () => {
    const load = vi.fn(async () => 'o diálogo')
    render(<Dialog load={load} />)
    expect(screen.getByText('ainda não')).toBeInTheDocument()
    await untilIdle()
    expect(screen.getByText('o diálogo')).toBeInTheDocument()
    expect(pageSays()).toBe('arrived')
  })

  it('comes at once when asked now, and is asked again when it could not come', async () => {
    let attempts = 0
    const load = vi.fn(async () => {
      attempts += 1
      if (attempts === 1) throw new Error('offline')
      return 'o cartão'
    })
    const { rerender } = render(<Dialog load={load} />)
    await untilIdle()
    expect(screen.getByText('ainda não')).toBeInTheDocument()
    rerender(<Dialog load={load} now />)
    await act(async () => {})
    expect(screen.getByText('o cartão')).toBeInTheDocument()
  })

  it('left to `now` alone (the run keeper), is not fetched at the idle moment, comes when asked now and stays', async () => {
    const load = vi.fn(async () => 'o guardião')
    const { rerender } = render(<Dialog load={load} idle={false} />)
    await untilIdle()
    expect(load).not.toHaveBeenCalled()
    rerender(<Dialog load={load} idle={false} now />)
    await act(async () => {})
    expect(screen.getByText('o guardião')).toBeInTheDocument()
    rerender(<Dialog load={load} idle={false} />)
    expect(screen.getByText('o guardião')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('waits for the idle moment only while `idle` holds (the slide-over on a narrow screen), and comes at once when it holds after it', async () => {
    const menu = vi.fn(async () => 'o menu')
    const toastCard = vi.fn(async () => 'o cartão')
    const page = (narrow: boolean) => (
      <>
        <Dialog load={toastCard} />
        <Dialog load={menu} idle={narrow} />
      </>
    )
    const { rerender } = render(page(false))
    await untilIdle()
    expect(screen.getByText('o cartão')).toBeInTheDocument()
    expect(menu).not.toHaveBeenCalled()
    rerender(page(true))
    await act(async () => {})
    expect(screen.getByText('o menu')).toBeInTheDocument()
  })
})

describe('the idle moment', () => {
  it('is asked of the browser once for every part that waits for it', async () => {
    const idle = vi.fn((done: () => void) => setTimeout(done, 50))
    vi.stubGlobal('requestIdleCallback', idle)
    vi.stubGlobal('cancelIdleCallback', clearTimeout)
    const a = code('um')
    const b = code('dois')
    const A = start.lazyPart({ load: a.load, when: 'idle' })
    const B = start.lazyPart({ load: b.load, when: 'idle' })
    render(
      <>
        <A />
        <B />
      </>,
    )
    expect(idle).toHaveBeenCalledTimes(1)
    await act(async () => void vi.advanceTimersByTime(50))
    expect(a.load).toHaveBeenCalledTimes(1)
    expect(b.load).toHaveBeenCalledTimes(1)
    expect(pageSays()).toBe('coming')
    await a.arrive()
    expect(pageSays()).toBe('coming')
    await b.arrive()
    expect(pageSays()).toBe('arrived')
  })
})
