import { Button, Heading, Text, VStack } from '@chakra-ui/react'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { useRouter } from '@tanstack/react-router'

/** A screen that throws shows this inside the layout instead of a blank page. */
export function RouteError({ reset }: ErrorComponentProps) {
  const router = useRouter()
  const retry = () => {
    reset()
    void router.invalidate()
  }
  return (
    <VStack role="alert" gap="4" py={{ base: '10', md: '16' }} textAlign="center">
      <Heading as="h1" size="2xl">
        Algo não saiu como esperado
      </Heading>
      <Text color="fg.muted" maxW="md">
        Não se preocupe, nada do que você fez foi perdido. Tente de novo em um instante.
      </Text>
      <Button size="lg" onClick={retry}>
        Tentar novamente
      </Button>
    </VStack>
  )
}
