import { ConfirmDialog } from '../layout/confirm-dialog'

interface AbandonConfirmProps {
  open: boolean
  onStay: () => void
  onLeave: () => void
  /** What she would leave: one activity, or a routine (whose completed activities are kept). */
  leaving?: 'atividade' | 'rotina'
}

const texts = {
  atividade: {
    title: 'Sair da atividade?',
    description: 'O tempo desta vez não fica salvo. Você pode voltar e terminar no seu ritmo.',
    stay: 'Continuar atividade',
  },
  rotina: {
    title: 'Sair da rotina?',
    description: 'O que você já concluiu fica salvo; a atividade de agora, não. Você pode voltar quando quiser.',
    stay: 'Continuar rotina',
  },
}

/** 'Sair da atividade?' ('Sair da rotina?'): asked before it is abandoned; staying is the default. */
export function AbandonConfirm({ open, onStay, onLeave, leaving = 'atividade' }: AbandonConfirmProps) {
  const text = texts[leaving]
  return (
    <ConfirmDialog
      open={open}
      title={text.title}
      description={text.description}
      keepLabel={text.stay}
      onKeep={onStay}
      confirmLabel="Sair"
      onConfirm={onLeave}
    />
  )
}
