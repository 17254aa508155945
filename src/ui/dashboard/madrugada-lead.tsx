import { Box } from '@chakra-ui/react'
import { Suspense } from 'react'
import { useDayClock } from '../journal/use-day-clock'
import { lazyComponent } from '../lazy/load-when-needed'
import { loadCard, madrugadaCardLoaded } from './madrugada-card-first'
import { useMadrugada } from './use-madrugada'

// Only in the madrugada (or with 'Modo madrugada'): never in the dashboard's first load.
const MadrugadaCard = lazyComponent(loadCard)

/**
 * The madrugada's card at the dashboard's top, when it leads (docs/product.md, Madrugada). While
 * the build prerenders there is no clock: the card is drawn for index.html's style to show only in
 * the madrugada, as it shows the suggestion of her part of the day.
 */
export function MadrugadaLead() {
  const clock = useDayClock()
  const madrugada = useMadrugada()
  const Loaded = madrugadaCardLoaded()
  if (clock === null)
    return (
      Loaded && (
        <Box display="contents" data-madrugada-card="">
          <Loaded />
        </Box>
      )
    )
  if (!madrugada) return null
  if (Loaded) return <Loaded />
  return (
    <Suspense fallback={null}>
      <MadrugadaCard />
    </Suspense>
  )
}
