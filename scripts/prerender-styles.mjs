// Emotion writes a <style> before each element it styles when React renders to a string. Left in
// the prerendered markup, they are moved into the head by the app's Emotion cache as it starts
// (@emotion/cache, createCache), and every stylesheet moved makes the browser restyle the whole
// page inside the start's longest task. The build puts them in the head instead, as Emotion's
// cache leaves them: marked `data-s` (what createCache sets on a tag it has already moved, so it
// moves none of them), the global ones each in its own tag (the app's <Global> finds it by its
// name), the others in one tag whose names tell the cache they need not be inserted again. The
// global ones come apart: they are the same on every page, and the shell needs them too.
const EMOTION_STYLE = /<style data-emotion="([^"]+)"[^>]*>([\s\S]*?)<\/style>/g

export function hoistEmotionStyles(markup) {
  const globals = []
  const names = new Set()
  let cacheKey = ''
  let rules = ''
  for (const [tag, attribute, css] of markup.matchAll(EMOTION_STYLE)) {
    const [key, ...styleNames] = attribute.split(' ')
    if (key.endsWith('-global')) {
      globals.push(tag.replace('>', ' data-s="">'))
      continue
    }
    if (cacheKey && key !== cacheKey) throw new Error(`two Emotion caches in one page: ${cacheKey}, ${key}`)
    cacheKey = key
    if (styleNames.every((name) => names.has(name))) continue
    styleNames.forEach((name) => names.add(name))
    rules += css
  }
  const styles = names.size ? `<style data-emotion="${cacheKey} ${[...names].join(' ')}" data-s="">${rules}</style>` : ''
  return { markup: markup.replace(EMOTION_STYLE, ''), globalStyles: globals.join(''), styles }
}
