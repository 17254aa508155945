import { build } from 'esbuild'
import type { Plugin } from 'vite'

/**
 * index.html's inline scripts that are built from the app's own TypeScript, so that they follow the
 * same rules as the app (its storage keys, how her streak is counted): each is written in the page
 * as `<script data-built-from="src/…"></script>` and filled here with that file, bundled for the
 * browser; its other attributes stay (`data-route`: scripts/prerender.mjs leaves it in that
 * route's page only). `npm run dev` builds them too, on every page it serves (a change to their
 * files shows at the next reload): the first (src/start/before-first-paint.ts) paints her theme
 * before the app there as well; the others find no prerendered copy to act on and do nothing.
 */
const builtScript = /<script data-built-from="([^"]+)"([^>]*)><\/script>/g

/** One file and what it imports, as the page runs it: one minified expression, nothing exported. */
export async function inlineScriptFrom(entry: string): Promise<string> {
  const { outputFiles } = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    legalComments: 'none',
  })
  const code = outputFiles[0]!.text.trim()
  if (/<\/script/i.test(code)) throw new Error(`${entry}: its code would close the page's <script>`)
  return code
}

export const firstScriptsAtBuild = (): Plugin => ({
  name: 'momento-mae:first-scripts-at-build',
  async transformIndexHtml(html) {
    const entries = [...html.matchAll(builtScript)].map((match) => match[1]!)
    if (entries.length === 0) throw new Error('index.html names no script to build (data-built-from)')
    const scripts = new Map(await Promise.all(entries.map(async (entry) => [entry, await inlineScriptFrom(entry)] as const)))
    return html.replace(builtScript, (_, entry: string, attributes: string) => `<script${attributes}>${scripts.get(entry)}</script>`)
  },
})
