import { kindsFirstFor } from '../../data/goal-order'
import type { LibraryKind } from '../../data/library/library-types'
import { availableTimeOptions, goalOptions, type OnboardingAnswers } from '../../data/onboarding-options'

export interface WelcomeText {
  title: string
  /** One sentence on her time, one on her goals (when she picked any). */
  lines: string[]
}

const kindWords: Record<LibraryKind, string> = {
  breathing: 'respiração',
  meditation: 'meditação',
  exercise: 'movimento',
  recipe: 'receitas',
}

/** 'a', 'a e b', 'a, b e c'. */
const inWords = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1)

/**
 * What the dashboard says once after the onboarding (docs/product.md, Dashboard): her plan
 * follows what she told, in the words she chose (the options' own labels).
 */
export function welcomeText(answers: Pick<OnboardingAnswers, 'availableTime' | 'goals'>, goalTarget: number): WelcomeText {
  const activities = `${goalTarget} ${goalTarget === 1 ? 'atividade' : 'atividades'}`
  const time = availableTimeOptions.find((option) => option.value === answers.availableTime)?.label
  const lines = [
    time
      ? `Com ${time} por dia, sua meta é de ${activities}.`
      : `Sua meta do dia é de ${activities}. No Perfil, diga quanto tempo você tem quando quiser.`,
  ]
  const goals = goalOptions.filter((goal) => answers.goals.includes(goal.id))
  if (goals.length > 0) {
    const ordered = answers.goals.flatMap((id) => goals.filter((goal) => goal.id === id))
    const kinds = [...new Set(ordered.flatMap((goal) => kindsFirstFor[goal.id]))]
    lines.push(
      `Para ${inWords(ordered.map((goal) => lowerFirst(goal.label)))}, a sugestão do dia começa por ${inWords(kinds.map((kind) => kindWords[kind]))}.`,
    )
  }
  return { title: 'Seu plano segue o que você contou', lines }
}
