import { Box, chakra, Flex, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { Sparkles } from 'lucide-react'
import type { ReactNode } from 'react'
import type { ChatActivity } from '../../contract/chat-api'
import type { ChatMessage } from '../../contract/chat-message'
import { HelpLineLinks } from '../help/help-line-links'
import { DoItNowButton } from './do-it-now-button'
import { formatTime } from './message-time'

/** The assistant's small round mark beside her messages. */
export function AssistantMark() {
  return (
    // Not on a phone: her replies need the width more than the mark does.
    <Flex aria-hidden hideBelow="sm" flexShrink="0" boxSize="8" rounded="full" align="center" justify="center" bg="calm.muted" color="calm.fg">
      <Sparkles size={16} />
    </Flex>
  )
}

interface BubbleProps {
  sender: ChatMessage['sender']
  children: ReactNode
  footer?: ReactNode
}

/** A chat bubble: the assistant's on the left with her mark, hers on the right in clay. */
export function Bubble({ sender, children, footer }: BubbleProps) {
  const mine = sender === 'user'
  return (
    <Flex as="li" gap="2.5" align="flex-start" justify={mine ? 'flex-end' : 'flex-start'} listStyleType="none">
      {!mine && <AssistantMark />}
      <Stack gap="1" maxW={mine ? { base: '85%', md: '75%' } : { base: '100%', sm: '85%', md: '75%' }} align={mine ? 'flex-end' : 'flex-start'}>
        <Box
          px={{ base: '3.5', md: '4' }}
          py="2.5"
          rounded="l3"
          borderBottomRightRadius={mine ? 'l1' : undefined}
          borderBottomLeftRadius={mine ? undefined : 'l1'}
          bg={mine ? 'brand.solid' : 'bg.panel'}
          color={mine ? 'brand.contrast' : 'fg'}
          borderWidth={mine ? '0' : '1px'}
          boxShadow="xs"
        >
          {children}
        </Box>
        {footer}
      </Stack>
    </Flex>
  )
}

/**
 * One message, always as plain text (never HTML), with its time ('respondido sem internet' beside
 * it when the assistant in the browser wrote it), and under a reply its help lines and 'Fazer
 * agora' for the activity it suggests.
 */
export function MessageBubble({ message, onPlay }: { message: ChatMessage; onPlay: (activity: ChatActivity) => void }) {
  const time = formatTime(message.timestamp)
  return (
    <Bubble
      sender={message.sender}
      footer={
        <>
          <Text textStyle="xs" color="fg.muted" px="1">
            <chakra.time dateTime={new Date(message.timestamp).toISOString()}>{time}</chakra.time>
            {message.semInternet && ' · respondido sem internet'}
          </Text>
          {message.ajuda && <HelpLineLinks lines={message.ajuda} label="Ajuda agora" />}
          {message.atividade && <DoItNowButton activity={message.atividade} onPlay={onPlay} />}
        </>
      }
    >
      <VisuallyHidden>{message.sender === 'ai' ? 'Assistente disse:' : 'Você disse:'}</VisuallyHidden>
      <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
        {message.text}
      </Text>
    </Bubble>
  )
}
