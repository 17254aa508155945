// Screens small for their text. In em, so they follow her text size as the app's rem sizes do:
// a phone with her text at 200 % is 10–12em wide and 20–23em high, a phone with normal text 20–27em
// by 35–58em.

/** Short for its text: a phone with her text at 200 % (or on its side with normal text). */
export const SHORT_FOR_ITS_TEXT = '(max-height: 34em)'
export const shortForItsText = `@media ${SHORT_FOR_ITS_TEXT}`

/** Narrow for its text: a phone with her text at 200 % (or the smallest phones with normal text). */
export const narrowForItsText = '@media (max-width: 22em)'

/**
 * A large heading's size: as large as `rem` while the screen has room, never smaller than her body
 * text. With her text at 200 % on a phone a 3xl heading would hold one short word a line.
 */
export const headingSize = (rem: number, screenShare: string) => `max(1rem, min(${rem}rem, ${screenShare}))`

/** The space at a phone screen's edges: 1.5rem, and less where 1.5rem of large text would take the line. */
export const PHONE_GUTTER = 'min(1.5rem, 7.5vw)'

/** A dialog's corner close button, narrow for its text: a row of its own above the title, which then has the whole width. */
export const closeButtonOwnRowWhenNarrow = {
  [narrowForItsText]: { position: 'static', order: -1, alignSelf: 'flex-end', me: '3', mt: '3' },
}
