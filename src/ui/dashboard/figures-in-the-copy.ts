import { streakRingDays } from '../../data/daily'
import type { DailyGoal } from '../../progress/daily-goal'
import type { Streak } from '../../progress/streak'
import { barWidth } from '../meters/progressbar-value'
import { ringArc } from '../meters/ring-arc'
import { goalWords, streakWords } from './figure-words'

/** Her figures as the dashboard shows them: no streak when she turned it off ('Mostrar sequência'). */
export interface DashboardFigures {
  streak: Streak | null
  goal: DailyGoal
}

/** The one element `selector` names in `root`; a copy without it is not one this can fill. */
function one(root: ParentNode, selector: string): Element {
  const found = root.querySelectorAll(selector)
  if (found.length !== 1) throw new Error(`${selector}: ${found.length} elements`)
  return found[0]!
}

function svgElement(element: Element): SVGElement {
  if (!(element instanceof SVGElement)) throw new Error('the streak ring has no arc')
  return element
}

/** A part drawn inert for the static copy (WhenKnownShows): put in its place, or taken away. */
function keepWhen(template: Element, shown: boolean) {
  if (shown && template instanceof HTMLTemplateElement) template.replaceWith(template.content)
  else template.remove()
}

/** The card's figures out of their hiding place (UntilKnown), as the app draws them. */
const reveal = (card: Element) => {
  const hiding = one(card, '[data-until-known]')
  hiding.replaceWith(...hiding.childNodes)
}

/**
 * Writes her streak and goal into the dashboard's static copy, as the app will draw them (the same
 * words, from figure-words.ts, and the same ring and bar), and shows them: before the app arrives
 * she sees her own figures, and nothing changes when it takes over. The static copy was drawn as a
 * fresh device's, hidden; every element is found before any is changed, so a copy this does not
 * know is left as it was (hidden) rather than half written.
 */
export function drawFigures(copy: ParentNode, { streak, goal }: DashboardFigures): void {
  const streakCard = one(copy, 'section[aria-labelledby=sequencia]')
  const goalCard = one(copy, 'section[aria-labelledby=meta-diaria]')
  // Found by the cards' own structure, with nothing added to the app's markup for it (its bytes
  // are in every first load): the words beside the ring, the goal's line before its inert part.
  const goalParts = {
    percent: one(goalCard, 'p:has(+ [role=progressbar])'),
    bar: one(goalCard, '[role=progressbar]'),
    text: one(goalCard, 'p:has(+ template)'),
    reached: one(goalCard, 'template'),
  }
  const streakParts = streak && {
    ring: one(streakCard, '[role=progressbar]'),
    arc: svgElement(one(streakCard, '[data-part=range]')),
    inRing: streakCard.querySelectorAll('[role=progressbar] p'),
    besideRing: streakCard.querySelectorAll('[role=progressbar] + div > p'),
    protected: one(streakCard, 'template'),
  }
  if (streakParts && (streakParts.inRing.length !== 2 || streakParts.besideRing.length !== 2)) throw new Error('the streak card is not as drawn')
  const fill = goalParts.bar.firstElementChild
  if (!(fill instanceof HTMLElement)) throw new Error('the goal bar has no fill')

  const { percent, barLabel } = goalWords(goal)
  goalParts.percent.textContent = percent
  goalParts.bar.setAttribute('aria-label', barLabel)
  goalParts.bar.setAttribute('aria-valuenow', String(goal.percent))
  fill.style.width = barWidth(goal.percent, 100)
  goalParts.text.textContent = goal.text
  keepWhen(goalParts.reached, goal.reached)
  reveal(goalCard)

  if (!streak || !streakParts) {
    streakCard.remove()
    return
  }
  const words = streakWords(streak.days)
  const ringValue = Math.min(streak.days, streakRingDays)
  streakParts.ring.setAttribute('aria-label', words.ringLabel)
  streakParts.ring.setAttribute('aria-valuenow', String(ringValue))
  streakParts.arc.style.strokeDasharray = ringArc(ringValue, streakRingDays)
  streakParts.inRing[0]!.textContent = String(streak.days)
  streakParts.inRing[1]!.textContent = words.unit
  streakParts.besideRing[0]!.textContent = words.title
  streakParts.besideRing[1]!.textContent = words.line
  keepWhen(streakParts.protected, streak.protectedYesterday)
  reveal(streakCard)
}
