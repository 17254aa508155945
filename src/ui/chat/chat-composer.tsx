import { Flex, IconButton, Spinner, Textarea } from '@chakra-ui/react'
import { SendHorizontal } from 'lucide-react'
import type { FormEvent, KeyboardEvent, RefObject } from 'react'
import { MAX_MESSAGE_CHARS } from '../../contract/chat-api'

interface ChatComposerProps {
  draft: string
  canSend: boolean
  waiting: boolean
  inputRef: RefObject<HTMLTextAreaElement | null>
  onDraftChange: (value: string) => void
  onSend: () => void
}

// Chakra's own spinner, except that under reduced motion it holds still: the global 0.01 ms
// duration would otherwise turn its endless spin into a flicker.
const waitingSpinner = <Spinner size="inherit" borderWidth="0.125em" color="inherit" _motionReduce={{ animation: 'none' }} />

/** The message field and the send button. Enter sends; Shift+Enter starts a new line. */
export function ChatComposer({ draft, canSend, waiting, inputRef, onDraftChange, onSend }: ChatComposerProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSend()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // While an accent or an IME word is being composed, Enter confirms it and must not send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    onSend()
  }
  return (
    <Flex
      as="form"
      onSubmit={submit}
      gap="2"
      align="flex-end"
      // With her text at 200 % on a phone, the send button goes under the field rather than
      // squeezing it to a word a line.
      wrap="wrap"
      p="1.5"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.control"
      rounded="l3"
      boxShadow="xs"
      // The field draws no ring of its own: the whole composer shows where she is typing.
      css={{ '&:has(textarea:focus-visible)': { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' } }}
    >
      <Textarea
        ref={inputRef}
        aria-label="Mensagem para a assistente"
        placeholder="Digite sua mensagem..."
        value={draft}
        onChange={(event) => onDraftChange(event.target.value)}
        onKeyDown={onKeyDown}
        maxLength={MAX_MESSAGE_CHARS}
        enterKeyHint="send"
        rows={1}
        autoresize
        unstyled
        flex="1 1 9rem"
        minH="11"
        // A few lines, and never more than a quarter of the screen (8rem of text at 200 % is half of it).
        maxH="min(8rem, 25dvh)"
        px="min(0.75rem, 3.75vw)"
        py="2.5"
        textStyle="md"
        bg="transparent"
        outline="none"
        resize="none"
        _placeholder={{ color: 'fg.muted' }}
      />
      <IconButton
        type="submit"
        aria-label="Enviar mensagem"
        size="lg"
        rounded="full"
        flexShrink="0"
        ms="auto"
        loading={waiting}
        spinner={waitingSpinner}
        disabled={!canSend}
        // Empty, it rests as a quiet outline rather than a faded solid one: nothing to send yet,
        // not a broken button.
        variant={canSend || waiting ? 'solid' : 'outline'}
        _disabled={canSend || waiting ? undefined : { opacity: 1, color: 'fg.subtle', borderColor: 'border', cursor: 'default' }}
      >
        <SendHorizontal aria-hidden />
      </IconButton>
    </Flex>
  )
}
