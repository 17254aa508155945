import type { Locator } from 'playwright-core'
import { library } from '../../../src/data/library/library'

/**
 * A recipe moves by her taps, alone or inside a routine (the clock never ends it): 'Próximo passo'
 * through its steps, a waiting step's timer started by her and run on the page's clock, then
 * 'Concluir'.
 */
export async function cookByTaps(player: Locator, recipeId: string) {
  const recipe = library.find((entry) => entry.id === recipeId)!
  const steps = recipe.steps.length
  for (let step = 1; step <= steps; step++) {
    // A waiting step says its time beside it: "Passo 2 de 4 · 5 minutos".
    await player.getByText(new RegExp(`^Passo ${step} de ${steps}( · .*)?$`)).waitFor()
    const wait = recipe.waitSeconds?.[step - 1]
    if (wait !== undefined) {
      await player.getByRole('button', { name: 'Iniciar timer' }).click()
      await player.page().clock.runFor(wait * 1000)
      await player.getByText('Pronto! Pode seguir.').waitFor()
    }
    await player.getByRole('button', { name: step < steps ? 'Próximo passo' : 'Concluir' }).click()
  }
}
