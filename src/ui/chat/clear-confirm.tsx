import { ConfirmDialog } from '../layout/confirm-dialog'

export interface ClearConfirmProps {
  open: boolean
  /** She has written something not yet sent: it goes with the conversation, and the question says so. */
  withDraft: boolean
  onKeep: () => void
  onClear: () => void
  /** Where focus goes back to when it closes ('Limpar conversa'). */
  finalFocusEl: () => HTMLElement | null
}

/** 'Limpar conversa?': asked before the conversation is erased; keeping it is the default. */
export function ClearConfirm({ open, withDraft, onKeep, onClear, finalFocusEl }: ClearConfirmProps) {
  return (
    <ConfirmDialog
      open={open}
      title="Limpar conversa?"
      description={
        withDraft
          ? 'As mensagens desta conversa e a mensagem que você ainda não enviou serão apagadas deste aparelho.'
          : 'As mensagens desta conversa serão apagadas deste aparelho.'
      }
      keepLabel="Manter conversa"
      onKeep={onKeep}
      confirmLabel="Limpar"
      onConfirm={onClear}
      finalFocusEl={finalFocusEl}
    />
  )
}
