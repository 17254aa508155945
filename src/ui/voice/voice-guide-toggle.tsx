import { HStack, Stack, Switch, Text } from '@chakra-ui/react'
import { switchSlotRecipe } from '@chakra-ui/react/theme'
import { AudioLines, VolumeX } from 'lucide-react'
import { useId } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { voiceGuideMachine } from '../../machines/voice-guide.machine'
import { useVoiceGuideView } from './use-voice-guide-view'
import { useVoiceGuideRef } from './voice-guide-context'

/** 'Guia por voz' in the player: the same choice as in the profile, turned where she needs it. */
export function VoiceGuideToggle() {
  const guide = useVoiceGuideRef()
  return guide ? <Toggle guide={guide} /> : null
}

function Toggle({ guide }: { guide: ActorRefFrom<typeof voiceGuideMachine> }) {
  const { checked, disabled, speaking, status, note, turn } = useVoiceGuideView(guide)
  const noteId = useId()
  const Icon = status === 'unavailable' ? VolumeX : AudioLines
  return (
    <Switch.Root
      recipe={switchSlotRecipe}
      size="md"
      minH="11"
      gap="3"
      cursor={disabled ? 'not-allowed' : 'pointer'}
      checked={checked}
      disabled={disabled}
      onCheckedChange={(details) => turn(details.checked)}
      data-speaking={speaking || undefined}
    >
      <Switch.HiddenInput role="switch" aria-describedby={noteId} />
      <Switch.Control css={{ '&[data-state=unchecked]': { bg: 'border.control' } }}>
        <Switch.Thumb />
      </Switch.Control>
      <Stack gap="0">
        <HStack gap="1.5">
          <Icon aria-hidden size="1em" />
          <Switch.Label fontWeight="semibold">Guia por voz</Switch.Label>
        </HStack>
        <Text id={noteId} color="fg.muted" textStyle="xs">
          {speaking ? 'Lendo este passo em voz alta…' : note}
        </Text>
      </Stack>
    </Switch.Root>
  )
}
