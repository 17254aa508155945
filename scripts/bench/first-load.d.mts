export interface Manifest {
  [key: string]: { file: string; name?: string; css?: string[]; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean; isDynamicEntry?: boolean }
}
export const routeFiles: Record<string, string[]>
export function readManifest(clientDir?: string): Manifest
export function firstLoad(route: string, options?: { clientDir?: string; manifest?: Manifest }): { js: number; css: number; files: string[] }
