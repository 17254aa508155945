import { Suspense, useEffect } from 'react'
import { lazyComponent, useOnceTrue } from '../lazy/load-when-needed'
import type { DiscardConfirmProps } from './discard-confirm'

const loadDiscardConfirm = () => import('./discard-confirm').then((module) => module.DiscardConfirm)
const DiscardConfirm = lazyComponent(loadDiscardConfirm)

/**
 * 'Descartar…?' for a screen whose first load should not carry a dialog (the profile form): its
 * code is fetched once she has changed something (`unsaved`), so it is there when she leaves, and it
 * stays mounted from the first time it opens so that it closes as any dialog does.
 */
export function DiscardConfirmWhenNeeded({ unsaved, ...props }: DiscardConfirmProps & { unsaved: boolean }) {
  useEffect(() => {
    if (unsaved) void loadDiscardConfirm().catch(() => {}) // offline and not cached: tried again when she leaves
  }, [unsaved])
  const mounted = useOnceTrue(props.open)
  return mounted ? (
    <Suspense fallback={null}>
      <DiscardConfirm {...props} />
    </Suspense>
  ) : null
}
