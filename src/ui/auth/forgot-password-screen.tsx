import { Button, Stack, Text } from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import { useMachine } from '@xstate/react'
import { ArrowLeft, MailCheck } from 'lucide-react'
import type { FormEvent } from 'react'
import { forgotPasswordMachine } from '../../machines/forgot-password.machine'
import { inspect } from '../dev/inspector'
import { AuthShell } from './auth-shell'
import { TextField } from './text-field'

export function ForgotPasswordScreen() {
  const navigate = useNavigate()
  const [state, send] = useMachine(
    forgotPasswordMachine.provide({ actions: { goToLogin: () => void navigate({ to: '/login' }) } }),
    { inspect },
  )
  const submitted = state.hasTag('submitted')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    send({ type: 'email.submit' })
  }
  const back = () => send({ type: 'login.back' })

  if (submitted) {
    return (
      <AuthShell title="Enviamos um link de recuperação para seu e-mail">
        <Stack gap="5">
          <Text color="fg.muted" display="flex" gap="3" alignItems="flex-start">
            <MailCheck aria-hidden style={{ flexShrink: 0 }} />
            Confira sua caixa de entrada (e a pasta de spam) e siga as instruções para criar uma nova senha.
          </Text>
          <Button size="xl" w="full" onClick={back}>
            Voltar ao login
          </Button>
        </Stack>
      </AuthShell>
    )
  }

  return (
    <AuthShell title="Recuperar senha" subtitle="Informe seu e-mail e enviaremos um link para você criar uma nova senha.">
      <Stack as="form" gap="5" onSubmit={submit}>
        <TextField
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={state.context.email}
          onChange={(event) => send({ type: 'email.change', value: event.target.value })}
        />
        <Button type="submit" size="xl" w="full">
          Enviar link de recuperação
        </Button>
        <Button variant="ghost" size="lg" w="full" onClick={back}>
          <ArrowLeft aria-hidden /> Voltar
        </Button>
      </Stack>
    </AuthShell>
  )
}
