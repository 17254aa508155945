import { createSystem, defineConfig, type SystemContext } from '@chakra-ui/react'
import { defaultBaseConfig } from '@chakra-ui/react/preset-base'
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  textStyles,
} from '@chakra-ui/react/theme'
import { recipes, slotRecipes } from './style-recipes'
import { tokenConfigs } from './tokens'

// Chakra's global `*` rule sets font-feature-settings and ~25 custom properties (--ring-*, --blur…,
// --global-*) on every element, which the browser then resolves element by element at each full
// restyle. On html they are inherited with the same values (none depends on the element it is on),
// and the start-up style recalculation is shorter (BENCHMARKS.md).
const { '*': everyElement, ...chakraGlobalCss } = globalCss

// Built once from the base preset instead of createSystem(defaultConfig, ...), which would set up
// Chakra's full theme and then ours: a slower start and a larger first load.
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: { ...chakraGlobalCss, html: { ...chakraGlobalCss.html, ...everyElement } },
  theme: {
    breakpoints,
    keyframes,
    recipes,
    slotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
})

const momentoMaeTheme = defineConfig({
  globalCss: {
    html: { colorPalette: 'brand', scrollBehavior: 'smooth' },
    // A word wider than its whole line ('encaminhamento.' is 290 px with her text at 200 %, on a
    // 320 px phone) breaks rather than running off the screen; every other word stays whole.
    body: { bg: 'bg', color: 'fg', minHeight: '100dvh', WebkitTapHighlightColor: 'transparent', overflowWrap: 'break-word' },
    // prefers-reduced-motion: no transitions or animations anywhere (docs/product.md, Motion).
    '*, *::before, *::after': {
      _motionReduce: {
        animationDuration: '0.01ms !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
        // An endless animation at 0.01 ms would flicker every frame: play it once and stop.
        animationIterationCount: '1 !important',
      },
    },
  },
  theme: {
    recipes: {
      input: { variants: { variant: { outline: { borderColor: 'border.control' } } } },
    },
  },
})

let built: SystemContext | undefined

/**
 * The app's Chakra system, made on first use rather than as the module loads: the app's start
 * (src/main.tsx) asks for it in a task of its own, so that it lengthens no other.
 */
export const appSystem = (): SystemContext => (built ??= createSystem(defaultBaseConfig, chakraTheme, momentoMaeTheme, ...tokenConfigs))
