import { readFileSync } from 'node:fs'
import { Resvg } from '@resvg/resvg-js'
import { describe, expect, it } from 'vitest'
import { appIcons, BRAND_COLOUR, fullBleed, renderIcon } from './app-icons'
import { webAppManifest } from './web-app-manifest'

const svg = readFileSync('public/favicon.svg', 'utf8')

/** Width, height and the RGBA of one pixel of a PNG, read back with the same renderer. */
function pngFacts(png: Buffer, x: number, y: number) {
  const width = png.readUInt32BE(16)
  const height = png.readUInt32BE(20)
  const image = new Resvg(`<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}"><image width="${width}" height="${height}" href="data:image/png;base64,${png.toString('base64')}"/></svg>`).render()
  const at = (y * width + x) * 4
  return { width, height, pixel: [...image.pixels.subarray(at, at + 4)] }
}

const brandRgb = [1, 3, 5].map((start) => parseInt(BRAND_COLOUR.slice(start, start + 2), 16))

describe('the app icons drawn from the SVG', () => {
  it.each(appIcons)('$file is a $size px PNG', (icon) => {
    const png = renderIcon(svg, icon)
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG')
    const { width, height } = pngFacts(png, 0, 0)
    expect([width, height]).toEqual([icon.size, icon.size])
  })

  it("keeps the 'any' icon round: its corner is transparent and its centre's ring is the brand colour", () => {
    const png = renderIcon(svg, appIcons[0])
    expect(pngFacts(png, 0, 0).pixel[3]).toBe(0)
    expect(pngFacts(png, 96, 10).pixel).toEqual([...brandRgb, 255])
  })

  it.each(appIcons.filter((icon) => icon.purpose !== 'any'))('fills the whole square of $file (its corners are the brand colour)', (icon) => {
    const png = renderIcon(svg, icon)
    expect(pngFacts(png, 0, 0).pixel).toEqual([...brandRgb, 255])
    expect(pngFacts(png, icon.size - 1, icon.size - 1).pixel).toEqual([...brandRgb, 255])
  })

  it('refuses an SVG without a viewBox or without the brand colour, naming the file that draws the icons', () => {
    expect(() => fullBleed('<svg xmlns="http://www.w3.org/2000/svg"><circle r="3" fill="#A84E31"/></svg>')).toThrow(/app-icons/)
    expect(() => fullBleed('<svg viewBox="0 0 64 64"><circle r="3" fill="#000"/></svg>')).toThrow(/brand colour/)
  })
})

describe('the web app manifest', () => {
  it('lists the 192 and 512 px icons and a maskable one, and leaves the apple-touch-icon to the page', () => {
    expect(webAppManifest.icons).toEqual([
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ])
    expect(readFileSync('index.html', 'utf8')).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />')
  })
})
