import { clientBuildPatch } from './client-build-patch.ts'

// Each prerendered page carries its Emotion styles in one <style data-emotion="css …"> at the end
// of its head (scripts/prerender.mjs). When the app starts, Emotion takes that element over by
// inserting it where its own sheet's elements go: the end of the head, where it already is. The
// DOM still removes and re-inserts it, and Chromium then drops the style sheet, builds a new one
// and restyles and lays out the whole page again, before the app has drawn anything (BENCHMARKS.md,
// "Styles taken over in place"). In the client build the sheet skips an insertion where the element
// already is; the resulting DOM is the same.
// Only in builds: `npm run dev` has no prerendered styles and uses Emotion's development module.
const insertion = '_this.container.insertBefore(tag, before);'

export const emotionStylesInPlace = () =>
  clientBuildPatch({
    name: 'momento-mae:emotion-styles-in-place',
    module: /@emotion[\\/]sheet[\\/]dist[\\/]emotion-sheet\.esm\.js$/,
    line: insertion,
    replacement: `if (tag.parentNode !== _this.container || tag.nextSibling !== before) ${insertion}`,
    changed: "Emotion's style element insertion changed, see scripts/emotion-styles-in-place.ts",
  })
