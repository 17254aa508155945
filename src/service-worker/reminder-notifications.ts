/**
 * The service worker's side of the reminders: show a push message as a notification in pt-BR,
 * and open the app on the dashboard when she taps it. Plain functions of the worker's scope and
 * event, so the worker only wires them:
 *
 *   self.addEventListener('push', (event) => showReminder(self, event))
 *   self.addEventListener('notificationclick', (event) => openFromReminder(self, event))
 *
 * The types below are the parts of ServiceWorkerGlobalScope, PushEvent and NotificationEvent
 * they use, so `self` and the real events fit them, and tests can pass their own.
 */
import { parseReminderPush, type ReminderPush } from '../contract/reminders-api'

export interface ExtendableEventLike {
  waitUntil(work: Promise<unknown>): void
}

export interface PushEventLike extends ExtendableEventLike {
  readonly data: { text(): string } | null
}

export interface NotificationClickEventLike extends ExtendableEventLike {
  readonly notification: { readonly data: unknown; close(): void }
}

export interface WindowClientLike {
  readonly url: string
  focus(): Promise<unknown>
  navigate(url: string): Promise<unknown>
}

export interface ReminderWorkerScope {
  readonly location: { readonly origin: string }
  readonly registration: { showNotification(title: string, options?: NotificationOptions): Promise<void> }
  readonly clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>
    openWindow(url: string): Promise<unknown>
  }
}

/** Shown when a message cannot be read: a push must always show something (userVisibleOnly). */
export const GENERIC_REMINDER: ReminderPush = {
  titulo: 'Momento Mãe',
  corpo: 'Que tal um momento só seu agora?',
  url: '/dashboard',
}

/** One tag: a newer reminder replaces an older one still in the tray. */
export const REMINDER_TAG = 'lembrete'

export function reminderFromPush(data: PushEventLike['data']): ReminderPush {
  if (!data) return GENERIC_REMINDER
  try {
    return parseReminderPush(JSON.parse(data.text())) ?? GENERIC_REMINDER
  } catch {
    return GENERIC_REMINDER
  }
}

export function showReminder(scope: ReminderWorkerScope, event: PushEventLike): void {
  const reminder = reminderFromPush(event.data)
  event.waitUntil(
    scope.registration.showNotification(reminder.titulo, {
      body: reminder.corpo,
      tag: REMINDER_TAG,
      lang: 'pt-BR',
      data: { url: reminder.url },
    }),
  )
}

/** The app path a notification leads to: its own, when it is one of the app's, else the dashboard. */
function pathOf(data: unknown): string {
  const url = typeof data === 'object' && data !== null && 'url' in data ? data.url : undefined
  return parseReminderPush({ ...GENERIC_REMINDER, url })?.url ?? GENERIC_REMINDER.url
}

async function focusOrOpen(scope: ReminderWorkerScope, path: string): Promise<void> {
  const target = new URL(path, scope.location.origin).href
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const open = windows.find((client) => new URL(client.url).origin === scope.location.origin)
  if (!open) {
    await scope.clients.openWindow(target)
    return
  }
  await open.focus()
  if (open.url === target) return
  // navigate() fails on a window this worker does not control yet: then a new one.
  await open.navigate(target).catch(() => scope.clients.openWindow(target))
}

export function openFromReminder(scope: ReminderWorkerScope, event: NotificationClickEventLike): void {
  event.notification.close()
  event.waitUntil(focusOrOpen(scope, pathOf(event.notification.data)))
}
