// The head's style elements for a prerendered page, from Emotion's SSR extraction
// (src/prerender.tsx), written as the app's Emotion cache would leave them once it has started:
// marked `data-s` (what the cache sets on an element it has already taken over, so it moves none
// of them), each global style in its own element (the app's <Global> finds it by its name), the
// others in one element whose names tell the cache they need not be inserted again. A moved style
// element makes the browser restyle the whole page inside the start's longest task. The global
// ones come apart: they are the same on every page, and the shell needs them too.

// Chakra's <Global> that states the order of its cascade layers (`@layer reset,base,…;`).
const LAYER_ORDER = /^@layer ([\w-]+(?:,[\w-]+)*);$/

/**
 * The app's <Global> for the layer order takes its element over and moves it to just before the
 * other styles (Emotion's Global: its sheet goes before the cache's first element); the other
 * global element is Chakra's global CSS, which the client build does not render
 * (scripts/chakra-globals-at-build.ts) and so leaves where it is. Written last, the layer order is
 * already where the app wants it. Before it, the global CSS must open the layers in that order.
 */
function layerOrderLast(globals) {
  const order = globals.filter(({ css }) => LAYER_ORDER.test(css))
  if (order.length === 0) return globals
  if (order.length > 1) throw new Error('two Emotion globals state the layer order')
  const stated = LAYER_ORDER.exec(order[0].css)[1].split(',')
  const others = globals.filter((global) => global !== order[0])
  const firstSeen = [...new Set(others.flatMap(({ css }) => [...css.matchAll(/@layer ([\w-]+)\s*\{/g)].map((match) => match[1])))]
  if (firstSeen.some((layer, index) => stated[index] !== layer)) {
    throw new Error(`the global styles open their layers as ${firstSeen.join(',')}, not in the stated order ${stated.join(',')}`)
  }
  return [...others, order[0]]
}

const styleElement = ({ key, ids, css }) => `<style data-emotion="${[key, ...ids].join(' ')}" data-s="">${css}</style>`

export function headStyles(chunks) {
  const globals = chunks.filter(({ key }) => key.endsWith('-global'))
  const rules = chunks.filter((chunk) => !globals.includes(chunk) && chunk.ids.length > 0)
  return {
    globalStyles: layerOrderLast(globals).map(styleElement).join(''),
    styles: rules.map(styleElement).join(''),
  }
}
