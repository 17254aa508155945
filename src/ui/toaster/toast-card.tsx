import { Box, Button, Flex, IconButton, Text } from '@chakra-ui/react'
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react'
import type { Toast } from '../../machines/toaster.machine'
import { useSwipe } from './use-swipe'

interface ToastCardProps {
  toast: Toast
  onClose: () => void
  /** Its button, when the toast has one. */
  onAction: () => void
  onSwipe: (distance: number) => void
  onPause: () => void
  onResume: () => void
}

const looks = {
  default: { bg: 'bg.panel', color: 'fg', borderColor: 'border', iconColor: 'brand.fg', Icon: Info },
  destructive: { bg: 'red.solid', color: 'red.contrast', borderColor: 'red.solid', iconColor: 'red.contrast', Icon: CircleAlert },
}

/** One toast: title, description, its button if it has one, a close button; follows a horizontal swipe. */
export function ToastCard({ toast, onClose, onAction, onSwipe, onPause, onResume }: ToastCardProps) {
  const { offset, handlers } = useSwipe(onSwipe)
  const look = looks[toast.variant]
  const done = toast.done === true && toast.variant === 'default'
  return (
    <Flex
      data-variant={toast.variant}
      pointerEvents="auto"
      position="relative"
      align="flex-start"
      gap="3"
      w="full"
      ps="4"
      pe="14"
      py="3.5"
      bg={look.bg}
      color={look.color}
      borderWidth="1px"
      borderColor={look.borderColor}
      rounded="l3"
      boxShadow="lg"
      touchAction="pan-y"
      userSelect="none"
      animationName={{ base: 'slide-from-bottom, fade-in', md: 'slide-from-top, fade-in' }}
      animationDuration="moderate"
      style={{ transform: `translateX(${offset}px)`, opacity: 1 - Math.min(Math.abs(offset) / 200, 0.6) }}
      onPointerEnter={onPause}
      onPointerLeave={onResume}
      {...handlers}
    >
      <Box as={done ? CircleCheck : look.Icon} aria-hidden flexShrink="0" boxSize="5" mt="0.5" color={done ? 'calm.fg' : look.iconColor} />
      {/* Its words wrap inside the card, even a routine's name she wrote as one long word. */}
      <Box minW="0" overflowWrap="anywhere">
        <Text fontWeight="semibold">{toast.title}</Text>
        {toast.description && <Text textStyle="sm">{toast.description}</Text>}
        {toast.action && (
          <Button mt="2" size="md" minH="11" onClick={onAction}>
            {toast.action}
          </Button>
        )}
      </Box>
      <IconButton
        aria-label="Fechar notificação"
        variant="ghost"
        size="lg"
        rounded="full"
        color="inherit"
        position="absolute"
        top="1"
        insetEnd="1"
        _hover={{ bg: toast.variant === 'destructive' ? 'whiteAlpha.200' : 'bg.muted' }}
        onClick={onClose}
      >
        <X aria-hidden />
      </IconButton>
    </Flex>
  )
}
