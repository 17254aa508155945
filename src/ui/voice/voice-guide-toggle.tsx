import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react'
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

/**
 * A button with the switch role rather than Chakra's Switch: the player would then be the only
 * screen besides the profile and the login's fields to need the field context, and the bundler
 * would split it out of the login's first load into a chunk of its own (BENCHMARKS.md, Bundle).
 */
function Toggle({ guide }: { guide: ActorRefFrom<typeof voiceGuideMachine> }) {
  const { checked, disabled, speaking, status, note, turn } = useVoiceGuideView(guide)
  const noteId = useId()
  const Icon = status === 'unavailable' ? VolumeX : AudioLines
  return (
    <Stack gap="0" data-speaking={speaking || undefined}>
      <Button
        role="switch"
        aria-checked={checked}
        aria-describedby={noteId}
        disabled={disabled}
        onClick={() => turn(!checked)}
        variant="plain"
        size="md"
        minH="11"
        px="0"
        gap="3"
        justifyContent="flex-start"
        color="fg"
      >
        {/* Off, the track has the fields' edge colour: 3:1 or more on the panel in both themes. */}
        <Box
          aria-hidden
          as="span"
          display="inline-flex"
          alignItems="center"
          w="10"
          h="6"
          p="0.5"
          rounded="full"
          bg={checked ? 'brand.solid' : 'border.control'}
          justifyContent={checked ? 'flex-end' : 'flex-start'}
          transition="background 0.2s"
        >
          <Box as="span" boxSize="5" rounded="full" bg={checked ? 'brand.contrast' : 'white'} boxShadow="sm" />
        </Box>
        <HStack as="span" gap="1.5" fontWeight="semibold">
          <Icon aria-hidden size="1em" />
          Guia por voz
        </HStack>
      </Button>
      {/* Under the label: the track (w 10) and the gap (3) before it. */}
      <Text id={noteId} color="fg.muted" textStyle="xs" ps="3.25rem">
        {speaking ? 'Lendo este passo em voz alta…' : note}
      </Text>
    </Stack>
  )
}
