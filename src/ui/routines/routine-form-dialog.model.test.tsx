import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'
import { fromPromise } from 'xstate'
import { libraryEntry, routineMinutes, type OwnRoutine } from '../../data/own-routine'
import { deleteOwnRoutine, keepOwnRoutine, ownRoutines } from '../../device/own-routines'
import { routineFormMachine, routineProblems, type RoutineFormInput } from '../../machines/routine-form.machine'
import { transitionCoveringPaths } from '../../machines/testing/covering-paths'
import { replayCoverage, uncovered, type Coverage } from '../../machines/testing/graph-coverage'
import {
  describeRoutineFormPath,
  expectedDraft,
  offeredPaths,
  routineFormInputs,
  routineFormPaths,
  serializeRoutineFormState,
  storedRoutine,
  type RoutineFormModelEvent,
  type RoutineFormPath,
} from '../../machines/testing/models/routine-form.model'
import { renderScreen } from '../testing/render'
import { RoutineFormDialog } from './routine-form-dialog'
import { failureMessages, problemMessages } from './routine-form-messages'

type User = ReturnType<typeof userEvent.setup>
type StateName =
  | 'editing'
  | 'invalid'
  | 'saving'
  | 'saved'
  | 'confirmingDelete'
  | 'deleting'
  | 'deleted'
  | 'confirmingDiscard'
  | 'closed'

/** The storage's answers, given by the test: the app's own store does the work when it succeeds. */
function pendingStorage() {
  const waiting: { resolve: () => void; reject: () => void }[] = []
  const wait = <T,>(work: (input: T) => void) =>
    fromPromise<boolean, T>(
      ({ input }) =>
        new Promise<boolean>((resolve, reject) =>
          void waiting.push({
            resolve: () => {
              work(input)
              resolve(true)
            },
            reject: () => reject(new Error('refused')),
          }),
        ),
    )
  return {
    keep: wait<OwnRoutine>((routine) => void keepOwnRoutine(routine)),
    erase: wait<{ id: string }>(({ id }) => void deleteOwnRoutine(id)),
    latest: () => waiting.at(-1)!,
  }
}

const title = (id: string) => libraryEntry(id)!.title
const buttonByText = (text: string, root: ParentNode = document) =>
  Array.from(root.querySelectorAll('button')).find((button) => button.textContent?.trim() === text)!
const chosenList = () => document.querySelector('ol[aria-labelledby]')
const chosenIds = () => Array.from(chosenList()?.querySelectorAll('li[data-activity]') ?? [], (li) => li.getAttribute('data-activity'))
const titleField = () => screen.getByLabelText(/Nome da rotina/)
const descriptionField = () => screen.getByLabelText(/Descrição/)
// Found while its presence still settles (jsdom may keep it from the accessibility tree for a
// moment); what she sees is asserted with toBeVisible.
const confirmation = () => screen.queryByRole('alertdialog', { hidden: true })

// How she (or the storage) causes each event. A new event type breaks the build until it is here.
const perform = {
  'title.change': async (user, event) => {
    await user.clear(titleField())
    if (event.type === 'title.change') await user.type(titleField(), event.value)
  },
  'description.change': async (user, event) => {
    await user.clear(descriptionField())
    if (event.type === 'description.change') await user.type(descriptionField(), event.value)
  },
  'activity.add': async (user, event) => {
    if (event.type === 'activity.add') await user.click(buttonByText(`Adicionar ${title(event.id)}`))
  },
  'activity.remove': async (user, event, ids) => {
    if (event.type === 'activity.remove') await user.click(screen.getByLabelText(`Tirar ${title(ids[event.index]!)} da rotina`))
  },
  'activity.move': async (user, event, ids) => {
    if (event.type !== 'activity.move') return
    const label = event.to < event.from ? 'Subir' : 'Descer'
    for (let i = event.from; i !== event.to; i += event.to < event.from ? -1 : 1)
      await user.click(screen.getByLabelText(`${label} ${title(ids[event.from]!)}`))
  },
  'routine.save': async (user) => user.click(buttonByText('Salvar rotina')),
  // The question opens, and closes, with the dialog's presence: slower on a busy machine.
  'delete.ask': async (user) => {
    await user.click(buttonByText('Apagar rotina'))
    await waitFor(() => expect(within(confirmation()!).getByText('Apagar esta rotina?')).toBeVisible(), { timeout: 10_000 })
  },
  'delete.cancel': async (user) => {
    await user.click(within(confirmation()!).getByText('Manter rotina'))
    await waitFor(() => expect(confirmation()).toBeNull(), { timeout: 10_000 })
  },
  'delete.confirm': async (user) => user.click(buttonByText('Apagar rotina', confirmation()!)),
  // Cancelar; the question, when she changed something, opens with the dialog's presence.
  'form.close': async (user, _event, _ids, _storage, next) => {
    await user.click(buttonByText('Cancelar'))
    if (next === 'confirmingDiscard')
      await waitFor(() => expect(within(confirmation()!).getByText('Continuar editando')).toBeVisible(), { timeout: 10_000 })
  },
  'discard.cancel': async (user) => {
    await user.click(within(confirmation()!).getByText('Continuar editando'))
    await waitFor(() => expect(confirmation()).toBeNull(), { timeout: 10_000 })
  },
  'discard.confirm': async (user) => user.click(within(confirmation()!).getByText('Descartar')),
  'xstate.done.actor.keepRoutine': async (_user, _event, _ids, storage) => act(async () => storage.latest().resolve()),
  'xstate.error.actor.keepRoutine': async (_user, _event, _ids, storage) => act(async () => storage.latest().reject()),
  'xstate.done.actor.eraseRoutine': async (_user, _event, _ids, storage) => act(async () => storage.latest().resolve()),
  'xstate.error.actor.eraseRoutine': async (_user, _event, _ids, storage) => {
    await act(async () => storage.latest().reject())
    await waitFor(() => expect(confirmation()).toBeNull(), { timeout: 10_000 })
  },
} satisfies Record<
  RoutineFormModelEvent['type'],
  (
    user: User,
    event: RoutineFormModelEvent,
    ids: readonly string[],
    storage: ReturnType<typeof pendingStorage>,
    next: StateName,
  ) => Promise<unknown>
>

interface Seen {
  input: RoutineFormInput
  draft: ReturnType<typeof expectedDraft>
  failure: 'save' | 'delete' | null
  /** The event that led here. */
  event: RoutineFormModelEvent | null
}

function expectForm({ input, draft, failure }: Seen, { saving = false } = {}) {
  expect(screen.getByRole('heading', { level: 2, name: input.routine ? 'Editar rotina' : 'Nova Rotina' })).toBeVisible()
  expect(titleField()).toHaveValue(draft.title)
  expect(descriptionField()).toHaveValue(draft.description)
  expect(chosenIds()).toEqual(draft.activityIds)
  const count = draft.activityIds.length
  const summary = count === 0 ? 'Nenhuma ainda' : `${count === 1 ? '1 atividade' : `${count} atividades`} · ${routineMinutes(draft.activityIds)} minutos no total`
  expect(screen.getByText(summary)).toBeVisible()
  for (const id of draft.activityIds) expect(buttonByText(`Adicionar ${title(id)}`)).toBeUndefined()
  if (failure) expect(screen.getByText(failureMessages[failure])).toBeVisible()
  else for (const message of Object.values(failureMessages)) expect(screen.queryByText(message)).toBeNull()
  // Deleting is offered for a routine already kept, and not while it is being saved.
  expect(buttonByText('Apagar rotina') !== undefined).toBe(input.routine !== null && !saving)
}

const storedNow = () => ownRoutines()
const untouched = (input: RoutineFormInput) => (input.routine ? [input.routine] : [])

// What she sees in each state.
const shows = {
  editing: (seen) => {
    expectForm(seen)
    for (const message of Object.values(problemMessages)) expect(screen.queryByText(message)).toBeNull()
    expect(confirmation()).toBeNull()
  },
  invalid: (seen) => {
    expectForm(seen)
    const problems = routineProblems(seen.draft)
    // Each message once beside what it names and once in the footer's summary, as long as it holds.
    for (const [problem, message] of Object.entries(problemMessages))
      expect(screen.queryAllByText((_, node) => node?.textContent?.includes(message) === true && node.children.length === 0)).toHaveLength(
        problems.includes(problem as keyof typeof problemMessages) ? 2 : 0,
      )
    if (seen.event?.type === 'routine.save') {
      // Focus goes to the first thing to fix.
      const first = problems[0]
      expect(document.activeElement).toBe(first === 'title' ? titleField() : screen.getByLabelText('Buscar pelo nome'))
    }
  },
  saving: (seen) => {
    expectForm(seen, { saving: true })
    expect(buttonByText('Salvar rotina')).toBeDisabled()
    expect(storedNow()).toEqual(untouched(seen.input))
  },
  saved: ({ input, draft }) => {
    expect(screen.getByText('fechado')).toBeVisible()
    const routine = { id: input.routine?.id ?? storedNow().at(-1)!.id, title: draft.title.trim(), description: draft.description.trim(), activityIds: draft.activityIds }
    expect(storedNow()).toEqual([routine])
    expect(within(screen.getByRole('status')).getByText('Rotina salva')).toBeVisible()
  },
  confirmingDelete: (seen) => {
    expect(within(confirmation()!).getByText('Apagar esta rotina?')).toBeVisible()
    expect(within(confirmation()!).getByText(new RegExp(`“${seen.draft.title.trim() || storedRoutine.title}” sai do seu plano`))).toBeVisible()
    expect(storedNow()).toEqual([storedRoutine])
  },
  deleting: () => {
    expect(buttonByText('Apagar rotina', confirmation()!)).toBeDisabled()
    expect(storedNow()).toEqual([storedRoutine])
  },
  deleted: () => {
    expect(screen.getByText('fechado')).toBeVisible()
    expect(storedNow()).toEqual([])
    expect(within(screen.getByRole('status')).getByText('Rotina apagada')).toBeVisible()
  },
  confirmingDiscard: ({ input }) => {
    const question = confirmation()!
    expect(within(question).getByText(input.routine ? 'Descartar alterações?' : 'Descartar esta rotina?')).toBeVisible()
    // Nothing is kept or thrown away while she decides (focus on 'Continuar editando': own-routines.e2e).
    expect(buttonByText('Continuar editando', question)).toBeVisible()
    expect(storedNow()).toEqual(untouched(input))
  },
  closed: ({ input }) => {
    expect(screen.getByText('fechado')).toBeVisible()
    expect(storedNow()).toEqual(untouched(input))
  },
} satisfies Record<StateName, (seen: Seen) => void>

function Harness({ input, storage }: { input: RoutineFormInput; storage: ReturnType<typeof pendingStorage> }) {
  const [open, setOpen] = useState(true)
  return open ? (
    <RoutineFormDialog routine={input.routine} onClose={() => setOpen(false)} keepRoutine={storage.keep} eraseRoutine={storage.erase} />
  ) : (
    <p>fechado</p>
  )
}

// Every path of a new routine; of a kept one, those that save, delete or reorder it (a new one has
// no two activities to reorder before its first step; editing and closing it is the same form;
// the first step, xstate.init, does not count): each path is a user at a rendered form, and the two together still take every transition.
const coveringAll = (paths: RoutineFormPath[]) => transitionCoveringPaths(routineFormMachine, paths, serializeRoutineFormState)
const replayed = {
  nova: coveringAll(offeredPaths(routineFormPaths(routineFormInputs.nova))),
  guardada: coveringAll(
    offeredPaths(routineFormPaths(routineFormInputs.guardada)).filter((path) =>
      path.steps.slice(1).some((step) => /^(delete\.|xstate\.|activity\.move)/.test(step.event.type)),
    ),
  ),
}

describe.each(Object.entries(routineFormInputs))('routine form (%s), the machine paths replayed by a user', (kind, input) => {
  const paths = replayed[kind as keyof typeof replayed]
  beforeEach(() => {
    if (input.routine) keepOwnRoutine(input.routine)
  })

  it.each(paths.map((path) => [describeRoutineFormPath(path), path] as const))('%s', async (_name, path) => {
    const user = userEvent.setup({ delay: null })
    const storage = pendingStorage()
    renderScreen(() => <Harness input={input} storage={storage} />, { path: '/meu-plano' })
    await screen.findByLabelText(/Nome da rotina/)
    const events: RoutineFormModelEvent[] = []
    let failure: Seen['failure'] = null
    for (const [index, step] of path.steps.entries()) {
      const event = index > 0 ? (step.event as RoutineFormModelEvent) : null
      if (event) {
        await perform[event.type](user, event, expectedDraft(input, events).activityIds, storage, step.state.value as StateName)
        const before = path.steps[index - 1]!.state
        if (before.can(step.event)) events.push(event)
        if (event.type === 'xstate.error.actor.keepRoutine') failure = 'save'
        else if (event.type === 'xstate.error.actor.eraseRoutine') failure = 'delete'
        else if (before.can(step.event) && /^(title|description|activity)\./.test(event.type)) failure = null
        else if (step.state.hasTag('busy')) failure = null
      }
      shows[step.state.value as StateName]({ input, draft: expectedDraft(input, events), failure, event })
    }
  })

})

it('the replayed paths reach every state and take every transition', () => {
  const coverage: Coverage = { states: new Set(), transitions: new Set() }
  for (const [kind, input] of Object.entries(routineFormInputs))
    replayCoverage(routineFormMachine, replayed[kind as keyof typeof replayed], input, coverage)
  expect(uncovered(routineFormMachine, coverage)).toEqual({ states: [], transitions: [] })
})
