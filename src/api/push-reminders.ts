import { ReminderRefusal } from '../contract/reminder-refusal'
import type { PushSubscriptionJson, ReminderChoice } from '../contract/reminders-api'
import { deleteReminder, getReminderKey, reportDoneToday, saveReminder } from './reminders'

/*
 * The reminders machine's effects in the browser: permission, the push subscription (through the
 * service worker's registration) and /api/lembretes. Only the subscription's endpoint and keys,
 * her choice and her time zone leave the device (docs/what-is-kept.md).
 */

/** How long to wait for the service worker; it registers after the page has loaded. */
const WORKER_WAIT_MS = 10_000

const appleMobile = () => /iPhone|iPad|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1)
const onHomeScreen = () => matchMedia('(display-mode: standalone)').matches

function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
}

/** Why this browser cannot take a reminder: iOS only gives push to an app on the home screen. */
const unsupported = () => new ReminderRefusal(appleMobile() && !onHomeScreen() ? 'ios-not-installed' : 'unsupported')

async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const gaveUp = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(unsupported()), WORKER_WAIT_MS)
  })
  try {
    return await Promise.race([navigator.serviceWorker.ready, gaveUp])
  } finally {
    clearTimeout(timer)
  }
}

async function subscription(registration: ServiceWorkerRegistration): Promise<PushSubscription> {
  const existing = await registration.pushManager.getSubscription()
  if (existing) return existing
  const key = await getReminderKey()
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key })
}

async function send(registration: ServiceWorkerRegistration, choice: ReminderChoice): Promise<ReminderChoice> {
  const inscricao = (await subscription(registration)).toJSON() as PushSubscriptionJson
  const fusoHorario = Intl.DateTimeFormat().resolvedOptions().timeZone
  const { horario, dias, soSeNadaHoje } = await saveReminder({ inscricao, horario: choice.horario, dias: choice.dias, soSeNadaHoje: choice.soSeNadaHoje, fusoHorario })
  return { horario, dias, soSeNadaHoje }
}

/** From her tap: the permission first (browsers want it asked inside the tap), then the subscription and the server. */
export async function enableReminder(choice: ReminderChoice): Promise<ReminderChoice> {
  if (!pushSupported()) throw unsupported()
  const permission = await Notification.requestPermission()
  if (permission !== 'granted') throw new ReminderRefusal('denied')
  return send(await workerRegistration(), choice)
}

/**
 * A reminder the device says is on, as it really is. Without the browser's permission there is
 * nothing behind it (null: a new phone, an import). With it, the server is told again (and her
 * time zone as it is now); a browser that lost its subscription (after 'Apagar meus dados' and an
 * import) subscribes again without asking, since she already allowed it. Out of reach, a
 * subscription the browser still has stands; one it would have to make fails.
 */
export async function confirmReminder(choice: ReminderChoice): Promise<ReminderChoice | null> {
  if (!pushSupported() || Notification.permission !== 'granted') return null
  const registration = await workerRegistration()
  if (!(await registration.pushManager.getSubscription())) return send(registration, choice)
  return send(registration, choice).catch(() => choice)
}

export async function saveReminderChoice(choice: ReminderChoice): Promise<ReminderChoice> {
  if (!pushSupported() || Notification.permission !== 'granted') throw new ReminderRefusal('denied')
  return send(await workerRegistration(), choice)
}

/** The subscription leaves the browser first, so no reminder can come even if the server is out of reach. */
export async function disableReminder(): Promise<undefined> {
  if (!pushSupported()) return undefined
  const current = await (await workerRegistration()).pushManager.getSubscription()
  if (!current) return undefined
  await current.unsubscribe()
  await deleteReminder(current.endpoint)
  return undefined
}

/** Tells the server the day she did something ("AAAA-MM-DD"), so that day's reminder is skipped. */
export async function reportDayDone(day: string): Promise<void> {
  if (!pushSupported()) return
  const current = await (await workerRegistration()).pushManager.getSubscription()
  if (current) await reportDoneToday(current.endpoint, day)
}
