import { phraseCount } from '../data/phrases'
import { storedSetting } from '../device/settings-format'
import { todayOnThisDevice } from '../device/today-on-this-device'
import { isMadrugada, isMadrugadaHour } from '../progress/madrugada'
import { partOfDay } from '../progress/part-of-day'
import { phraseIndexOn } from '../progress/phrase-of-the-day'

/**
 * Marks `<html>` with the moment of her clock, by the app's own rules, so that index.html's style
 * shows the static copy's parts for it alone: the daily suggestion and quick activities of the part
 * of the day (`data-part-of-day`), the phrase of her day (`data-phrase-of-day`, its index among
 * src/data/phrases.ts's), and the madrugada's card in its hours or with her 'Modo madrugada'
 * (`data-madrugada`, which the dashboard's loader reads too: madrugada-card-first.ts).
 */
export function markHerMoment(page: HTMLElement, now: Date): void {
  const hour = now.getHours()
  page.setAttribute('data-part-of-day', partOfDay(hour))
  page.setAttribute('data-phrase-of-day', String(phraseIndexOn(todayOnThisDevice(now), phraseCount)))
  if (isMadrugada({ madrugadaHours: isMadrugadaHour(hour), modoMadrugada: storedSetting('modoMadrugada') })) {
    page.setAttribute('data-madrugada', '')
  }
}
