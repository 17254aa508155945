import type { Plugin } from 'vite'
import { fileURLToPath } from 'node:url'
import { clientBuildOnly, clientBuildPatch, mustSee } from './client-build-patch.ts'
import { snapshotTokens } from '../src/ui/system/token-snapshot.ts'

// createSystem turns every design token into Chakra's token dictionary (names, CSS variables,
// references, negatives, color palettes) on every start: the largest part of the app's start-up
// (BENCHMARKS.md, History: "token dictionary made at build"). Those tokens never change, so in
// the client build:
// - src/ui/system/tokens.ts, the token definitions, is left out: createSystem gets no tokens (so
//   `system.query.tokens`, an aid for Chakra's type generation, lists no categories);
// - Chakra's token dictionary, instead of building itself from them, restores what the build made:
//   the dictionary that the same system module builds in Node, as a snapshot
//   (src/ui/system/token-snapshot.ts, which checks that it comes back as Chakra built it).
// The dictionary keeps Chakra's own views of it (category, CSS variable lookup), built from the
// restored tokens. Its CSS variables by condition stay empty: they only make the global CSS, which
// the build writes already (scripts/chakra-globals-at-build.ts).
// Only in builds: `npm run dev`, the unit tests and the prerender (an SSR build) use the tokens.
const restoredTokensModule = 'virtual:momento-mae/chakra-tokens'
const tokenDefinitions = /[\\/]src[\\/]ui[\\/]system[\\/]tokens\.ts$/
const tokenSnapshotModule = fileURLToPath(new URL('../src/ui/system/token-snapshot.ts', import.meta.url))
const tokenDictionaryModule = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]token-dictionary\.js$/
// @chakra-ui/react is pinned: an upgrade must fail here, not ship pages without tokens
// (docs/architecture.md, Build-time patches).
const changed = "Chakra's token dictionary changed, see scripts/chakra-tokens-at-build.ts"

async function restoredTokensCode() {
  // Imported when the client build asks for it: the config of `npm run dev` has no use for it.
  const { appSystem } = await import('../src/ui/system/system.ts')
  const snapshot = JSON.stringify(snapshotTokens(appSystem().tokens))
  // JSON.parse of a string: faster for the browser to read than the same object as code.
  return [
    `import { restoreTokens } from ${JSON.stringify(tokenSnapshotModule)}`,
    `export const restoredTokens = (formatCssVar) => restoreTokens(JSON.parse(${JSON.stringify(snapshot)}), formatCssVar)`,
  ].join('\n')
}

export function chakraTokensAtBuild(): Plugin[] {
  const name = 'momento-mae:chakra-tokens-at-build'
  // Left out, the token definitions must be: else the client would ship and build them as well.
  const definitions = mustSee(name, tokenDefinitions, 'src/ui/system/tokens.ts moved: see scripts/chakra-tokens-at-build.ts')
  return [
    {
      name,
      apply: clientBuildOnly,
      resolveId(id) {
        return id === restoredTokensModule ? `\0${restoredTokensModule}` : null
      },
      load(id) {
        if (id === `\0${restoredTokensModule}`) return restoredTokensCode()
        if (!tokenDefinitions.test(id)) return null
        definitions.seen()
        return 'export const tokenConfigs = []'
      },
      buildEnd: (error) => definitions.check(error),
    },
    clientBuildPatch({
      name: 'momento-mae:chakra-tokens-at-build:import',
      module: tokenDictionaryModule,
      line: "import { mapToJson } from './map-to-json.js';",
      replacement: `import { mapToJson } from './map-to-json.js';\nimport { restoredTokens } from '${restoredTokensModule}';`,
      changed,
    }),
    clientBuildPatch({
      name: 'momento-mae:chakra-tokens-at-build:restore',
      module: tokenDictionaryModule,
      line: '  registerTokens();',
      // registerToken and the views are Chakra's own, in the dictionary's closure; what follows the
      // return (the build from definitions) is left unreachable and the bundle drops it.
      replacement: [
        '  const restored = restoredTokens(formatCssVar);',
        '  restored.tokens.forEach((token) => { registerToken(token); buildCategoryMap(token); buildFlatMap(token); });',
        '  restored.colorPalettes.forEach((variables, palette) => colorPaletteMap.set(palette, variables));',
        '  byCategoryJson = mapToJson(byCategory);',
        '  return dictionary;',
      ].join('\n'),
      changed,
    }),
  ]
}
