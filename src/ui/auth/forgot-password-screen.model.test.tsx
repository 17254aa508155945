import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { EventFrom } from 'xstate'
import { forgotPasswordMachine } from '../../machines/forgot-password.machine'
import { transitionCoveringPaths } from '../../machines/testing/covering-paths'
import { describePath, forgotPasswordPaths } from '../../machines/testing/models/forgot-password.model'
import { renderScreen } from '../testing/render'
import { ForgotPasswordScreen } from './forgot-password-screen'

type Event = EventFrom<typeof forgotPasswordMachine>
type User = ReturnType<typeof userEvent.setup>

// Where on the screen each event is caused. A new event type breaks the build until it is here.
const controls = {
  'email.change': () => screen.queryByLabelText(/E-mail/),
  'email.submit': () => screen.queryByRole('button', { name: 'Enviar link de recuperação' }),
  'login.back': () =>
    screen.queryByRole('button', { name: 'Voltar ao login' }) ?? screen.queryByRole('button', { name: 'Voltar' }),
} satisfies Record<Event['type'], () => HTMLElement | null>

// How a user causes it with that control.
const perform = {
  'email.change': async (user, field, event) => {
    await user.clear(field)
    if (event.type === 'email.change' && event.value) await user.type(field, event.value)
  },
  'email.submit': async (user, button) => user.click(button),
  'login.back': async (user, button) => user.click(button),
} satisfies Record<Event['type'], (user: User, control: HTMLElement, event: Event) => Promise<void>>

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
  it.each(transitionCoveringPaths(forgotPasswordMachine, forgotPasswordPaths()).map((path) => [describePath(path), path] as const))('%s', async (_name, path) => {
    const user = userEvent.setup()
    const { pathname } = renderScreen(ForgotPasswordScreen, { path: '/forgot-password' })
    await screen.findByRole('heading', { level: 1 })
    for (const [index, step] of path.steps.entries()) {
      if (index > 0) {
        const type = step.event.type as Event['type']
        const control = controls[type]()
        // An event the machine takes must be offered; one it ignores may be absent (nothing to do).
        if (path.steps[index - 1]!.state.can(step.event)) expect(control, `${type} is offered`).not.toBeNull()
        if (control) await perform[type](user, control, step.event as Event)
      }
      await shows[step.state.value as keyof typeof shows](pathname)
    }
  })
})
