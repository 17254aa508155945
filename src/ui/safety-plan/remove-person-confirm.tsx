import { ConfirmDialog } from '../layout/confirm-dialog'

export interface RemovePersonConfirmProps {
  open: boolean
  /** Who she asked to take off (kept while the dialog closes). */
  name: string
  onKeep: () => void
  onRemove: () => void
  /** Where focus goes when it closes: back to 'Tirar', or on, if they left. */
  finalFocusEl: () => HTMLElement | null
}

/** Asked before someone she wrote down leaves her plan; keeping them is the default. */
export function RemovePersonConfirm({ open, name, onKeep, onRemove, finalFocusEl }: RemovePersonConfirmProps) {
  return (
    <ConfirmDialog
      open={open}
      title={`Tirar ${name} do seu plano?`}
      description="O nome e o telefone saem deste aparelho."
      keepLabel="Manter"
      onKeep={onKeep}
      confirmLabel="Tirar"
      onConfirm={onRemove}
      finalFocusEl={finalFocusEl}
      destructive
    />
  )
}
