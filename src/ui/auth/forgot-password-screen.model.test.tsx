import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { EventFrom } from 'xstate'
import type { forgotPasswordMachine } from '../../machines/forgot-password.machine'
import { describePath, forgotPasswordPaths } from '../../machines/forgot-password.model'
import { renderScreen } from '../test/render'
import { ForgotPasswordScreen } from './forgot-password-screen'

type Event = EventFrom<typeof forgotPasswordMachine>
type User = ReturnType<typeof userEvent.setup>

// How a user causes each event on the screen. A new event type breaks the build until it is here.
const perform = {
  'email.change': async (user, event) => {
    const field = screen.getByLabelText(/E-mail/)
    await user.clear(field)
    if (event.type === 'email.change' && event.value) await user.type(field, event.value)
  },
  'email.submit': async (user) => user.click(screen.getByRole('button', { name: 'Enviar link de recuperação' })),
  'login.back': async (user) => {
    const back = screen.queryByRole('button', { name: 'Voltar ao login' }) ?? screen.getByRole('button', { name: 'Voltar' })
    await user.click(back)
  },
} satisfies Record<Event['type'], (user: User, event: Event) => Promise<void>>

// What she sees in each state.
const shows = {
  editing: async () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Recuperar senha' })).toBeVisible()
    const field = screen.getByLabelText(/E-mail/)
    expect(field).toHaveAttribute('type', 'email')
    expect(field).toBeRequired()
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Voltar ao login' })).toBeNull()
  },
  submitted: async () => {
    expect(
      screen.getByRole('heading', { level: 1, name: 'Enviamos um link de recuperação para seu e-mail' }),
    ).toBeVisible()
    expect(screen.getByRole('button', { name: 'Voltar ao login' })).toBeVisible()
    expect(screen.queryByLabelText(/E-mail/)).toBeNull()
  },
  leaving: async (pathname: () => string) => {
    await waitFor(() => expect(pathname()).toBe('/login'))
    expect(await screen.findByTestId('elsewhere')).toBeVisible()
  },
} satisfies Record<'editing' | 'submitted' | 'leaving', (pathname: () => string) => Promise<void>>

describe('forgot-password screen, the machine paths replayed by a user', () => {
  it.each(forgotPasswordPaths().map((path) => [describePath(path), path] as const))('%s', async (_name, path) => {
    const user = userEvent.setup()
    const { pathname } = renderScreen(ForgotPasswordScreen, { path: '/forgot-password' })
    await screen.findByRole('heading', { level: 1 })
    for (const [index, step] of path.steps.entries()) {
      if (index > 0) await perform[step.event.type as Event['type']](user, step.event as Event)
      await shows[step.state.value as keyof typeof shows](pathname)
    }
  })
})
