/**
 * A route's loader, which the app awaits before its first render (src/main.tsx) and the build's
 * prerender awaits too: the parts its row of the table says come first (route-parts.ts), each by
 * its load. One that fails (offline for a moment) is drawn as it comes (lazy-part.tsx).
 */
export async function loadFirst<Name extends string>(names: readonly Name[], loads: Record<Name, () => Promise<unknown>>): Promise<void> {
  await Promise.allSettled(names.map((name) => loads[name]()))
}
