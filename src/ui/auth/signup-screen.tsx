import { Button, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { Link, useNavigate } from '@tanstack/react-router'
import type { FormEvent } from 'react'
import { keepAccount } from '../../device/account'
import { AuthShell } from './auth-shell'
import { TextField } from './text-field'

export function SignupScreen() {
  const navigate = useNavigate()
  // Only the browser's checks (docs/product.md, Forms and validation): no password match or length rule.
  const register = (event: FormEvent) => {
    event.preventDefault()
    // Her name and e-mail fill the profile; the password is not kept.
    const form = event.currentTarget
    if (form instanceof HTMLFormElement) {
      const fields = new FormData(form)
      keepAccount({ name: String(fields.get('name') ?? ''), email: String(fields.get('email') ?? '') })
    }
    void navigate({ to: '/onboarding' })
  }
  return (
    <AuthShell title="Criar conta" subtitle="Alguns minutos por dia, só para você.">
      <Stack as="form" gap="5" onSubmit={register}>
        <TextField label="Nome" name="name" autoComplete="name" required />
        <TextField label="E-mail" name="email" type="email" autoComplete="email" required />
        <TextField label="Senha" name="password" type="password" autoComplete="new-password" required />
        <TextField
          label="Confirmar Senha"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
        />
        <Button type="submit" size="xl" w="full">
          Cadastrar
        </Button>
      </Stack>
      <Text textAlign="center" color="fg.muted">
        Já tem conta?{' '}
        {/* In the sentence, yet a 44 px target for a thumb (the line grows to hold it). */}
        <ChakraLink asChild color="brand.fg" fontWeight="semibold" display="inline-flex" alignItems="center" minH="11" minW="11" px="1">
          <Link to="/login">Entrar</Link>
        </ChakraLink>
      </Text>
    </AuthShell>
  )
}
