import { Button, Heading, Text, VStack } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'

/** The 404 (docs/product.md, Not found), shown inside the sidebar layout for any unknown path. */
export function NotFound() {
  return (
    <VStack gap="4" py={{ base: '10', md: '16' }} textAlign="center">
      <Text fontSize="5xl" fontFamily="heading" color="brand.fg" aria-hidden>
        404
      </Text>
      <Heading as="h1" size="2xl">
        Page Not Found
      </Heading>
      <Text color="fg.muted" maxW="md">
        Esta página não existe. Você esqueceu de adicioná-la ao roteador?
      </Text>
      <Button asChild size="lg" mt="2">
        <Link to="/dashboard">Voltar ao início</Link>
      </Button>
    </VStack>
  )
}
