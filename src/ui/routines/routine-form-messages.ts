import type { RoutineProblem } from '../../machines/routine-form.machine'

/** What the form says when a routine cannot be saved as it is, or the device refuses it. */
export const problemMessages: Record<RoutineProblem, string> = {
  title: 'Dê um nome à sua rotina.',
  activities: 'Escolha pelo menos uma atividade.',
}
export const failureMessages = {
  save: 'O navegador não deixou guardar a rotina neste aparelho. O que você escreveu continua aqui: tente de novo.',
  delete: 'O navegador não deixou apagar a rotina neste aparelho. Tente de novo.',
} as const
