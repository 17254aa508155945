import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'
import { appIcons, renderIcon } from './app-icons.ts'
import { webAppManifest } from './web-app-manifest.ts'

const MANIFEST_FILE = 'manifest.webmanifest'

/** Every file that makes the app installable, by its path under the site's root. */
function installAssets(svgFile: string): Map<string, { type: string; body: Buffer | string }> {
  const svg = readFileSync(svgFile, 'utf8')
  const assets = new Map<string, { type: string; body: Buffer | string }>()
  for (const icon of appIcons) assets.set(icon.file, { type: 'image/png', body: renderIcon(svg, icon) })
  assets.set(MANIFEST_FILE, { type: 'application/manifest+json', body: JSON.stringify(webAppManifest, null, 2) })
  return assets
}

/**
 * The manifest and its PNG icons, made from the SVG when the app is built (emitted beside the
 * other files of dist/client) and answered from memory by `npm run dev`.
 */
export function appInstallAssets({ svg = 'public/favicon.svg' } = {}): Plugin {
  return {
    name: 'momento-mae:install-assets',
    generateBundle() {
      for (const [fileName, { body }] of installAssets(svg)) this.emitFile({ type: 'asset', fileName, source: body })
    },
    configureServer(server) {
      const paths = new Set<string>([MANIFEST_FILE, ...appIcons.map((icon) => icon.file)])
      let assets: ReturnType<typeof installAssets> | undefined
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0]?.slice(1) ?? ''
        if (!paths.has(path)) return next()
        const asset = (assets ??= installAssets(svg)).get(path)!
        response.setHeader('Content-Type', asset.type)
        response.end(asset.body)
      })
    },
  }
}
