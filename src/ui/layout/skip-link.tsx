import { chakra } from '@chakra-ui/react'

export const MAIN_CONTENT_ID = 'conteudo'

/** First tab stop: jumps past the menu straight to the screen's content. */
export function SkipLink() {
  return (
    <chakra.a
      href={`#${MAIN_CONTENT_ID}`}
      position="fixed"
      top="2"
      left="2"
      zIndex="skipNav"
      px="4"
      py="3"
      rounded="l2"
      bg="brand.solid"
      color="brand.contrast"
      fontWeight="semibold"
      transform="translateY(-200%)"
      focusVisibleRing="outside"
      _focusVisible={{ transform: 'translateY(0)' }}
    >
      Pular para o conteúdo
    </chakra.a>
  )
}
