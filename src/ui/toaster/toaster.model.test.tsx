import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { EventFrom } from 'xstate'
import { toasterMachine, type Toast } from '../../machines/toaster.machine'
import { transitionCoveringPaths } from '../../machines/testing/covering-paths'
import {
  describeToasterPath,
  expectedToast,
  toasterPaths,
  toasterStateName,
  type ToasterStateName,
} from '../../machines/testing/models/toaster.model'
import { AppProviders } from '../app-providers'
import { useToast, type ToastApi } from './toaster-context'

type Event = EventFrom<typeof toasterMachine>
type TimerEvent = { type: `xstate.after.${string}` }
type User = ReturnType<typeof userEvent.setup>

/** The app's side: a component that calls useToast(), as the chat and profile screens do. */
function Caller({ onApi }: { onApi: (api: ToastApi) => void }) {
  onApi(useToast())
  return null
}

function renderToaster() {
  let api: ToastApi | undefined
  render(
    <AppProviders>
      <Caller onApi={(a) => (api = a)} />
    </AppProviders>,
  )
  // The model's toast ids ('t1', 't2') stand for the ids add() returned for those toasts.
  const ids: Record<string, string> = {}
  const call = (fn: (a: ToastApi) => void) => act(() => fn(api!))
  /** The toast card on screen, if it is the one the model calls `modelId`. */
  const shownCard = (modelId: string) => (lastAdded.id === modelId ? card() : null)
  const lastAdded = { id: '' }
  return { ids, call, shownCard, lastAdded }
}

const region = () => screen.getByRole('region', { name: 'Notificações (F8)' })
const card = () => region().querySelector<HTMLElement>('[data-variant]')

function swipe(element: HTMLElement, distance: number) {
  fireEvent.pointerDown(element, { button: 0, pointerId: 1, clientX: 100 })
  fireEvent.pointerMove(element, { pointerId: 1, clientX: 100 + distance / 2 })
  fireEvent.pointerMove(element, { pointerId: 1, clientX: 100 + distance })
  fireEvent.pointerUp(element, { pointerId: 1, clientX: 100 + distance })
}

type Harness = ReturnType<typeof renderToaster>

// How each event happens: app code calls the API; she closes, swipes or hovers; time passes.
// Closing, swiping or pointing at a toast that is not on screen does nothing, as the machine
// ignores those events.
const perform = {
  'toast.add': async (_u, h, e) => {
    const toast = (e as Extract<Event, { type: 'toast.add' }>).toast
    h.lastAdded.id = toast.id
    await h.call((api) => (h.ids[toast.id] = api.add({ title: toast.title, description: toast.description, variant: toast.variant })))
  },
  'toast.update': async (_u, h, e) => {
    const { id, patch } = e as Extract<Event, { type: 'toast.update' }>
    await h.call((api) => api.update(h.ids[id] ?? 'nunca-criado', patch))
  },
  'toast.dismiss': async (user, h, e) => {
    const { id } = e as Extract<Event, { type: 'toast.dismiss' }>
    if (id === undefined) return h.call((api) => api.dismiss())
    // Dismissing one toast by id is what her close button does.
    const shown = h.shownCard(id)
    if (shown) await user.click(within(shown).getByRole('button', { name: 'Fechar notificação' }))
  },
  'toast.remove': async (_u, h, e) => {
    const { id } = e as Extract<Event, { type: 'toast.remove' }>
    await h.call((api) => api.remove(id === undefined ? undefined : (h.ids[id] ?? 'nunca-criado')))
  },
  'toast.swipe': async (_u, h, e) => {
    const { id, distance } = e as Extract<Event, { type: 'toast.swipe' }>
    const shown = h.shownCard(id)
    if (shown) swipe(shown, distance)
  },
  'toast.pause': async (user) => {
    const shown = card()
    if (shown) await user.hover(shown)
  },
  'toast.resume': async (user) => {
    const shown = card()
    if (shown) await user.unhover(shown)
  },
  'xstate.after.displayTime.toaster.showing.timing': async () => act(() => vi.advanceTimersByTime(5000)),
  'xstate.after.removeDelay.toaster.dismissed': async () => act(() => vi.advanceTimersByTime(1_000_000)),
} satisfies Record<Event['type'] | TimerEvent['type'], (user: User, h: Harness, event: Event | TimerEvent) => Promise<unknown>>

function expectNoToast() {
  expect(within(region()).queryByRole('button', { name: 'Fechar notificação' })).toBeNull()
  expect(region()).toHaveTextContent('')
}

function expectShown(toast: Toast) {
  const live = screen.getByRole(toast.variant === 'destructive' ? 'alert' : 'status')
  expect(live).toHaveAttribute('aria-live', toast.variant === 'destructive' ? 'assertive' : 'polite')
  expect(within(live).getByText(toast.title)).toBeVisible()
  if (toast.description) expect(within(live).getByText(toast.description)).toBeVisible()
  expect(within(live).getByRole('button', { name: 'Fechar notificação' })).toBeVisible()
  // At most one toast.
  expect(within(region()).getAllByRole('button', { name: 'Fechar notificação' })).toHaveLength(1)
}

// What she sees in each state.
const shows = {
  empty: () => expectNoToast(),
  'showing.timing': (toast) => expectShown(toast!),
  'showing.paused': (toast) => expectShown(toast!),
  dismissed: () => expectNoToast(),
} satisfies Record<ToasterStateName, (toast: Toast | null) => void>

describe('toaster region, the machine paths replayed on the rendered component', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    // Testing Library waits on a 0 ms timer after every user action and only advances it under
    // Jest's fake timers; this lets it advance Vitest's.
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) })
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it.each(transitionCoveringPaths(toasterMachine, toasterPaths()).map((path) => [describeToasterPath(path), path] as const))('%s', async (_name, path) => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const harness = renderToaster()
    let expected: Toast | null = null
    for (const [index, step] of path.steps.entries()) {
      const state = toasterStateName(step.state.value)
      if (index > 0) {
        await perform[step.event.type as keyof typeof perform](user, harness, step.event)
        expected = expectedToast(expected, step.event, state)
      }
      shows[state](expected)
    }
  })
})
