import type { ConfigEnv, Plugin, UserConfig } from 'vite'

interface ClientBuildPatch {
  name: string
  /** The installed library module to patch, by its path. */
  module: RegExp
  /** The one line to replace, exactly as the pinned version has it. */
  line: string
  replacement: string
  /** Why the build stops when the patch no longer applies: the library changed under it. */
  changed: string
}

/** Only the client build: `npm run dev`, the unit tests and the prerender (an SSR build) run the libraries as they are. */
export const clientBuildOnly = (config: UserConfig, { command, isSsrBuild }: ConfigEnv) =>
  command === 'build' && !isSsrBuild && !config.build?.ssr

/**
 * Fails the build, naming the patch, when the module it changes never went through it: a patch
 * whose module path stops matching would otherwise do nothing, without a word.
 */
export function mustSee(name: string, module: RegExp | string, changed: string): { seen(): void; check(error?: Error): void } {
  let seen = false
  return {
    seen: () => void (seen = true),
    check(error) {
      if (!error && !seen) throw new Error(`${name}: no module of the build matched ${String(module)}. ${changed}`)
    },
  }
}

/**
 * Replaces one line of a library module in the client build only. An upgrade that moves the line,
 * or the module, stops the build rather than ship the page without what the patch stood for.
 */
export function clientBuildPatch({ name, module, line, replacement, changed }: ClientBuildPatch): Plugin {
  const watch = mustSee(name, module, changed)
  return {
    name,
    apply: clientBuildOnly,
    transform(code, id) {
      if (!module.test(id)) return null
      watch.seen()
      if (code.split(line).length !== 2) throw new Error(`${name}: ${id} no longer has the line it replaces. ${changed}`)
      // map: null keeps the module's source map: only this one line changes.
      return { code: code.replace(line, replacement), map: null }
    },
    buildEnd: (error) => watch.check(error),
  }
}
