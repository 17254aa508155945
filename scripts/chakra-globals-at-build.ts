import { clientBuildPatch } from './client-build-patch.ts'

// createSystem computes the system's global CSS (preflight, globalCss and every token as a CSS
// variable, light and dark) as objects, at start-up, and ChakraProvider hands them to Emotion,
// which serializes them at the first render (BENCHMARKS.md, Build-time patches). That CSS never changes, so the build writes it instead: the
// prerender (an SSR build, left as it is) renders it, and scripts/prerender.mjs puts it in the head
// of every page, the shell included. In the client build the line that computes it yields nothing.
// Only in builds: `npm run dev` and the unit tests have no prerendered head and keep Chakra's way.
export const chakraGlobalsAtBuild = () =>
  clientBuildPatch({
    name: 'momento-mae:chakra-globals-at-build',
    module: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/,
    line: 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];',
    replacement: 'const _global = [];',
    // @chakra-ui/react is pinned: an upgrade must fail here, not ship pages without tokens
    // (docs/architecture.md, Build-time patches).
    changed: "Chakra's global CSS line changed, see scripts/chakra-globals-at-build.ts",
  })
