// Where a route's first-load bytes come from: each first-load file's source map attributes every
// stretch of generated code to its source; stretches are grouped by npm package (or by folder of
// src/) and each group is gzipped alone. The groups' sum is a little below the route's real
// figure, which also counts the chunks' glue and compresses across package boundaries.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { SourceMapConsumer } from 'source-map-js'
import { firstLoad, readManifest } from './first-load.mjs'

function owner(source) {
  const pkg = source?.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)
  if (pkg) return pkg[1]
  return source ? source.replace(/^.*?\/src\//, 'src/').split('/').slice(0, 2).join('/') : '(sem fonte)'
}

/** [owner, gzipped bytes] of the route's first load, largest first. Needs a `--sourcemap` build. */
export function bytesByPackage(route, clientDir) {
  const code = new Map()
  const append = (key, text) => code.set(key, (code.get(key) ?? '') + text)
  for (const file of firstLoad(route, { clientDir, manifest: readManifest(clientDir) }).files) {
    const mapFile = join(clientDir, `${file}.map`)
    if (!existsSync(mapFile)) continue
    const lines = readFileSync(join(clientDir, file), 'utf8').split('\n')
    let previous = null
    new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8'))).eachMapping((mapping) => {
      if (previous) {
        const line = lines[previous.generatedLine - 1] ?? ''
        const sameLine = mapping.generatedLine === previous.generatedLine
        append(owner(previous.source), line.slice(previous.generatedColumn, sameLine ? mapping.generatedColumn : undefined))
      }
      previous = mapping
    })
  }
  return [...code].map(([key, text]) => [key, gzipSync(text, { level: 9 }).length]).sort((a, b) => b[1] - a[1])
}
