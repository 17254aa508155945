import type { ReactNode } from 'react'

/**
 * Her figures while the build prerenders the screen: there is no device there, so they are laid
 * out (as a fresh device would show them, keeping their place and their styles in the page) but
 * not shown. A plain element with an inline style: no class that the live screen would lack. The
 * dashboard's streak and goal are filled in and shown before the app arrives
 * (src/ui/dashboard/figures-in-the-copy.ts).
 */
export function UntilKnown({ known, children }: { known: boolean; children: ReactNode }) {
  if (known) return children
  return (
    <div aria-hidden data-until-known="" style={{ visibility: 'hidden' }}>
      {children}
    </div>
  )
}

