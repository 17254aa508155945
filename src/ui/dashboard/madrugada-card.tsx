import { Badge, Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { badgeRecipe } from '@chakra-ui/react/theme'
import { CirclePlay, Moon } from 'lucide-react'
import { nightPractices } from '../../data/library/madrugada'
import { playableFromLibrary } from '../../data/playable'
import { useColorMode } from '../color-mode/color-mode-context'
import { useActivityPlayer } from '../player/activity-player-host'

// The four the dashboard shows first: the breath, the shoulders, the crying, the rest.
const shownIds = ['respiracao-na-mamada', 'ombros-soltos-na-poltrona', 'calma-quando-o-choro-nao-para', 'descanso-deitada']
const shown = shownIds.flatMap((id) => nightPractices.find((entry) => entry.id === id && entry.minutes <= 3) ?? [])

const minutesText = (minutes: number) => (minutes === 1 ? '1 minuto' : `${minutes} minutos`)

/**
 * What the dashboard leads with in the madrugada (docs/product.md, Madrugada): practices of one to
 * three minutes for the night feed, each opening the player; and the dark theme, offered, not forced.
 */
export function MadrugadaCard() {
  const { play, player } = useActivityPlayer()
  const { mode, choose } = useColorMode()
  const dark = mode === 'dark'
  return (
    <Card.Root as="section" aria-labelledby="madrugada" variant="outline" bg="bg.panel" rounded="l3">
      <Card.Body gap="4" p={{ base: 'min(1.25rem, 6.25vw)', md: '7' }}>
        <HStack gap="2" color="brand.fg" fontWeight="semibold" fontSize="sm">
          <Moon aria-hidden size="1.1rem" />
          <Text>Madrugada</Text>
        </HStack>
        <Heading as="h2" id="madrugada" size={{ base: 'xl', md: '2xl' }} lineHeight="short">
          Um minutinho para você, com o bebê no colo
        </Heading>
        <Text color="fg.muted" maxW="prose">
          Práticas de 1 a 3 minutos para a mamada ou para quando ele não dorme: sentada ou deitada, com uma mão, olhos meio
          fechados e em silêncio. Pare quando o bebê precisar de você.
        </Text>
        <Stack as="ul" aria-label="Práticas da madrugada" gap="3" listStyleType="none">
          {shown.map((entry) => (
            <Box as="li" key={entry.id} borderWidth="1px" borderColor="border" rounded="l2" p="min(1rem, 5vw)">
              <Stack direction={{ base: 'column', sm: 'row' }} gap="3" justify="space-between" align={{ sm: 'center' }}>
                <Stack gap="1">
                  <HStack gap="2" wrap="wrap">
                    <Text fontWeight="semibold">{entry.title}</Text>
                    <Badge recipe={badgeRecipe} colorPalette="calm" variant="subtle" size="md">
                      {minutesText(entry.minutes)}
                    </Badge>
                  </HStack>
                  <Text color="fg.muted" textStyle="sm">
                    {entry.summary}
                  </Text>
                </Stack>
                <Button
                  size="md"
                  minH="11"
                  flexShrink={0}
                  aria-label={`Começar: ${entry.title}, ${minutesText(entry.minutes)}`}
                  onClick={() => play({ playable: playableFromLibrary(entry), startedFrom: 'dashboard' })}
                >
                  <CirclePlay aria-hidden /> Começar
                </Button>
              </Stack>
            </Box>
          ))}
        </Stack>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ sm: 'center' }}>
          {/* By the page's theme, not by `dark`: the prerendered copy, drawn without her theme, says it right too. */}
          <Text color="fg.muted" textStyle="sm" _dark={{ display: 'none' }}>
            A tela está clara? O tema escuro descansa os olhos.
          </Text>
          <Text color="fg.muted" textStyle="sm" display="none" _dark={{ display: 'block' }}>
            O tema escuro está ligado: menos luz para os seus olhos.
          </Text>
          <Button variant="outline" size="md" minH="11" aria-pressed={dark} onClick={() => choose(dark ? 'light' : 'dark')}>
            <Moon aria-hidden /> Tema escuro
          </Button>
        </Stack>
      </Card.Body>
      {player}
    </Card.Root>
  )
}
