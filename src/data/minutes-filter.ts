/** Meu Plano's filter by minutes: her time is what decides (docs/product.md, Meu Plano). */
export type MinutesFilter = 'todas' | 'ate-5' | 'ate-10' | 'mais'

export const minutesFilters: readonly { value: MinutesFilter; label: string }[] = [
  { value: 'todas', label: 'Todas' },
  { value: 'ate-5', label: 'Até 5 min' },
  { value: 'ate-10', label: 'Até 10 min' },
  { value: 'mais', label: 'Mais de 10 min' },
]

export function fitsMinutes(minutes: number, filter: MinutesFilter): boolean {
  switch (filter) {
    case 'todas':
      return true
    case 'ate-5':
      return minutes <= 5
    case 'ate-10':
      return minutes <= 10
    case 'mais':
      return minutes > 10
  }
}
