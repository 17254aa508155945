import { describe, expect, it } from 'vitest'
import {
  GENERIC_REMINDER,
  openFromReminder,
  reminderFromPush,
  showReminder,
  type ReminderWorkerScope,
  type WindowClientLike,
} from './reminder-notifications'

const ORIGIN = 'https://momento.example'

/** The worker's scope as these handlers see it, recording what they do. */
function workerScope(windows: WindowClientLike[] = []) {
  const shown: { title: string; options: NotificationOptions | undefined }[] = []
  const opened: string[] = []
  const scope: ReminderWorkerScope = {
    location: { origin: ORIGIN },
    registration: {
      showNotification: async (title, options) => {
        shown.push({ title, options })
      },
    },
    clients: {
      matchAll: async () => windows,
      openWindow: async (url) => {
        opened.push(url)
        return null
      },
    },
  }
  return { scope, shown, opened }
}

function extendable() {
  const work: Promise<unknown>[] = []
  return { waitUntil: (promise: Promise<unknown>) => work.push(promise), settled: () => Promise.all(work) }
}

const pushOf = (text: string | null) => ({ ...extendable(), data: text === null ? null : { text: () => text } })

function appWindow(url: string, { controlled = true } = {}) {
  const calls: string[] = []
  const client: WindowClientLike = {
    url,
    focus: async () => calls.push('focus'),
    navigate: async (to) => {
      if (!controlled) throw new TypeError('not controlled')
      calls.push(`navigate ${to}`)
    },
  }
  return { client, calls }
}

describe('a reminder arriving', () => {
  it('shows the message in pt-BR, tagged so a newer one replaces it, and waits for it', async () => {
    const { scope, shown } = workerScope()
    const event = pushOf(JSON.stringify({ titulo: 'Que tal agora: Noite Tranquila?', corpo: 'Respire. São 20 minutos só seus.', url: '/dashboard' }))
    showReminder(scope, event)
    await event.settled()
    expect(shown).toEqual([
      {
        title: 'Que tal agora: Noite Tranquila?',
        options: { body: 'Respire. São 20 minutos só seus.', tag: 'lembrete', lang: 'pt-BR', data: { url: '/dashboard' } },
      },
    ])
  })

  it.each([
    ['no data', null],
    ['text that is not JSON', 'lembrete!'],
    ['JSON of another shape', '{"title":"x"}'],
    ['a link out of the app', JSON.stringify({ titulo: 'Oi', corpo: 'Clique', url: 'https://golpe.example/' })],
    ['a protocol-relative link', JSON.stringify({ titulo: 'Oi', corpo: 'Clique', url: '//golpe.example/' })],
  ])('still shows a gentle reminder for %s', async (_name, text) => {
    const { scope, shown } = workerScope()
    const event = pushOf(text)
    showReminder(scope, event)
    await event.settled()
    expect(shown[0]?.title).toBe(GENERIC_REMINDER.titulo)
    expect(shown[0]?.options?.body).toBe('Que tal um momento só seu agora?')
    expect(reminderFromPush(event.data)).toEqual(GENERIC_REMINDER)
  })
})

describe('tapping the notification', () => {
  const click = (data: unknown) => {
    let closed = false
    return { ...extendable(), notification: { data, close: () => (closed = true) }, closed: () => closed }
  }

  it('closes it and opens the app on the dashboard when no window is open', async () => {
    const { scope, opened } = workerScope()
    const event = click({ url: '/dashboard' })
    openFromReminder(scope, event)
    await event.settled()
    expect(event.closed()).toBe(true)
    expect(opened).toEqual([`${ORIGIN}/dashboard`])
  })

  it("brings the app's open window forward and takes it to the dashboard", async () => {
    const other = appWindow('https://outro.example/')
    const app = appWindow(`${ORIGIN}/chat`)
    const { scope, opened } = workerScope([other.client, app.client])
    const event = click({ url: '/dashboard' })
    openFromReminder(scope, event)
    await event.settled()
    expect(app.calls).toEqual(['focus', `navigate ${ORIGIN}/dashboard`])
    expect(other.calls).toEqual([])
    expect(opened).toEqual([])
  })

  it('only focuses a window already on the dashboard', async () => {
    const app = appWindow(`${ORIGIN}/dashboard`)
    const { scope } = workerScope([app.client])
    const event = click({ url: '/dashboard' })
    openFromReminder(scope, event)
    await event.settled()
    expect(app.calls).toEqual(['focus'])
  })

  it('opens a new window when the open one cannot be navigated (not controlled yet)', async () => {
    const app = appWindow(`${ORIGIN}/chat`, { controlled: false })
    const { scope, opened } = workerScope([app.client])
    const event = click({ url: '/dashboard' })
    openFromReminder(scope, event)
    await event.settled()
    expect(opened).toEqual([`${ORIGIN}/dashboard`])
  })

  it.each([undefined, null, { url: 'https://golpe.example/' }, { url: 42 }])('goes to the dashboard whatever the data: %o', async (data) => {
    const { scope, opened } = workerScope()
    const event = click(data)
    openFromReminder(scope, event)
    await event.settled()
    expect(opened).toEqual([`${ORIGIN}/dashboard`])
  })
})
