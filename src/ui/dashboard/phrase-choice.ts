/**
 * The style of the prerendered dashboard that shows only today's phrase of the many it carries:
 * the page's first script (src/start/mark-her-moment.ts) marks `<html>` with `data-phrase-of-day`, today's index as
 * phraseOfTheDay (src/progress/phrase-of-the-day.ts) counts it, from her clock. The app's own copy
 * draws one phrase and no `data-phrase`, so this touches only the static copy.
 */
export function phraseChoiceCss(count: number): string {
  return Array.from({ length: count }, (_, i) => `:root:not([data-phrase-of-day="${i}"]) #prerendered [data-phrase="${i}"]`).join(',') + '{display:none}'
}
