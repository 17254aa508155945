import { Box } from '@chakra-ui/react'
import { useDayClock } from '../journal/use-day-clock'
import { MadrugadaCard } from './dashboard-first'
import { useMadrugada } from './use-madrugada'

/**
 * The madrugada's card at the dashboard's top, when it leads (docs/product.md, Madrugada). Never in
 * the dashboard's first load: its route's loader brings it first in the madrugada. While the build
 * prerenders there is no clock: the card is drawn for index.html's style to show only in the
 * madrugada, as it shows the suggestion of her part of the day.
 */
export function MadrugadaLead() {
  const clock = useDayClock()
  const madrugada = useMadrugada()
  if (clock === null)
    return (
      <Box display="contents" data-madrugada-card="">
        <MadrugadaCard />
      </Box>
    )
  return madrugada && <MadrugadaCard />
}
