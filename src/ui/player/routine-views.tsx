import { Box, Heading, HStack, List, Stack, Text } from '@chakra-ui/react'
import { listSlotRecipe } from '@chakra-ui/react/theme'
import { CircleCheck } from 'lucide-react'
import type { Playable } from '../../data/playable'
import { CalmEntrance } from '../motion/calm-entrance'
import { KindAndMinutes } from './kind-and-minutes'

/** A recipe's ingredients, to gather before its timer starts. */
function Ingredients({ playable }: { playable: Playable }) {
  if (!playable.ingredients) return null
  return (
    <Box>
      <Text fontWeight="semibold">Tenha à mão:</Text>
      <List.Root recipe={listSlotRecipe} ps="5" gap="1">
        {playable.ingredients.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List.Root>
    </Box>
  )
}

/** Before she starts: what the routine holds, in order, and what to gather for a recipe. */
export function RoutineOverview({ description, activities }: { description?: string; activities: readonly Playable[] }) {
  return (
    <Stack gap="4">
      {description && (
        <Text fontSize="lg" color="fg.muted">
          {description}
        </Text>
      )}
      <List.Root as="ol" recipe={listSlotRecipe} aria-label="Atividades da rotina" gap="4" ps="6">
        {activities.map((activity) => (
          <List.Item key={activity.id}>
            <Stack gap="2">
              <Text fontSize="lg" fontWeight="semibold">
                {activity.title}
              </Text>
              <KindAndMinutes playable={activity} />
              <Ingredients playable={activity} />
            </Stack>
          </List.Item>
        ))}
      </List.Root>
      <Text color="fg.muted">Entre uma atividade e outra, uma pausa curta para respirar.</Text>
    </Stack>
  )
}

/** Between two activities: the one she finished, what comes next, and that it starts by itself. */
export function RoutineBreather({ done, next, held }: { done: Playable; next: Playable; held: boolean }) {
  return (
    <CalmEntrance>
      <Stack gap="5">
        <HStack gap="2" color="calm.fg" fontWeight="semibold" fontSize="lg">
          <CircleCheck aria-hidden size="1.25em" />
          <Text>{done.title}: concluído</Text>
        </HStack>
        <Heading as="h3" fontSize={{ base: '2xl', md: '3xl' }} lineHeight="short">
          Respire um pouco
        </Heading>
        <Box
          as="section"
          aria-labelledby="routine-next"
          colorPalette="calm"
          bg="colorPalette.subtle"
          borderWidth="1px"
          borderColor="colorPalette.muted"
          rounded="l3"
          p={{ base: '5', md: '6' }}
        >
          <Stack gap="3">
            <Text fontSize="md" fontWeight="semibold" color="colorPalette.fg">
              A seguir
            </Text>
            <Heading as="h4" id="routine-next" fontSize={{ base: 'xl', md: '2xl' }} lineHeight="short">
              {next.title}
            </Heading>
            <KindAndMinutes playable={next} />
            <Text fontSize="lg">{next.description}</Text>
            <Ingredients playable={next} />
          </Stack>
        </Box>
        <Text fontSize="lg" color="fg.muted">
          {held
            ? 'Sem pressa. Toque em Seguir agora quando estiver pronta.'
            : 'Ela começa sozinha em alguns segundos. Precisa de mais tempo? Toque em Esperar.'}
        </Text>
      </Stack>
    </CalmEntrance>
  )
}

const doneText = (completed: number, total: number) =>
  completed < total
    ? `Você fez ${completed} de ${total} atividades.`
    : total === 1
      ? 'Você fez a atividade.'
      : `Você fez as ${total} atividades.`

/** The end: what she did (or that nothing was kept, if she skipped every one). */
export function RoutineFinished({ completed, total }: { completed: number; total: number }) {
  return (
    <Stack gap="3">
      <Heading as="h3" fontSize={{ base: '2xl', md: '3xl' }} lineHeight="short">
        {completed > 0 ? 'Rotina concluída!' : 'Rotina encerrada'}
      </Heading>
      <Text fontSize="lg" color="fg.muted">
        {completed > 0
          ? `${doneText(completed, total)} Cada uma ficou no seu histórico.`
          : 'Você pulou todas as atividades, então nada foi registrado. Volte quando puder.'}
      </Text>
    </Stack>
  )
}
