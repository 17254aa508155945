/**
 * The static copy (#prerendered) is drawn by the build and has no handlers: what she taps or sends
 * there before the app is ready is held here, to be done by the app once it has taken over
 * (prerender-carry-over.ts, prerender-handoff.tsx). Listened to on the document in the capture
 * phase, so the copy's own markup needs nothing.
 */

declare global {
  interface Window {
    /**
     * The buttons, tabs and check boxes she tapped on the static copy, in order, and the submit
     * buttons of the forms she sent there.
     */
    prerenderedTaps?: Element[]
  }
}

const tappable = '#prerendered :is(button,[role=button],[role=tab],label:has(input[type=checkbox],input[type=radio]))'
/** The chat's message: Enter sends it, and its send button wakes as she types. */
const messageField = '#prerendered textarea[enterkeyhint=send]'

/** Taken, and shown so (index.html's style dims it, with a small spinner): the app taps it later. */
function hold(control: Element) {
  ;(window.prerenderedTaps ??= []).push(control)
  control.setAttribute('aria-busy', 'true')
}

const messageOf = (target: EventTarget | null) =>
  target instanceof HTMLTextAreaElement && target.matches(messageField) ? target : null

export function holdWhatSheDoes(): void {
  const listen = <K extends keyof DocumentEventMap>(type: K, listener: (event: DocumentEventMap[K]) => void) =>
    document.addEventListener(type, listener, true)
  listen('click', (event) => {
    const control = event.target instanceof Element && event.target.closest(tappable)
    if (!control) return
    event.preventDefault()
    hold(control)
  })
  // The static forms never submit: one she sends is held as a tap on its submit button.
  listen('submit', (event) => {
    const form = event.target as HTMLFormElement
    if (!form.closest('#prerendered')) return
    event.preventDefault()
    const button = event.submitter ?? form.querySelector('[type=submit]')
    if (button) hold(button)
  })
  listen('keydown', (event) => {
    const message = messageOf(event.target)
    if (!message || event.key !== 'Enter' || event.shiftKey || event.isComposing) return
    event.preventDefault()
    if (message.value.trim()) message.form?.requestSubmit()
  })
  listen('input', (event) => {
    const send = messageOf(event.target)?.form?.querySelector<HTMLButtonElement>('[type=submit]')
    if (send) send.disabled = !messageOf(event.target)!.value.trim()
  })
}
