import { Box, Flex, Stack, VisuallyHidden } from '@chakra-ui/react'
import { memo, useEffect, useRef, type ReactNode } from 'react'
import type { ChatActivity } from '../../contract/chat-api'
import type { ChatMessage } from '../../contract/chat-message'
import { Bubble, MessageBubble } from './message-bubble'

const NEWEST_MARGIN_PX = 12

interface MessageListProps {
  messages: readonly ChatMessage[]
  waiting: boolean
  /** Shown under the messages (the suggestions for a first message). */
  footer?: ReactNode
  /** 'Fazer agora' under a reply: the activity it suggests. */
  onPlay: (activity: ChatActivity) => void
}

/** The assistant's three soft dots while she writes. */
function TypingBubble() {
  return (
    <Bubble sender="ai">
      <VisuallyHidden>A assistente está escrevendo…</VisuallyHidden>
      <Flex aria-hidden gap="1.5" py="1.5">
        {[0, 1, 2].map((dot) => (
          <Box
            key={dot}
            boxSize="2"
            rounded="full"
            bg="fg.muted"
            animation="pulse 1.2s ease-in-out infinite"
            // Reduced motion shortens animations to 0.01 ms: an endless one would flicker, so none.
            _motionReduce={{ animation: 'none' }}
            style={{ animationDelay: `${dot * 0.2}s` }}
          />
        ))}
      </Flex>
    </Bubble>
  )
}

/**
 * The conversation, newest at the bottom and kept in view; announced politely as it grows.
 * Memoized: typing in the field must not re-render a hundred bubbles per keystroke.
 */
export const MessageList = memo(function MessageList({ messages, waiting, footer, onPlay }: MessageListProps) {
  const scroller = useRef<HTMLDivElement>(null)

  // To the newest message; one taller than the view is shown from its start, so she reads it
  // from the top instead of landing on its last line, unless that would leave its first help line
  // (a crisis reply's 'Ligar para o CVV') below the fold: that one is always in view.
  useEffect(() => {
    const element = scroller.current
    if (!element) return
    const end = element.scrollHeight - element.clientHeight
    const newest = element.querySelector<HTMLElement>('ol > li:last-child')
    const firstLine = newest?.querySelector('ul li')
    const firstLineEnd = firstLine ? firstLine.getBoundingClientRect().bottom - element.getBoundingClientRect().top + element.scrollTop : 0
    element.scrollTop =
      newest && newest.offsetHeight > element.clientHeight
        ? Math.min(end, Math.max(newest.offsetTop - NEWEST_MARGIN_PX, firstLineEnd + NEWEST_MARGIN_PX - element.clientHeight))
        : end
  }, [messages.length, waiting])

  return (
    <Box
      ref={scroller}
      role="log"
      aria-live="polite"
      aria-label="Conversa com a assistente"
      tabIndex={0}
      position="relative"
      flex="1"
      minH="0"
      overflowY="auto"
      overscrollBehavior="contain"
      scrollBehavior="smooth"
      px={{ base: '2', md: '5' }}
      py={{ base: '3', md: '4' }}
      bg="bg.subtle"
      borderWidth="1px"
      rounded="l3"
      outline="none"
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      <Stack as="ol" gap="4" m="0" p="0">
        {messages.map((message) => (
          <MessageBubble key={message.id} message={message} onPlay={onPlay} />
        ))}
        {waiting && <TypingBubble />}
      </Stack>
      {footer}
    </Box>
  )
})
