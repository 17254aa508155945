import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { chakraGlobalsAtBuild } from './chakra-globals-at-build'

type Transform = (code: string, id: string) => { code: string } | null
const plugin = chakraGlobalsAtBuild()
const transform = plugin.transform as Transform
const applies = plugin.apply as (config: object, env: { command: 'build' | 'serve'; mode: string; isSsrBuild?: boolean }) => boolean

// The module as installed: a Chakra upgrade that moves the line fails here before any build.
const systemModule = fileURLToPath(new URL('../node_modules/@chakra-ui/react/dist/esm/styled-system/system.js', import.meta.url))
const systemCode = readFileSync(systemModule, 'utf8')

describe('chakraGlobalsAtBuild', () => {
  it("leaves the client build's system without its start-up global CSS, and the rest of the module as it was", () => {
    const result = transform(systemCode, systemModule)
    expect(result?.code).toContain('const _global = [];')
    expect(result?.code).not.toContain('getTokenCss()]')
    expect(result?.code.replace('const _global = [];', '')).toBe(
      systemCode.replace('const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];', ''),
    )
  })

  it('leaves the prerender (the SSR build), which writes that CSS into the pages, and every other module alone', () => {
    expect(applies({}, { command: 'build', mode: 'production', isSsrBuild: true })).toBe(false)
    expect(applies({}, { command: 'serve', mode: 'development' })).toBe(false)
    expect(applies({}, { command: 'build', mode: 'production' })).toBe(true)
    expect(transform(systemCode, systemModule.replace('system.js', 'css.js'))).toBeNull()
  })

  it('stops the build when the line is not there, rather than ship pages without tokens', () => {
    expect(() => transform(systemCode.replace('getTokenCss()]', 'getTokenCss(), x]'), systemModule)).toThrow(
      "Chakra's global CSS line changed",
    )
  })
})
