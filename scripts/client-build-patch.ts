import type { Plugin } from 'vite'

interface ClientBuildPatch {
  name: string
  /** The installed library module to patch, by its path. */
  module: RegExp
  /** The one line to replace, exactly as the pinned version has it. */
  line: string
  replacement: string
  /** Why the build stops when the line is not there once: the library changed under the patch. */
  changed: string
}

/**
 * Replaces one line of a library module in the client build only: `npm run dev`, the unit tests
 * and the prerender (an SSR build) run the library as it is. An upgrade that moves the line stops
 * the build rather than ship the page without what the patch stood for.
 */
export function clientBuildPatch({ name, module, line, replacement, changed }: ClientBuildPatch): Plugin {
  return {
    name,
    apply: 'build',
    transform(code, id, options) {
      if (options?.ssr || !module.test(id)) return null
      if (code.split(line).length !== 2) throw new Error(`${id}: ${changed}`)
      // map: null keeps the module's source map: only this one line changes.
      return { code: code.replace(line, replacement), map: null }
    },
  }
}
