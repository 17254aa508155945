import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { appSystem } from '../src/ui/system/system'
import { snapshotTokens } from '../src/ui/system/token-snapshot'
import { chakraTokensAtBuild } from './chakra-tokens-at-build'

type Transform = (code: string, id: string) => { code: string } | null
type Applies = (config: object, env: { command: 'build' | 'serve'; mode: string; isSsrBuild?: boolean }) => boolean
type Hook<T extends unknown[]> = (...args: T) => unknown

const [modules, ...patches] = chakraTokensAtBuild()
const resolveId = modules!.resolveId as Hook<[string]>
const load = modules!.load as Hook<[string]>
// Both line patches run on every module, one after the other, as in the build.
const transform: Transform = (code, id) =>
  patches.reduce<{ code: string } | null>(
    (result, patch) => (patch.transform as Transform)(result?.code ?? code, id) ?? result,
    null,
  )

// The module as installed: a Chakra upgrade that moves a line fails here before any build.
const dictionaryModule = fileURLToPath(
  new URL('../node_modules/@chakra-ui/react/dist/esm/styled-system/token-dictionary.js', import.meta.url),
)
const dictionaryCode = readFileSync(dictionaryModule, 'utf8')
const tokenDefinitions = fileURLToPath(new URL('../src/ui/system/tokens.ts', import.meta.url))

describe('chakraTokensAtBuild', () => {
  it("makes the client build's token dictionary restore the build's tokens, and leaves the rest of the module as it was", () => {
    const code = transform(dictionaryCode, dictionaryModule)!.code
    const importRestored = "\nimport { restoredTokens } from 'virtual:momento-mae/chakra-tokens';"
    const restore = [
      '  const restored = restoredTokens(formatCssVar);',
      '  restored.tokens.forEach((token) => { registerToken(token); buildCategoryMap(token); buildFlatMap(token); });',
      '  restored.colorPalettes.forEach((variables, palette) => colorPaletteMap.set(palette, variables));',
      '  byCategoryJson = mapToJson(byCategory);',
      '  return dictionary;',
    ].join('\n')
    expect(code).toContain(importRestored)
    // In place of Chakra's registering of the definitions, before its build from them.
    expect(code).toContain(`${restore}\n  registerTransform(...tokenTransforms);`)
    expect(code.replace(importRestored, '').replace(restore, '  registerTokens();')).toBe(dictionaryCode)
  })

  it('leaves the token definitions out of the client build', () => {
    expect(load(tokenDefinitions)).toBe('export const tokenConfigs = []')
    expect(load(tokenDefinitions.replace('tokens.ts', 'palette.ts'))).toBeNull()
  })

  it("gives the client build the snapshot of the dictionary that the app's system module builds", async () => {
    const id = resolveId('virtual:momento-mae/chakra-tokens') as string
    const code = (await load(id)) as string
    expect(code).toContain(`JSON.parse(${JSON.stringify(JSON.stringify(snapshotTokens(appSystem().tokens)))})`)
    expect(code).toContain('src/ui/system/token-snapshot.ts')
    expect(resolveId('virtual:other')).toBeNull()
  })

  it('leaves the prerender (the SSR build) and every other module alone', () => {
    const ssrBuild = { command: 'build', mode: 'production', isSsrBuild: true } as const
    expect([modules!, ...patches].map((plugin) => (plugin.apply as Applies)({}, ssrBuild))).toEqual([false, false, false])
    expect(transform(dictionaryCode, dictionaryModule.replace('token-dictionary.js', 'system.js'))).toBeNull()
  })

  it('stops the build when a line is not there once, rather than ship a dictionary without tokens', () => {
    expect(() => transform(dictionaryCode.replace('  registerTokens();', '  registerAll();'), dictionaryModule)).toThrow(
      "Chakra's token dictionary changed",
    )
    expect(() => transform(dictionaryCode.replace("from './map-to-json.js';", "from './json.js';"), dictionaryModule)).toThrow(
      "Chakra's token dictionary changed",
    )
  })
})
