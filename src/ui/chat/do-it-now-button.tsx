import { Button } from '@chakra-ui/react'
import { Play } from 'lucide-react'
import type { ChatActivity } from '../../contract/chat-api'

/** 'Fazer agora' under a reply that suggests one of the app's activities: opens the player on it. */
export function DoItNowButton({ activity, onPlay }: { activity: ChatActivity; onPlay: (activity: ChatActivity) => void }) {
  const minutes = activity.minutos === 1 ? '1 minuto' : `${activity.minutos} minutos`
  return (
    <Button
      colorPalette="brand"
      size="md"
      minH="11"
      rounded="l2"
      w={{ base: 'full', sm: 'auto' }}
      aria-label={`Fazer agora: ${activity.titulo}, ${minutes}`}
      onClick={() => onPlay(activity)}
    >
      <Play aria-hidden /> Fazer agora
    </Button>
  )
}
