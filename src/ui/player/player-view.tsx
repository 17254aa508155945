import { Badge, Box, Heading, List, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { badgeRecipe, listSlotRecipe } from '@chakra-ui/react/theme'
import { useSelector } from '@xstate/react'
import { CircleCheck } from 'lucide-react'
import { useMemo, useState, type ReactNode, type Ref } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { Playable } from '../../data/playable'
import { selectRemainingSeconds, selectTutorial, type activityCardMachine } from '../../machines/activity-card.machine'
import { ActivityControls } from '../activity/activity-controls'
import { activityKinds } from '../activity/activity-kind'
import { cardAnnouncement } from '../activity/card-announcement'
import { primaryControl, primaryEvent } from '../activity/card-control'
import { StopConfirmWhenNeeded } from '../activity/stop-confirm-when-needed'
import { TimerDisplay } from '../activity/timer-display'
import { useTutorialSteps } from '../activity/use-tutorial-steps'
import { KindAndMinutes } from './kind-and-minutes'
import { PlayerStep } from './player-step'

type CardActor = ActorRefFrom<typeof activityCardMachine>
interface PlayerViewProps {
  actorRef: CardActor
  playable: Playable
  primaryRef: Ref<HTMLButtonElement>
  /** Where focus goes once 'Parar?' is answered ('Parar' is gone if she stopped). */
  returnFocusTo?: () => HTMLElement | null
  /** Instead of the card's controls (`null`: none here; a routine draws its own below). */
  controls?: ReactNode
}

/**
 * One activity as the player shows it, driven by an activity-card actor (the same machine as the
 * dashboard's cards): before she starts, what she needs (a recipe's ingredients and steps, the
 * cautions); while it runs, the timer and the current step in large type; then 'Concluído'.
 */
export function PlayerView({ actorRef, playable, primaryRef, returnFocusTo, controls }: PlayerViewProps) {
  const [dayOfWeek] = useState(() => new Date().getDay())
  const primary = useSelector(actorRef, primaryControl)
  const canStop = useSelector(actorRef, (s) => s.can({ type: 'card.stop' }))
  const idle = useSelector(actorRef, (s) => s.can({ type: 'card.start' }))
  const paused = useSelector(actorRef, (s) => s.matches('paused'))
  const interrupted = useSelector(actorRef, (s) => s.hasTag('interrupted'))
  const running = useSelector(actorRef, (s) => s.matches('running'))
  const underWay = useSelector(actorRef, (s) => s.hasTag('active'))
  const completed = useSelector(actorRef, (s) => s.hasTag('completed'))
  const remaining = useSelector(actorRef, selectRemainingSeconds)
  const totalSeconds = useSelector(actorRef, (s) => s.context.totalSeconds)
  const typeSteps = useTutorialSteps(playable.type, dayOfWeek, underWay)
  const steps = playable.steps ?? typeSteps
  const position = useSelector(
    actorRef,
    useMemo(() => selectTutorial(steps), [steps]),
    (a, b) => a?.current === b?.current,
  )
  return (
    <Stack gap="5" colorPalette={activityKinds[playable.type].palette}>
      <KindAndMinutes playable={playable}>
        {completed && (
          <Badge recipe={badgeRecipe} variant="solid" size="lg" colorPalette="calm">
            <CircleCheck aria-hidden size={16} /> Concluído
          </Badge>
        )}
      </KindAndMinutes>
      {idle && <Text fontSize="lg" color="fg.muted">{playable.description}</Text>}
      {idle && playable.ingredients && (
        <Box as="section" aria-labelledby="player-ingredients">
          <Heading as="h3" id="player-ingredients" size="lg" mb="2">
            Ingredientes
          </Heading>
          <List.Root recipe={listSlotRecipe} ps="5" gap="1" fontSize="lg">
            {playable.ingredients.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List.Root>
        </Box>
      )}
      {idle && playable.ingredients && playable.steps && (
        <Box as="section" aria-labelledby="player-method">
          <Heading as="h3" id="player-method" size="lg" mb="2">
            Modo de preparo
          </Heading>
          <List.Root as="ol" recipe={listSlotRecipe} ps="5" gap="1" fontSize="lg">
            {playable.steps.map((step) => (
              <List.Item key={step.time}>{step.instruction}</List.Item>
            ))}
          </List.Root>
          <Text mt="3" color="fg.muted">
            Toque em Começar quando estiver com tudo à mão: o timer guia cada passo.
          </Text>
        </Box>
      )}
      {idle && playable.cautions && (
        <Box as="section" aria-label="Cuidados" borderStartWidth="3px" borderColor="colorPalette.solid" ps="3">
          {playable.cautions.map((caution) => (
            <Text key={caution} color="fg.muted">
              {caution}
            </Text>
          ))}
        </Box>
      )}
      <TimerDisplay remainingSeconds={remaining} totalSeconds={totalSeconds} />
      {position && <PlayerStep position={position} held={!running} />}
      {paused && <Text fontSize="lg" color="fg.muted">Em pausa. Toque em Retomar quando puder.</Text>}
      {interrupted && <Text fontSize="lg" color="fg.muted">Você parou aqui. Continue quando puder.</Text>}
      {completed && <Text fontSize="lg">Muito bem! Você concluiu esta atividade.</Text>}
      {controls !== undefined ? (
        controls
      ) : (
        <ActivityControls
          primary={primary}
          canStop={canStop}
          onPrimary={() => actorRef.send({ type: primaryEvent[primary] })}
          onStop={() => actorRef.send({ type: 'card.stop' })}
          primaryRef={primaryRef}
        />
      )}
      <VisuallyHidden aria-live="polite">
        {cardAnnouncement({ running, paused: paused || interrupted, completed, position, totalSeconds })}
      </VisuallyHidden>
      <StopConfirmWhenNeeded actorRef={actorRef} finalFocusEl={() => returnFocusTo?.() ?? null} />
    </Stack>
  )
}
