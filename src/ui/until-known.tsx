import type { ReactNode } from 'react'

/**
 * Her figures while the build prerenders the screen: there is no device there, so they are laid
 * out (as a fresh device would show them, keeping their place and their styles in the page) but
 * not shown. A plain element with an inline style: no class that the live screen would lack. On a
 * fresh device the dashboard's streak and goal drawn so are hers, and index.html's style shows them.
 */
export function UntilKnown({ known, children }: { known: boolean; children: ReactNode }) {
  if (known) return children
  return (
    <div aria-hidden data-until-known="" style={{ visibility: 'hidden' }}>
      {children}
    </div>
  )
}
