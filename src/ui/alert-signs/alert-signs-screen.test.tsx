import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { alertSignParts } from '../../data/alert-signs'
import { renderScreen } from '../testing/render'
import { AlertSignsScreen } from './alert-signs-screen'

const open = async () => {
  renderScreen(AlertSignsScreen, { path: '/sinais-de-alerta' })
  await screen.findByRole('heading', { level: 1, name: 'Sinais de alerta' })
}
const region = (name: string) => screen.getByRole('region', { name })
const calls = (scope: HTMLElement) =>
  within(scope)
    .getAllByRole('link')
    .map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])

const samu = ['Ligar para o SAMU, 192', 'tel:192']
const poison = ['Ligar para o Disque-Intoxicação, 0800 722 6001', 'tel:08007226001']

describe('Sinais de alerta', () => {
  it('says first what to do, with the SAMU a tap away, and that it is not a diagnosis', async () => {
    await open()
    expect(screen.getByText(/Viu um destes sinais\? Ligue para o SAMU 192 ou vá ao pronto-socorro ou à UPA mais perto, agora\./)).toBeVisible()
    expect(calls(screen.getByRole('list', { name: 'Ligar agora' }))).toEqual([samu])
    // Above the signs and again under them.
    expect(screen.getAllByText(/não é um diagnóstico.*Na dúvida, ligue ou vá/)).toHaveLength(2)
    expect(screen.getByText(/Caderneta da Criança e na Caderneta da Gestante.*AIDPI \(OMS e UNICEF\)/)).toBeVisible()
  })

  it('shows the baby first, then her, each group under its part with its signs', async () => {
    await open()
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['No bebê', 'Em você, depois do parto'])
    for (const part of alertSignParts) {
      const section = region(part.title)
      expect(within(section).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(part.groups.map((group) => group.title))
      for (const group of part.groups) {
        const card = within(section).getByRole('region', { name: group.title })
        expect(within(card).getAllByRole('listitem').map((item) => item.textContent)).toEqual(expect.arrayContaining([...group.signs]))
      }
    }
  })

  it('gives every group its line to call and the pronto-socorro or UPA; what was swallowed also the Disque-Intoxicação', async () => {
    await open()
    for (const title of ['Está diferente do normal', 'Respiração', 'Sangramento', 'Pressão, coração e pernas']) {
      const card = region(title)
      expect(calls(within(card).getByRole('list', { name: `Onde ligar: ${title}` }))).toEqual([samu])
      expect(within(card).getByText('Ou vá ao pronto-socorro ou à UPA mais perto.')).toBeVisible()
    }
    for (const title of ['Engoliu alguma coisa', 'Picada ou mordida', 'Desmaio, convulsão, remédios e alergia'])
      expect(calls(within(region(title)).getByRole('list', { name: `Onde ligar: ${title}` }))).toEqual([samu, poison])
  })

  it('says what to do meanwhile only where it is standard: no vomiting, the package kept, on her side', async () => {
    await open()
    const swallowed = region('Engoliu alguma coisa')
    expect(within(swallowed).getByText('Enquanto isso')).toBeVisible()
    expect(within(swallowed).getByText('Não provoque vômito.')).toBeVisible()
    expect(within(swallowed).getByText('Guarde a embalagem ou o que sobrou e leve com você.')).toBeVisible()
    expect(within(region('Desmaio, convulsão, remédios e alergia')).getByText(/deite-a de lado/)).toBeVisible()
    expect(within(region('Respiração')).queryByText('Enquanto isso')).toBeNull()
  })
})
