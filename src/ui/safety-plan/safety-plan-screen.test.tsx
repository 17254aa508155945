import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { safetyPlanStepOrder, safetyPlanSteps } from '../../data/safety-plan-steps'
import { eraseSafetyPlan, readSafetyPlan } from '../../device/safety-plan'
import { storageKeys } from '../../device/storage-keys'
import { renderScreen } from '../testing/render'
import { SafetyPlanScreen } from './safety-plan-screen'

const path = '/plano-de-seguranca'
const open = async () => {
  const view = renderScreen(SafetyPlanScreen, { path })
  await screen.findByRole('heading', { level: 1, name: 'Meu plano de segurança' })
  return view
}
const step = (title: string) => screen.getByRole('heading', { level: 2, name: title }).closest('li')!
const field = (title: string) => screen.getByRole('textbox', { name: title })
// Each person is a named group in the list of that step (a field is a group of its own, unnamed).
const people = () => within(step('Quem eu posso chamar')).getAllByRole('listitem').map((item) => within(item).getAllByRole('group')[0]!)

afterEach(() => {
  vi.restoreAllMocks()
  eraseSafetyPlan()
})

describe('Meu plano de segurança', () => {
  it('shows the seven steps in the order she reads them, each with what goes there and an example, empty on a new device', async () => {
    await open()
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(safetyPlanStepOrder.map((id) => safetyPlanSteps[id].title))
    expect(screen.getByText(/nada aqui é obrigatório/)).toBeVisible()
    expect(screen.getByText(/Tudo fica salvo neste aparelho enquanto você escreve/)).toBeVisible()
    for (const id of ['warningSigns', 'calming', 'distractions', 'saferHome', 'reasons'] as const) {
      const { title, about, example } = safetyPlanSteps[id]
      expect(field(title)).toHaveValue('')
      expect(field(title)).toHaveAccessibleDescription(`${about} ${example}`)
    }
    expect(screen.queryByText(/não conseguiu guardar/)).toBeNull()
  })

  it('keeps each step on the device as she types: leaving and coming back, it is there', async () => {
    const user = userEvent.setup()
    const view = await open()
    await user.type(field('O que me acalma'), 'Banho')
    expect(readSafetyPlan().texts.calming).toBe('Banho')
    await user.type(field('Meus motivos para seguir'), 'Pedro')
    view.unmount()
    await open()
    expect(field('O que me acalma')).toHaveValue('Banho')
    expect(field('Meus motivos para seguir')).toHaveValue('Pedro')
  })

  it('shows what another tab writes', async () => {
    await open()
    act(() => {
      localStorage.setItem(storageKeys.safetyPlan, JSON.stringify({ version: 1, parts: [{ id: 'reasons', text: 'Minha filha' }] }))
      window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.safetyPlan }))
    })
    expect(field('Meus motivos para seguir')).toHaveValue('Minha filha')
  })

  it('says so when the device refuses to keep what she writes, and her words stay on the screen', async () => {
    const user = userEvent.setup()
    await open()
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('cheio', 'QuotaExceededError')
    })
    await user.type(field('O que me acalma'), 'Música')
    expect(field('O que me acalma')).toHaveValue('Música')
    expect(screen.getByText(/não conseguiu guardar o que você escreveu/)).toHaveAttribute('role', 'alert')
    vi.restoreAllMocks()
    await user.type(field('O que me acalma'), '!')
    expect(screen.queryByText(/não conseguiu guardar/)).toBeNull()
    expect(JSON.parse(localStorage.getItem(storageKeys.safetyPlan)!).parts).toEqual([{ id: 'calming', text: 'Música!' }])
  })
})

describe('the people she can call', () => {
  it('waits with one empty row; a name and a phone make a link that dials the number', async () => {
    const user = userEvent.setup()
    await open()
    expect(people()).toHaveLength(1)
    const first = within(people()[0]!)
    expect(first.queryByRole('link')).toBeNull()
    expect(first.queryByRole('button', { name: 'Tirar da lista' })).toBeNull()
    await user.type(first.getByRole('textbox', { name: 'Nome' }), 'Ana')
    await user.type(first.getByRole('textbox', { name: 'Telefone' }), '(11) 98765-4321')
    const call = within(people()[0]!).getByRole('link', { name: 'Ligar para Ana, (11) 98765-4321' })
    expect(call).toHaveAttribute('href', 'tel:11987654321')
    expect(people()[0]).toHaveAccessibleName('Ana')
    expect(readSafetyPlan().people).toMatchObject([{ name: 'Ana', phone: '(11) 98765-4321' }])
  })

  it("'Adicionar outra pessoa' adds a row and puts her in its name; a row with nothing in it goes at once", async () => {
    const user = userEvent.setup()
    await open()
    await user.click(screen.getByRole('button', { name: 'Adicionar outra pessoa' }))
    expect(people()).toHaveLength(2)
    expect(within(people()[1]!).getByRole('textbox', { name: 'Nome' })).toHaveFocus()
    await user.click(within(people()[1]!).getByRole('button', { name: 'Tirar da lista' }))
    expect(people()).toHaveLength(1)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Adicionar outra pessoa' })).toHaveFocus())
  })

  it("asks before taking off someone she wrote down: 'Manter' keeps them, 'Tirar' takes them off", async () => {
    const user = userEvent.setup()
    localStorage.setItem(
      storageKeys.safetyPlan,
      JSON.stringify({ version: 1, parts: [{ id: 'pessoa-ana', name: 'Ana', phone: '11 98765-4321' }, { id: 'pessoa-bia', name: 'Bia', phone: '' }] }),
    )
    await open()
    await user.click(within(people()[0]!).getByRole('button', { name: 'Tirar da lista' }))
    const asked = await screen.findByRole('alertdialog', { name: 'Tirar Ana do seu plano?' }, { timeout: 10_000 })
    await user.click(within(asked).getByRole('button', { name: 'Manter' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(people().map((group) => group.getAttribute('aria-label'))).toEqual(['Ana', 'Bia'])

    await user.click(within(people()[0]!).getByRole('button', { name: 'Tirar da lista' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Tirar' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(people().map((group) => group.getAttribute('aria-label'))).toEqual(['Bia'])
    expect(readSafetyPlan().people.map((person) => person.id)).toEqual(['pessoa-bia'])
  })

  it('offers no more rows after six people', async () => {
    const six = Array.from({ length: 6 }, (_, index) => ({ id: `pessoa-${index}`, name: `Pessoa ${index}`, phone: '' }))
    localStorage.setItem(storageKeys.safetyPlan, JSON.stringify({ version: 1, parts: six }))
    await open()
    expect(people()).toHaveLength(6)
    expect(screen.queryByRole('button', { name: 'Adicionar outra pessoa' })).toBeNull()
  })
})

describe('professionals and services', () => {
  it('lists every help line to call, then her UBS and CAPS, dialled as she fills them in', async () => {
    const user = userEvent.setup()
    await open()
    const services = within(step('Profissionais e serviços'))
    const calls = services.getAllByRole('link').map((link) => link.getAttribute('href'))
    expect(calls).toEqual(expect.arrayContaining(['tel:188', 'tel:192', 'tel:180', 'tel:190']))
    const ubs = within(services.getByRole('group', { name: 'Minha UBS' }))
    await user.type(ubs.getByRole('textbox', { name: 'Telefone' }), '3456-7890')
    expect(ubs.getByRole('link', { name: 'Ligar para a UBS, 3456-7890' })).toHaveAttribute('href', 'tel:34567890')
    const caps = within(services.getByRole('group', { name: 'O CAPS' }))
    await user.type(caps.getByRole('textbox', { name: 'Nome' }), 'CAPS Centro')
    await user.type(caps.getByRole('textbox', { name: 'Telefone' }), '+55 11 3333-4444')
    expect(caps.getByRole('link', { name: 'Ligar para CAPS Centro, +55 11 3333-4444' })).toHaveAttribute('href', 'tel:+551133334444')
    expect(readSafetyPlan().services).toEqual({ ubs: { name: '', phone: '3456-7890' }, caps: { name: 'CAPS Centro', phone: '+55 11 3333-4444' } })
  })
})
