import type { Plugin } from 'vite'

// Each prerendered page carries its Emotion styles in one <style data-emotion="css …"> at the end
// of its head (scripts/prerender.mjs). When the app starts, Emotion takes that element over by
// inserting it where its own sheet's elements go: the end of the head, where it already is. The
// DOM still removes and re-inserts it, and Chromium then drops the style sheet, builds a new one
// and restyles and lays out the whole page again, before the app has drawn anything (BENCHMARKS.md,
// "Styles taken over in place"). In the client build the sheet skips an insertion where the element
// already is; the resulting DOM is the same.
// Only in builds: `npm run dev` has no prerendered styles and uses Emotion's development module.
const emotionSheetModule = /@emotion[\\/]sheet[\\/]dist[\\/]emotion-sheet\.esm\.js$/
const insertion = '_this.container.insertBefore(tag, before);'

export function emotionStylesInPlace(): Plugin {
  return {
    name: 'momento-mae:emotion-styles-in-place',
    apply: 'build',
    transform(code, id, options) {
      if (options?.ssr || !emotionSheetModule.test(id)) return null
      // An Emotion upgrade that changes this line must fail the build here, not quietly restyle
      // every page again.
      if (code.split(insertion).length !== 2) throw new Error(`${id}: Emotion's style element insertion changed, see scripts/emotion-styles-in-place.ts`)
      const inPlace = `if (tag.parentNode !== _this.container || tag.nextSibling !== before) ${insertion}`
      // map: null keeps the module's source map: only this one line changes.
      return { code: code.replace(insertion, inPlace), map: null }
    },
  }
}
