import { Box, Button, Flex, HStack, Stack } from '@chakra-ui/react'
import { useActorRef, useSelector } from '@xstate/react'
import { RotateCcw } from 'lucide-react'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { ChatActivity } from '../../contract/chat-api'
import { keepChatDraft, readChatDraft } from '../../device/chat-draft'
import { keepChatHistory, readChatHistory } from '../../device/chat-history'
import { chatMachine, type ReplyLogic } from '../../machines/chat.machine'
import { lazyPart } from '../../start/lazy-part'
import { inspect } from '../dev/inspector'
import { SHORT_FOR_ITS_TEXT, shortForItsText as shortScreen } from '../layout/big-text'
import { ScreenHeader } from '../layout/screen-header'
import { useActivityPlayer } from '../player/activity-player-host'
import { useToast } from '../toaster/toaster-context'
import { ChatComposer } from './chat-composer'
import { HelpNow } from './help-now'
import { MessageList } from './message-list'
import { replyFromAssistant } from './reply-actor'
import { suggestedPlayable } from './suggested-playable'
import { SuggestionChips } from './suggestion-chips'

// Asked only when she taps 'Limpar conversa': not in the chat's first load. Kept from the first
// time it opens, so that it closes as any dialog does.
const ClearConfirm = lazyPart({
  load: () => import('./clear-confirm').then((module) => module.ClearConfirm),
  when: 'needed',
  stays: true,
  useNeeds: ({ open }: { open: boolean }) => ({ shown: open }),
})

interface ChatScreenProps {
  /** How replies are fetched; the app uses the real POST /api/chat. */
  requestReply?: ReplyLogic
}

export function ChatScreen({ requestReply = replyFromAssistant }: ChatScreenProps) {
  const toast = useToast()
  const [history] = useState(readChatHistory)
  const [keptDraft] = useState(readChatDraft)
  const machine = useMemo(
    () =>
      chatMachine.provide({
        actions: {
          persistHistory: (_, { messages }) => void keepChatHistory(messages),
          persistDraft: (_, { draft }) => keepChatDraft(draft),
          notifyFailure: () =>
            void toast.add({
              title: 'Erro',
              description: 'Não foi possível conectar com a assistente. Verifique se o servidor está rodando.',
              variant: 'destructive',
            }),
        },
        actors: { requestReply },
      }),
    [toast, requestReply],
  )
  const actor = useActorRef(machine, { input: { history, draft: keptDraft }, inspect })
  const messages = useSelector(actor, (s) => s.context.messages)
  const draft = useSelector(actor, (s) => s.context.draft)
  const waiting = useSelector(actor, (s) => s.hasTag('busy'))
  const canSend = useSelector(actor, (s) => s.can({ type: 'message.send' }))
  const input = useRef<HTMLTextAreaElement>(null)

  const setDraft = (value: string) => actor.send({ type: 'draft.change', value })
  const send = () => {
    actor.send({ type: 'message.send' })
    input.current?.focus()
  }
  const pick = useCallback(
    (message: string) => {
      actor.send({ type: 'draft.change', value: message })
      actor.send({ type: 'message.send' })
    },
    [actor],
  )
  const fresh = messages.length === 1 && !waiting
  const [asking, setAsking] = useState(false)
  const clearButton = useRef<HTMLButtonElement>(null)
  const clear = () => {
    setAsking(false)
    actor.send({ type: 'chat.clear' })
  }

  // On a screen short for its text (her text at 200 %) the title and its buttons would leave the
  // conversation a few lines and push the send button off the screen: there the conversation and
  // the composer take the screen under the header, the title one scroll above them.
  const conversation = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (matchMedia(SHORT_FOR_ITS_TEXT).matches) conversation.current?.scrollIntoView({ block: 'end' })
  }, [])

  const { play, player } = useActivityPlayer()
  const playSuggested = useCallback(
    (activity: ChatActivity) =>
      void suggestedPlayable(activity).then(
        (playable) =>
          playable
            ? play({ playable, startedFrom: 'chat' })
            : toast.add({ title: 'Atividade indisponível', description: 'Esta atividade não está nesta versão do app. Peça outra sugestão à assistente.' }),
        () => toast.add({ title: 'Sem conexão', description: 'Não foi possível abrir a atividade agora. Tente de novo quando a conexão voltar.' }),
      ),
    [play, toast],
  )

  return (
    <Flex direction="column" h="calc(100dvh - 8rem)" minH="24rem" css={{ [shortScreen]: { h: 'auto', minH: '0' } }}>
      <ScreenHeader
        compact
        title="Chat com Assistente IA"
        subtitle="Tire suas dúvidas sobre bem-estar, exercícios e alimentação"
        actions={
          // Quiet beside the title on a desktop; full 44 px tap targets on a phone, in one row so
          // the conversation keeps the height. Help comes first: the first thing after the title.
          <HStack gap="2" justify={{ base: 'space-between', sm: 'flex-end' }}>
            <HelpNow />
            <Button
              ref={clearButton}
              aria-label="Limpar conversa"
              aria-haspopup="dialog"
              variant="outline"
              size="sm"
              minH={{ base: '11', md: '9' }}
              minW={{ base: '11', md: 'auto' }}
              px={{ base: '0', md: '3' }}
              onClick={() => setAsking(true)}
            >
              <RotateCcw aria-hidden />
              <Box as="span" hideBelow="md">
                Limpar conversa
              </Box>
            </Button>
          </HStack>
        }
      />
      <ClearConfirm open={asking} withDraft={draft.trim() !== ''} onKeep={() => setAsking(false)} onClear={clear} finalFocusEl={() => clearButton.current} />
      <Stack
        ref={conversation}
        flex="1"
        minH="0"
        gap={{ base: '2', md: '3' }}
        css={{ [shortScreen]: { flex: 'none', h: 'calc(100dvh - 4rem)' } }}
      >
        <MessageList messages={messages} waiting={waiting} footer={fresh && <SuggestionChips onPick={pick} />} onPlay={playSuggested} />
        <ChatComposer
          draft={draft}
          canSend={canSend}
          waiting={waiting}
          inputRef={input}
          onDraftChange={setDraft}
          onSend={send}
        />
      </Stack>
      {player}
    </Flex>
  )
}
