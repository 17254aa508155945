import { readFileSync } from 'node:fs'
import type { IndexHtmlTransformHook } from 'vite'
import { describe, expect, it } from 'vitest'
import { firstScriptsAtBuild, inlineScriptFrom } from './first-scripts-at-build'

const transform = () => {
  const hook = firstScriptsAtBuild().transformIndexHtml as IndexHtmlTransformHook
  return (html: string) => hook.call({} as never, html, { path: '/index.html', filename: 'index.html' }) as Promise<string>
}

describe("index.html's scripts built from the app's TypeScript", () => {
  it('are built for `npm run dev` as for the build: the plugin serves both', () => {
    expect(firstScriptsAtBuild().apply).toBeUndefined()
  })

  it("fill each data-built-from script with its file's code, keeping its other attributes", async () => {
    const page = await transform()(readFileSync('index.html', 'utf8'))
    expect(page).not.toContain('data-built-from')
    const scripts = [...page.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes]) => !attributes!.includes('src='))
    expect(scripts.map(([, attributes]) => attributes)).toEqual(['', ' data-route="/dashboard"'])
    expect(scripts.every(([, , code]) => code!.length > 0)).toBe(true)
  })

  it('keep the first one, in the head of every page, small: nothing heavy comes with its imports', async () => {
    const code = await inlineScriptFrom('src/start/before-first-paint.ts')
    expect(Buffer.byteLength(code)).toBeLessThan(3 * 1024)
  })
})
