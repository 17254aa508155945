// The builds a benchmark measures side by side: this one (a snapshot of it, production-build.ts)
// and the built checkouts named by `--compare=label=dir,...` (dir: e.g. a git worktree of an older
// commit after `npm run build`).

export interface ComparedBuild {
  label: string
  /** Run the server from here: it holds dist/ and node_modules. */
  dir: string
}

export function comparedBuilds(thisBuildDir: string, compare = ''): ComparedBuild[] {
  const others = compare.split(',').filter(Boolean)
  return [
    { label: 'este build', dir: thisBuildDir },
    ...others.map((entry) => {
      const [label = '', dir = ''] = entry.split('=')
      return { label, dir }
    }),
  ]
}
