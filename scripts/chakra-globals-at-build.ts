import type { Plugin } from 'vite'

// createSystem computes the system's global CSS (preflight, globalCss and every token as a CSS
// variable, light and dark) as objects, at start-up, and ChakraProvider hands them to Emotion,
// which serializes them at the first render: 180 ms of /meu-plano's start at 4× CPU before
// Emotion's part (BENCHMARKS.md). That CSS never changes, so the build writes it instead: the prerender (an SSR
// build, left as it is) renders it, and scripts/prerender.mjs puts it in the head of every page,
// the shell included. In the client build the line that computes it yields nothing.
// Only in builds: `npm run dev` and the unit tests have no prerendered head and keep Chakra's way.
const chakraSystemModule = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/
const computedGlobals = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];'

export function chakraGlobalsAtBuild(): Plugin {
  return {
    name: 'momento-mae:chakra-globals-at-build',
    apply: 'build',
    transform(code, id, options) {
      if (options?.ssr || !chakraSystemModule.test(id)) return null
      // @chakra-ui/react is pinned (STACK.md); an upgrade that moves this line must fail here, not
      // ship a page without its tokens.
      if (!code.includes(computedGlobals)) throw new Error(`${id}: Chakra's global CSS line changed, see scripts/chakra-globals-at-build.ts`)
      // map: null keeps the module's source map: only this one line changes.
      return { code: code.replace(computedGlobals, 'const _global = [];'), map: null }
    },
  }
}
