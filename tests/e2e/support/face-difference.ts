import type { Locator } from 'playwright-core'

/**
 * How differently two faces are drawn, as she sees them on the phone: both icons drawn at their
 * size on the screen, in one ink, and the share of the pixels inked in either that are inked in
 * one only (0: the same drawing; 1: nothing in common).
 */
export async function faceDifference(a: Locator, b: Locator): Promise<number> {
  const [first, second] = await Promise.all([a.locator('svg').evaluate(inked), b.locator('svg').evaluate(inked)])
  let either = 0
  let one = 0
  for (const [i, pixel] of first.entries()) {
    if (pixel || second[i]) either++
    if (pixel !== second[i]) one++
  }
  return one / either
}

/** The pixels the icon inks, drawn from its markup in black at its size on the screen. */
function inked(svg: SVGSVGElement): Promise<boolean[]> {
  const { width, height } = svg.getBoundingClientRect()
  const copy = svg.cloneNode(true) as SVGSVGElement
  copy.setAttribute('width', String(width))
  copy.setAttribute('height', String(height))
  copy.setAttribute('stroke', 'black')
  copy.setAttribute('color', 'black')
  const image = new Image()
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(copy))}`
  return image.decode().then(() => {
    const canvas = document.createElement('canvas')
    canvas.width = Math.round(width)
    canvas.height = Math.round(height)
    const context = canvas.getContext('2d')!
    context.drawImage(image, 0, 0, canvas.width, canvas.height)
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height)
    return Array.from({ length: data.length / 4 }, (_, i) => data[i * 4 + 3]! > 96)
  })
}
