import { Badge, Box, Heading, List, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { badgeRecipe, listSlotRecipe } from '@chakra-ui/react/theme'
import { CircleCheck } from 'lucide-react'
import type { ReactNode, Ref } from 'react'
import { stepDurationText, type Playable } from '../../data/playable'
import { ActivityControls } from '../activity/activity-controls'
import { activityKinds } from '../activity/activity-kind'
import { StopConfirm } from '../activity/stop-confirm-part'
import { TimerDisplay } from '../activity/timer-display'
import { useActivityRunView, type ActivityActor } from '../activity/use-activity-run-view'
import { useSpokenSteps } from '../voice/use-spoken-steps'
import { KindAndMinutes } from './kind-and-minutes'
import { PlayerStep } from './player-step'
import { RecipeStepControls } from './recipe-step-controls'
import { ThumbBar } from './thumb-bar'

interface PlayerViewProps {
  actorRef: ActivityActor
  playable: Playable
  primaryRef: Ref<HTMLButtonElement>
  /** Where focus goes once 'Parar?' is answered ('Parar' is gone if she stopped). */
  returnFocusTo?: () => HTMLElement | null
  /** Instead of the card's controls (`null`: none here; a routine draws its own below). */
  controls?: ReactNode
}

/**
 * One activity as the player shows it, driven by its actor: an activity card's (the same machine
 * as the dashboard's cards) or a recipe's, whose steps her taps move on: before she starts, what she needs (a recipe's ingredients and steps, the
 * cautions); while it runs, the timer and the current step in large type; then 'Concluído'.
 */
export function PlayerView({ actorRef, playable, primaryRef, returnFocusTo, controls }: PlayerViewProps) {
  const card = useActivityRunView(actorRef, playable)
  const { idle } = card
  useSpokenSteps(card.running, card.position)
  return (
    <Stack gap="5" flex="1" colorPalette={activityKinds[playable.type].palette}>
      <KindAndMinutes playable={playable}>
        {card.completed && (
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
            {card.recipe
              ? 'Toque em Começar quando estiver com tudo à mão: cada passo segue quando você tocar em Próximo passo.'
              : 'Toque em Começar quando estiver com tudo à mão: o timer guia cada passo.'}
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
      <TimerDisplay remainingSeconds={card.remainingSeconds} totalSeconds={card.totalSeconds} completed={card.completed} />
      {card.position && (
        <PlayerStep
          position={card.position}
          held={!card.running}
          // A recipe's step lasts as long as she takes; only a waiting step has a time of its own.
          {...(card.recipe && { duration: card.recipe.stepWait ? stepDurationText(card.recipe.stepWait.seconds) : '' })}
        />
      )}
      {card.recipe && card.position && card.running && (
        <RecipeStepControls
          stepIndex={card.position.index}
          canNextStep={card.recipe.canNextStep}
          onLastStep={card.recipe.onLastStep}
          canPreviousStep={card.recipe.canPreviousStep}
          stepWait={card.recipe.stepWait}
          canStartWait={card.recipe.canStartWait}
          onNextStep={card.recipe.nextStep}
          onPreviousStep={card.recipe.previousStep}
          onStartWait={card.recipe.startWait}
        />
      )}
      {!idle && playable.ingredients && (
        // While she cooks, what goes in stays one tap away, folded under the step.
        <Box as="details" fontSize="lg">
          <Box as="summary" minH="11" display="flex" alignItems="center" cursor="pointer" fontWeight="semibold">
            Ver ingredientes
          </Box>
          <List.Root recipe={listSlotRecipe} ps="5" gap="1" pt="2">
            {playable.ingredients.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List.Root>
        </Box>
      )}
      {card.paused && <Text fontSize="lg" color="fg.muted">Em pausa. Toque em Retomar quando puder.</Text>}
      {card.interrupted && <Text fontSize="lg" color="fg.muted">Você parou aqui. Continue quando puder.</Text>}
      {card.completed && <Text fontSize="lg">Muito bem! Você concluiu esta atividade.</Text>}
      {controls !== undefined ? (
        controls
      ) : (
        <ThumbBar>
          <ActivityControls
            primary={card.primary}
            canStop={card.canStop}
            onPrimary={() => card.press(card.primary)}
            onStop={card.stop}
            primaryRef={primaryRef}
          />
        </ThumbBar>
      )}
      <VisuallyHidden aria-live="polite">{card.announcement}</VisuallyHidden>
      <StopConfirm actorRef={actorRef} finalFocusEl={() => returnFocusTo?.() ?? null} />
    </Stack>
  )
}
