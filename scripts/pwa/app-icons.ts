import { Resvg } from '@resvg/resvg-js'

/**
 * The app's PNG icons, drawn at build time from the one SVG (public/favicon.svg), never by hand.
 * 'any' keeps the round mark on a transparent square; 'maskable' and the apple-touch-icon fill the
 * whole square with the brand colour (a phone cuts it to its own shape, and iOS shows transparency
 * as black). The mark stays inside the maskable safe zone (the centre circle of 80%) as drawn.
 */
export const appIcons = [
  { file: 'icons/icon-192.png', size: 192, purpose: 'any' },
  { file: 'icons/icon-512.png', size: 512, purpose: 'any' },
  { file: 'icons/icon-maskable-512.png', size: 512, purpose: 'maskable' },
  { file: 'icons/apple-touch-icon.png', size: 180, purpose: 'apple-touch-icon' },
] as const

export type AppIcon = (typeof appIcons)[number]

export const BRAND_COLOUR = '#A84E31'

/** The same mark on a full square of the brand colour (the round backdrop becomes a square). */
export function fullBleed(svg: string): string {
  const open = /^<svg\b[^>]*>/.exec(svg.trim())
  const viewBox = open && /viewBox="0 0 (\d+) (\d+)"/.exec(open[0])
  if (!open || !viewBox) throw new Error('app-icons: the SVG must start with <svg … viewBox="0 0 w h">')
  if (!svg.includes(`fill="${BRAND_COLOUR}"`)) throw new Error(`app-icons: the SVG no longer uses the brand colour ${BRAND_COLOUR}`)
  const background = `<rect width="${viewBox[1]}" height="${viewBox[2]}" fill="${BRAND_COLOUR}"/>`
  return svg.trim().replace(open[0], `${open[0]}${background}`)
}

export function renderIcon(svg: string, icon: AppIcon): Buffer {
  const source = icon.purpose === 'any' ? svg : fullBleed(svg)
  return new Resvg(source, { fitTo: { mode: 'width', value: icon.size } }).render().asPng()
}
