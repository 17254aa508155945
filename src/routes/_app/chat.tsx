import { createFileRoute } from '@tanstack/react-router'
import { ChatScreen } from '../../ui/chat/chat-screen'

export const Route = createFileRoute('/_app/chat')({
  component: ChatScreen,
})
