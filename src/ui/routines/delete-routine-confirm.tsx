import { Trash2 } from 'lucide-react'
import { ConfirmDialog } from '../layout/confirm-dialog'

interface DeleteRoutineConfirmProps {
  open: boolean
  title: string
  busy: boolean
  onCancel: () => void
  onConfirm: () => void
}

/** 'Apagar esta rotina?': asked before one of her routines goes; keeping it is the default. */
export function DeleteRoutineConfirm({ open, title, busy, onCancel, onConfirm }: DeleteRoutineConfirmProps) {
  return (
    <ConfirmDialog
      open={open}
      title="Apagar esta rotina?"
      description={`“${title}” sai do seu plano. As atividades continuam na biblioteca, e o que você já fez continua no seu progresso.`}
      keepLabel="Manter rotina"
      onKeep={onCancel}
      confirmLabel={
        <>
          <Trash2 aria-hidden /> Apagar rotina
        </>
      }
      onConfirm={onConfirm}
      destructive
      busy={busy}
    />
  )
}
