import { ConfirmDialog } from './confirm-dialog'

export interface DiscardConfirmProps {
  open: boolean
  title: string
  /** What she would lose, in her words ('O nome, a descrição e as atividades…'). */
  description: string
  onKeep: () => void
  onDiscard: () => void
}

/**
 * 'Descartar…?': asked before a form with her unsaved words closes (back, ×, Escape, leaving the
 * screen). Going on with what she wrote is the default.
 */
export function DiscardConfirm({ open, title, description, onKeep, onDiscard }: DiscardConfirmProps) {
  return (
    <ConfirmDialog
      open={open}
      title={title}
      description={description}
      keepLabel="Continuar editando"
      onKeep={onKeep}
      confirmLabel="Descartar"
      onConfirm={onDiscard}
      destructive
    />
  )
}
