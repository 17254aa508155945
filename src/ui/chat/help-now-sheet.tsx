import { Box, CloseButton, Flex, Heading, Stack, Text } from '@chakra-ui/react'
import { useEffect, useId, useRef } from 'react'
import { helpIntro } from '../../data/help-lines'
import { HELP_NOW, HelpNowContent, type HelpNowViewProps } from './help-now-content'
import { PHONE_GUTTER } from '../layout/big-text'

/**
 * The same lines as the dialog, in a plain sheet over the screen that needs no code of its own:
 * shown when the dialog's code has not arrived (still on its way, or the connection went first).
 */
export function HelpNowSheet({ open, onClose, finalFocusEl }: HelpNowViewProps) {
  const titleId = useId()
  const title = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (open) title.current?.focus()
  }, [open])
  if (!open) return null
  const close = () => {
    onClose()
    finalFocusEl()?.focus()
  }
  return (
    <Box
      role="dialog"
      aria-labelledby={titleId}
      position="fixed"
      inset="0"
      zIndex="modal"
      bg="bg.panel"
      overflowY="auto"
      onKeyDown={(event) => event.key === 'Escape' && close()}
    >
      <Stack maxW="lg" mx="auto" px={PHONE_GUTTER} py="6" gap="4">
        <Flex justify="space-between" align="flex-start" gap="3">
          <Heading ref={title} id={titleId} tabIndex={-1} as="h2" fontSize="2xl" lineHeight="short" outline="none">
            {HELP_NOW}
          </Heading>
          <CloseButton size="lg" aria-label="Fechar" onClick={close} />
        </Flex>
        <Text color="fg.muted">{helpIntro}</Text>
        <HelpNowContent />
      </Stack>
    </Box>
  )
}
