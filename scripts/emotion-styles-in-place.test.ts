import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { emotionStylesInPlace } from './emotion-styles-in-place'

type Transform = (code: string, id: string) => { code: string } | null
const plugin = emotionStylesInPlace()
const transform = plugin.transform as Transform
const applies = plugin.apply as (config: object, env: { command: 'build' | 'serve'; mode: string; isSsrBuild?: boolean }) => boolean

// The module as installed: an Emotion upgrade that moves the line fails here before any build.
const sheetModule = fileURLToPath(new URL('../node_modules/@emotion/sheet/dist/emotion-sheet.esm.js', import.meta.url))
const sheetCode = readFileSync(sheetModule, 'utf8')
const insertion = '_this.container.insertBefore(tag, before);'

describe('emotionStylesInPlace', () => {
  it('makes the sheet skip inserting a style element where it already is, and leaves the rest of the module as it was', () => {
    const result = transform(sheetCode, sheetModule)
    const guarded = `if (tag.parentNode !== _this.container || tag.nextSibling !== before) ${insertion}`
    expect(result?.code).toContain(guarded)
    expect(result?.code.replace(guarded, insertion)).toBe(sheetCode)
  })

  it('leaves the prerender (the SSR build) and every other module alone', () => {
    expect(applies({}, { command: 'build', mode: 'production', isSsrBuild: true })).toBe(false)
    expect(applies({}, { command: 'serve', mode: 'development' })).toBe(false)
    expect(transform(sheetCode, sheetModule.replace('emotion-sheet.esm.js', 'emotion-sheet.cjs.js'))).toBeNull()
  })

  it('stops the build when the line is not there once, rather than guess', () => {
    expect(() => transform(sheetCode.replace(insertion, 'container.appendChild(tag);'), sheetModule)).toThrow(
      "Emotion's style element insertion changed",
    )
    expect(() => transform(sheetCode + insertion, sheetModule)).toThrow("Emotion's style element insertion changed")
  })
})
