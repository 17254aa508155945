/** What became of her text: sent through the phone's share sheet, copied, left (she closed the sheet), or neither was possible. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed'

/**
 * Sends a text with the phone's share sheet (WhatsApp among its apps) where the browser has one;
 * elsewhere copies it for her to paste. Nothing leaves unless she chooses where it goes.
 */
export async function shareText(text: string): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ text })
      return 'shared'
    } catch (error) {
      // She closed the sheet: nothing to say. Any other refusal falls through to the copy.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled'
    }
  }
  try {
    await navigator.clipboard.writeText(text)
    return 'copied'
  } catch {
    return 'failed'
  }
}
