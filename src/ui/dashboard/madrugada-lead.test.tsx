import { render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AppProviders } from '../app-providers'
import { dashboardFirstLoads, MadrugadaCard } from './dashboard-first'
import { MadrugadaLead } from './madrugada-lead'

// Her clock: São Paulo, whatever the machine running the tests says. Only Date is fake.
beforeEach(() => vi.stubEnv('TZ', 'America/Sao_Paulo'))
afterEach(() => {
  vi.unstubAllEnvs()
  vi.useRealTimers()
  vi.restoreAllMocks()
  document.documentElement.removeAttribute('data-madrugada')
})
const setDate = (date: Date) => vi.useFakeTimers({ now: date, toFake: ['Date'] })
// What the page's first script (src/start/mark-her-moment.ts) marks on the page in the madrugada.
const markMadrugada = () => document.documentElement.setAttribute('data-madrugada', '')

const lead = () => (
  <AppProviders>
    <MadrugadaLead />
  </AppProviders>
)
const card = () => screen.queryByRole('region', { name: 'Um minutinho para você, com o bebê no colo' })

// In this order: the card's chunk, once loaded, stays loaded for the page's life.
describe('the madrugada card before the dashboard’s first render', () => {
  it('at 15:00, the page not marked, the route loads nothing, and the dashboard has no card', async () => {
    setDate(new Date('2026-01-06T15:00:00-03:00'))
    const load = vi.spyOn(MadrugadaCard, 'load')
    await dashboardFirstLoads['ui/dashboard/madrugada-card.tsx']()
    expect(load).not.toHaveBeenCalled()
    render(lead())
    expect(card()).toBeNull()
  })

  it('at 23:00, the page marked, the route loads it, and the first commit draws it, with no wait in between', async () => {
    setDate(new Date('2026-01-06T23:00:00-03:00'))
    markMadrugada()
    await dashboardFirstLoads['ui/dashboard/madrugada-card.tsx']()
    render(lead())
    expect(card()).toBeVisible()
  })

  it('in the prerendered page, it is marked for index.html’s style to show only in the madrugada', () => {
    const page = document.createElement('div')
    page.innerHTML = renderToString(lead())
    expect(page.querySelector('[data-madrugada-card] section[aria-labelledby="madrugada"]')).not.toBeNull()
  })
})
