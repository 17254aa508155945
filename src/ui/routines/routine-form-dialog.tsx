import { Box, chakra, CloseButton, Dialog, Heading, HStack, Portal, Stack, Text } from '@chakra-ui/react'
import { roomyDialogRecipe } from '../layout/dialog-recipe'
import { useBlocker } from '@tanstack/react-router'
import { useActorRef } from '@xstate/react'
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { fromPromise } from 'xstate'
import { ownRoutineLimits, routineEntries, type OwnRoutine } from '../../data/own-routine'
import { deleteOwnRoutine, keepOwnRoutine, newOwnRoutineId } from '../../device/own-routines'
import { routineFormMachine, routineProblems, selectHasChanges } from '../../machines/routine-form.machine'
import { inspect } from '../dev/inspector'
import { closeButtonOwnRowWhenNarrow, headingSize, narrowForItsText, PHONE_GUTTER, shortForItsText } from '../layout/big-text'
import { DiscardConfirm } from '../layout/discard-confirm'
import { useHistoryLevels } from '../layout/use-history-levels'
import { useToast } from '../toaster/toaster-context'
import { ActivityPicker } from './activity-picker'
import { ChosenActivities } from './chosen-activities'
import { DeleteRoutineConfirm } from './delete-routine-confirm'
import { RoutineDetailsFields } from './routine-details-fields'
import { RoutineFormActions } from './routine-form-actions'
import { problemMessages } from './routine-form-messages'
import { useRoutineFormView } from './use-routine-form-view'

interface RoutineFormDialogProps {
  /** The routine she is changing; null for 'Nova Rotina'. */
  routine: OwnRoutine | null
  /** `deleted`: her routine is gone, and with it the button that opened the form. */
  onClose: (outcome: { deleted: boolean }) => void
  /** Tests answer the storage themselves; the app keeps and deletes on this device. */
  keepRoutine?: typeof keepOnDevice
  eraseRoutine?: typeof eraseOnDevice
}

const keepOnDevice = fromPromise<boolean, OwnRoutine>(async ({ input: kept }) => {
  if (!keepOwnRoutine(kept)) throw new Error('storage refused the routine')
  return true
})
const eraseOnDevice = fromPromise<boolean, { id: string }>(async ({ input: { id } }) => {
  if (!deleteOwnRoutine(id)) throw new Error('storage refused the deletion')
  return true
})

const minutesText = (minutes: number) => (minutes === 1 ? '1 minuto' : `${minutes} minutos`)

/**
 * 'Nova Rotina' and 'Editar': full screen on a phone, a dialog on a wider screen. The
 * routine-form machine decides what each tap does; this shows its state: the messages after a
 * save that cannot be kept (focus goes to the first thing to fix), the confirmations before
 * deleting and before closing with her changes (back, ×, Escape, 'Cancelar'), and closes itself
 * when the routine is saved, deleted or left.
 */
export function RoutineFormDialog({
  routine,
  onClose,
  keepRoutine = keepOnDevice,
  eraseRoutine = eraseOnDevice,
}: RoutineFormDialogProps) {
  const toast = useToast()
  const [input] = useState(() => ({
    // Only what the library still has: the list she sees is the list she changes.
    routine: routine && { ...routine, activityIds: routineEntries(routine.activityIds).map((entry) => entry.id) },
    newId: newOwnRoutineId(),
  }))
  const actorRef = useActorRef(
    routineFormMachine.provide({
      actors: { keepRoutine, eraseRoutine },
      actions: {
        announceSaved: ({ context }) =>
          void toast.add({ title: 'Rotina salva', description: `“${context.title.trim()}” está nas suas rotinas.`, done: true }),
        announceDeleted: ({ context }) =>
          void toast.add({ title: 'Rotina apagada', description: `“${context.title.trim()}” saiu do seu plano.` }),
      },
    }),
    { input, inspect },
  )
  const form = useRoutineFormView(actorRef)
  const { done, deleted, problems } = form
  // Leaving for another screen closes the form as × does (asking first when she changed
  // something), and a reload or closing the tab asks the browser's own question then. Back is the
  // form's own entry (useHistoryLevels below): blocking it would put that entry back and leave it
  // in her history once the form is gone.
  const { close } = form
  useBlocker({
    shouldBlockFn: useCallback(
      ({ action }: { action: string }) => {
        if (action === 'BACK' || action === 'FORWARD' || action === 'GO') return false
        close()
        return true
      },
      [close],
    ),
    enableBeforeUnload: useCallback(() => selectHasChanges(actorRef.getSnapshot()), [actorRef]),
  })
  const titleRef = useRef<HTMLInputElement>(null)
  const searchRef = useRef<HTMLInputElement>(null)
  const ids = { chosen: useId(), activitiesProblem: useId(), title: useId() }

  useEffect(() => {
    if (done) onClose({ deleted })
  }, [done, deleted, onClose])
  // The browser's back closes the form the way its × does, also right after a full page load.
  useHistoryLevels(1, form.close)

  // A save that cannot be kept: focus on the first thing to fix, whose message is read with it.
  const attempts = useRef(0)
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (attempt === 0) return
    const first = routineProblems(actorRef.getSnapshot().context)[0]
    if (first === 'title') titleRef.current?.focus()
    else if (first === 'activities') searchRef.current?.focus()
  }, [attempt, actorRef])

  const save = (event: FormEvent) => {
    event.preventDefault()
    if (form.save()) setAttempt(++attempts.current)
  }
  const focusSearch = useCallback(() => searchRef.current?.focus(), [])
  const count = form.activityIds.length

  return (
    <>
      <Dialog.Root
        recipe={roomyDialogRecipe}
        open
        onOpenChange={(details) => !details.open && form.close()}
        size={{ base: 'full', md: 'lg' }}
        placement="center"
        scrollBehavior="inside"
        // A tap beside the dialog must not throw away what she wrote: Cancelar, × or Escape close it.
        closeOnInteractOutside={false}
        motionPreset="slide-in-bottom"
        initialFocusEl={() => titleRef.current}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            {/* On a screen short for its text (her text at 200 %) the whole form scrolls: a body
                scrolling between the header and the footer would show a line or two. */}
            <Dialog.Content
              bg="bg.panel"
              rounded={{ base: '0', md: 'l3' }}
              maxH={{ md: 'calc(100dvh - 4rem)' }}
              css={{ [shortForItsText]: { overflowY: 'auto' } }}
            >
              {/* The form wraps header, body and footer without a box of its own: the body scrolls between them. */}
              <chakra.form display="contents" onSubmit={save} noValidate>
                <Dialog.Header pe="16" css={{ [narrowForItsText]: { pe: PHONE_GUTTER } }}>
                  <Dialog.Title asChild>
                    <Heading as="h2" fontSize={{ base: headingSize(1.5, '8vw'), md: '3xl' }}>
                      {routine ? 'Editar rotina' : 'Nova Rotina'}
                    </Heading>
                  </Dialog.Title>
                </Dialog.Header>
                <Dialog.CloseTrigger asChild position="absolute" top="3" insetEnd="3" css={closeButtonOwnRowWhenNarrow}>
                  <CloseButton type="button" size="lg" aria-label="Fechar" />
                </Dialog.CloseTrigger>
                <Dialog.Body css={{ [shortForItsText]: { overflowY: 'visible', flex: '0 0 auto' } }}>
                  <Stack gap="6" pb="2">
                    <RoutineDetailsFields
                      title={form.title}
                      description={form.description}
                      titleMissing={problems.includes('title')}
                      titleRef={titleRef}
                      onTitle={form.setTitle}
                      onDescription={form.setDescription}
                    />
                    <Box as="section" aria-labelledby={ids.chosen}>
                      <HStack justify="space-between" align="baseline" wrap="wrap" gap="2" mb="3">
                        <Heading as="h3" size="lg" id={ids.chosen}>
                          Atividades da rotina
                        </Heading>
                        <Text fontWeight="semibold" color="fg.muted" aria-live="polite">
                          {count === 0
                            ? 'Nenhuma ainda'
                            : `${count === 1 ? '1 atividade' : `${count} atividades`} · ${minutesText(form.minutes)} no total`}
                        </Text>
                      </HStack>
                      {count === 0 && !problems.includes('activities') && (
                        <Text color="fg.muted">Escolha na lista abaixo o que você quer fazer, na ordem que preferir.</Text>
                      )}
                      {problems.includes('activities') && (
                        <Text id={ids.activitiesProblem} color="red.fg" fontWeight="medium">
                          {problemMessages.activities}
                        </Text>
                      )}
                      <ChosenActivities
                        activityIds={form.activityIds}
                        labelId={ids.chosen}
                        canMove={form.canMove}
                        onMove={form.move}
                        onRemove={form.remove}
                        onEmptied={focusSearch}
                      />
                      {count > 1 && (
                        <Text color="fg.muted" textStyle="sm" mt="2">
                          Mude a ordem com as setas ou arrastando pela alça.
                        </Text>
                      )}
                    </Box>
                    <Box as="section" aria-labelledby="adicionar-atividades">
                      <Heading as="h3" size="lg" id="adicionar-atividades" mb="3">
                        Adicionar atividades
                      </Heading>
                      {!form.roomForMore && (
                        <Text color="fg.muted" mb="3">
                          Sua rotina já tem {ownRoutineLimits.activities} atividades, o máximo. Tire uma para pôr outra.
                        </Text>
                      )}
                      <ActivityPicker
                        chosen={form.activityIds}
                        canAddMore={form.roomForMore}
                        onAdd={form.add}
                        searchRef={searchRef}
                        {...(problems.includes('activities') && { problemId: ids.activitiesProblem })}
                      />
                    </Box>
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer borderTopWidth="1px" flexDirection="column" alignItems="stretch" gap="3">
                  <RoutineFormActions
                    failure={form.failure}
                    problems={problems}
                    canDelete={form.canDelete}
                    saving={form.saving}
                    onDelete={form.askDelete}
                    onCancel={form.close}
                  />
                </Dialog.Footer>
              </chakra.form>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      <DiscardConfirm
        open={form.discarding}
        title={routine ? 'Descartar alterações?' : 'Descartar esta rotina?'}
        description={
          routine
            ? 'O que você mudou nesta rotina não fica salvo.'
            : 'O nome, a descrição e as atividades que você escolheu não ficam salvos.'
        }
        onKeep={form.keepEditing}
        onDiscard={form.discard}
      />
      <DeleteRoutineConfirm
        open={form.confirmingDelete}
        title={form.title.trim() || (routine?.title ?? '')}
        busy={form.deleting}
        onCancel={form.cancelDelete}
        onConfirm={form.confirmDelete}
      />
    </>
  )
}
