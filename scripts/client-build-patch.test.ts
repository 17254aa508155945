import { build, type Plugin } from 'vite'
import { describe, expect, it } from 'vitest'
import { chakraTokensAtBuild } from './chakra-tokens-at-build'
import { clientBuildPatch } from './client-build-patch'

// A real Vite build of a one-line entry, written nowhere, resolving packages as the app's production
// build does (under vitest NODE_ENV is 'test', which would pick their development modules).
const entry = 'virtual:patched-entry'
function buildOf(source: string, patches: Plugin[], ssr = false) {
  const entryModule: Plugin = {
    name: 'entry',
    resolveId: (id) => (id === entry ? `\0${entry}` : null),
    load: (id) => (id === `\0${entry}` ? source : null),
  }
  return build({
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    resolve: { conditions: ['module', 'browser', 'production'] },
    plugins: [entryModule, ...patches],
    build: { write: false, ssr, rolldownOptions: { input: entry } },
  })
}

const usesEmotionSheet = "import { StyleSheet } from '@emotion/sheet'; console.log(new StyleSheet({ key: 'css' }))"
const insertion = '_this.container.insertBefore(tag, before);'
const sheetModule = /@emotion[\\/]sheet[\\/]dist[\\/]emotion-sheet\.esm\.js$/
const sheetPatch = ({ name = 'momento-mae:sheet-probe', module = sheetModule, line = insertion } = {}) =>
  clientBuildPatch({ name, module, line, replacement: `${insertion} globalThis.sheetProbe = 1;`, changed: 'Emotion changed its sheet.' })

describe('a build-time patch of a library', () => {
  it('applies to the module it names', async () => {
    const { output } = (await buildOf(usesEmotionSheet, [sheetPatch()])) as { output: { code?: string }[] }
    expect(output[0]!.code).toContain('globalThis.sheetProbe=1') // minified
  })

  it('fails the build, naming itself, when no module of the build matches the path it patches', async () => {
    const broken = sheetPatch({ name: 'momento-mae:broken-path', module: /@emotion[\\/]sheet[\\/]dist[\\/]emotion-sheet\.moved\.js$/ })
    await expect(buildOf(usesEmotionSheet, [broken])).rejects.toThrow(
      /momento-mae:broken-path: no module of the build matched .*emotion-sheet\\\.moved.* Emotion changed its sheet\./,
    )
  })

  it('fails the build, naming itself, when the module no longer has the line it replaces', async () => {
    const moved = sheetPatch({ name: 'momento-mae:moved-line', line: 'this.container.appendChild(tag);' })
    await expect(buildOf(usesEmotionSheet, [moved])).rejects.toThrow(/momento-mae:moved-line: .* no longer has the line it replaces/)
  })

  it('stops the token patch when the build never meets the token definitions or the dictionary it replaces', async () => {
    await expect(buildOf(usesEmotionSheet, chakraTokensAtBuild())).rejects.toThrow(
      /momento-mae:chakra-tokens-at-build.*: no module of the build matched/,
    )
  })

  it('stays out of the prerender (an SSR build), where the libraries run as they are', async () => {
    await expect(buildOf(usesEmotionSheet, [...chakraTokensAtBuild(), sheetPatch({ module: /nowhere/ })], true)).resolves.toBeDefined()
  })
})
