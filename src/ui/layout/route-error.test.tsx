import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { AppProviders } from '../app-providers'
import { AppLayoutRoute } from '../app-shell/app-layout-route'
import { routerDefaults } from './router-defaults'

describe('a screen that throws', () => {
  it('shows a friendly message inside the layout, and "Tentar novamente" renders it again', async () => {
    let broken = true
    const Fragile = () => {
      if (broken) throw new Error('falha simulada')
      return <h1>Tela recuperada</h1>
    }
    const root = createRootRoute({ component: Outlet })
    const layout = createRoute({ getParentRoute: () => root, id: '_app', component: AppLayoutRoute })
    const fragile = createRoute({ getParentRoute: () => layout, path: '/dashboard', component: Fragile })
    const router = createRouter({
      ...routerDefaults,
      routeTree: root.addChildren([layout.addChildren([fragile])]),
      history: createMemoryHistory({ initialEntries: ['/dashboard'] }),
    })
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {}) // React logs the thrown error
    render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    )

    expect(await screen.findByRole('heading', { name: 'Algo não saiu como esperado' })).toBeVisible()
    expect(screen.getByText(/nada do que você fez foi perdido/)).toBeVisible()
    // Inside the layout: its header is there (jsdom applies no media queries, so the rail stays hidden).
    expect(screen.getByRole('button', { name: /Mostrar ou ocultar o menu/ })).toBeVisible()

    broken = false
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }))
    expect(await screen.findByRole('heading', { name: 'Tela recuperada' })).toBeVisible()
    quiet.mockRestore()
  })
})
