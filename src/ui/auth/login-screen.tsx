import { Button, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { Link, useNavigate } from '@tanstack/react-router'
import type { FormEvent } from 'react'
import { AuthShell } from './auth-shell'
import { TextField } from './text-field'

export function LoginScreen() {
  const navigate = useNavigate()
  // The browser has already checked the required fields; there is no session (docs/product.md, Accounts).
  const enter = (event: FormEvent) => {
    event.preventDefault()
    void navigate({ to: '/dashboard' })
  }
  return (
    <AuthShell title="Entrar" subtitle="Seu momento de autocuidado começa aqui.">
      <Stack as="form" gap="5" onSubmit={enter}>
        <TextField label="E-mail" name="email" type="email" autoComplete="email" required />
        <TextField label="Senha" name="password" type="password" autoComplete="current-password" required />
        <Button
          variant="plain"
          alignSelf="flex-end"
          color="brand.fg"
          px="0"
          minH="11"
          onClick={() => void navigate({ to: '/forgot-password' })}
        >
          Esqueci minha senha
        </Button>
        <Button type="submit" size="xl" w="full">
          Entrar
        </Button>
      </Stack>
      <Text textAlign="center" color="fg.muted">
        Ainda não tem conta?{' '}
        {/* In the sentence, yet a 44 px target for a thumb (the line grows to hold it). */}
        <ChakraLink asChild color="brand.fg" fontWeight="semibold" display="inline-flex" alignItems="center" minH="11" minW="11" px="1">
          <Link to="/signup">Cadastre-se</Link>
        </ChakraLink>
      </Text>
    </AuthShell>
  )
}
