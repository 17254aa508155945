import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'

/** Which folders each folder imports from: `ui/chat` → {`ui/help`, `ui/layout`, …}, paths under the root. */
export type FolderGraph = ReadonlyMap<string, ReadonlyMap<string, string>>

// A test sits beside its file and reaches its folder's testing/ helpers, which import the folder they
// help test: tests are not part of what the folders offer each other.
const isSource = (file: string) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file)

/**
 * The folder graph of every .ts/.tsx file under `root` (tests left out): an edge from the folder a
 * file sits in to the folder of each file it imports by a relative path (import, export … from,
 * import()), each edge named by one file that makes it. A folder importing itself is no edge.
 */
export function folderImports(root: string): FolderGraph {
  const graph = new Map<string, Map<string, string>>()
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(isSource)
  for (const file of files.sort()) {
    const from = dirname(file)
    const { importedFiles } = ts.preProcessFile(readFileSync(join(root, file), 'utf8'), true, true)
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue
      const to = relative(root, dirname(resolve(root, from, fileName)))
      if (to === from) continue
      const edges = graph.get(from) ?? new Map<string, string>()
      if (!edges.has(to)) edges.set(to, `${file} imports ${fileName}`)
      graph.set(from, edges)
    }
  }
  return graph
}

/** Folders that reach each other, and the imports that tie them: `a → b (a/x.ts imports ../b/y)`. */
export interface FolderLoop {
  folders: string[]
  ties: string[]
}

/** Every loop of folders, one per group of folders that reach each other (Tarjan's strongly connected components). */
export function folderLoops(graph: FolderGraph): FolderLoop[] {
  const order = new Map<string, number>()
  const lowest = new Map<string, number>()
  const stack: string[] = []
  const loops: FolderLoop[] = []
  const visit = (folder: string) => {
    order.set(folder, order.size)
    lowest.set(folder, order.get(folder)!)
    stack.push(folder)
    for (const next of graph.get(folder)?.keys() ?? []) {
      if (!order.has(next)) {
        visit(next)
        lowest.set(folder, Math.min(lowest.get(folder)!, lowest.get(next)!))
      } else if (stack.includes(next)) lowest.set(folder, Math.min(lowest.get(folder)!, order.get(next)!))
    }
    if (lowest.get(folder) !== order.get(folder)) return
    const group = stack.splice(stack.indexOf(folder))
    if (group.length < 2) return
    const ties = group.flatMap((a) => group.flatMap((b) => (graph.get(a)?.has(b) ? [`${a} → ${b} (${graph.get(a)!.get(b)})`] : [])))
    loops.push({ folders: group.sort(), ties: ties.sort() })
  }
  for (const folder of graph.keys()) if (!order.has(folder)) visit(folder)
  return loops
}
