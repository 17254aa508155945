// Builds the bare React page (bare-react/) and serves it gzipped from memory on 127.0.0.1, so
// bench:lighthouse measures the floor of the stack in the same run as the app.
import { readFileSync, readdirSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { extname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { build } from 'vite'

const types: Record<string, string> = { '.html': 'text/html; charset=UTF-8', '.js': 'text/javascript; charset=UTF-8' }

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}

export async function startBareReact(): Promise<{ url: string; stop: () => Promise<void> }> {
  const outDir = mkdtempSync(join(tmpdir(), 'momento-bare-react-'))
  try {
    await build({
      configFile: false,
      root: fileURLToPath(new URL('./bare-react', import.meta.url)),
      logLevel: 'warn',
      plugins: [react()],
      build: { outDir, emptyOutDir: true, target: 'es2022' },
    })
    const files = new Map(filesUnder(outDir).map((file) => [`/${relative(outDir, file)}`, gzipSync(readFileSync(file), { level: 9 })]))
    const server = createServer((request, response) => {
      const path = new URL(request.url ?? '/', 'http://localhost').pathname
      // Every route gets the page, as the app's server gives every route its own; a missing file
      // (robots.txt, the favicon) is a 404, as there.
      const file = files.has(path) ? path : extname(path) ? undefined : '/index.html'
      if (file === undefined) return void response.writeHead(404).end()
      response.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream', 'Content-Encoding': 'gzip' })
      response.end(files.get(file))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    return { url: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(() => resolve())) }
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
}
