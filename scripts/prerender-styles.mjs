// Emotion writes a <style> before each element it styles when React renders to a string. Left in
// the prerendered markup, they are moved into the head by the app's Emotion cache as it starts
// (@emotion/cache, createCache), and every stylesheet moved makes the browser restyle the whole
// page inside the start's longest task. The build puts them in the head instead, as Emotion's
// cache leaves them: marked `data-s` (what createCache sets on a tag it has already moved, so it
// moves none of them), the global ones each in its own tag (the app's <Global> finds it by its
// name), the others in one tag whose names tell the cache they need not be inserted again. The
// global ones come apart: they are the same on every page, and the shell needs them too.
const EMOTION_STYLE = /<style data-emotion="([^"]+)"[^>]*>([\s\S]*?)<\/style>/g
// Chakra's <Global> that states the order of its cascade layers (`@layer reset,base,…;`).
const LAYER_ORDER = /^@layer ([\w-]+(?:,[\w-]+)*);$/

/**
 * The app's <Global> for the layer order takes its tag over and moves it to just before the other
 * styles (Emotion's Global: its sheet goes before the cache's first tag); the other global tag is
 * Chakra's global CSS, which the client build does not render (scripts/chakra-globals-at-build.ts)
 * and so leaves where it is. Written last, the layer order is already where the app wants it, and
 * the browser need not restyle the page for a moved tag. Before it, the layers come first in the
 * global CSS, which must name them in the same order.
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

export function hoistEmotionStyles(markup) {
  const globals = []
  const names = new Set()
  let cacheKey = ''
  let rules = ''
  for (const [tag, attribute, css] of markup.matchAll(EMOTION_STYLE)) {
    const [key, ...styleNames] = attribute.split(' ')
    if (key.endsWith('-global')) {
      globals.push({ tag: tag.replace('>', ' data-s="">'), css })
      continue
    }
    if (cacheKey && key !== cacheKey) throw new Error(`two Emotion caches in one page: ${cacheKey}, ${key}`)
    cacheKey = key
    if (styleNames.every((name) => names.has(name))) continue
    styleNames.forEach((name) => names.add(name))
    rules += css
  }
  const styles = names.size ? `<style data-emotion="${cacheKey} ${[...names].join(' ')}" data-s="">${rules}</style>` : ''
  return { markup: markup.replace(EMOTION_STYLE, ''), globalStyles: layerOrderLast(globals).map(({ tag }) => tag).join(''), styles }
}
