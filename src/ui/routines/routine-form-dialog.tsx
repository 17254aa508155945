import { Box, chakra, CloseButton, Dialog, Heading, HStack, Portal, Stack, Text } from '@chakra-ui/react'
import { dialogSlotRecipe } from '@chakra-ui/react/theme'
import { useBlocker } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { fromPromise } from 'xstate'
import { ownRoutineLimits, routineEntries, routineMinutes, type OwnRoutine } from '../../data/own-routine'
import { deleteOwnRoutine, keepOwnRoutine, newOwnRoutineId } from '../../device/own-routines'
import { routineFormMachine, routineProblems, selectHasChanges } from '../../machines/routine-form.machine'
import { inspect } from '../dev/inspector'
import { DiscardConfirm } from '../layout/discard-confirm'
import { useToast } from '../toaster/toaster-context'
import { ActivityPicker } from './activity-picker'
import { ChosenActivities } from './chosen-activities'
import { DeleteRoutineConfirm } from './delete-routine-confirm'
import { RoutineDetailsFields } from './routine-details-fields'
import { RoutineFormActions } from './routine-form-actions'
import { problemMessages } from './routine-form-messages'

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
 * save that cannot be kept (focus goes to the first thing to fix), the confirmation before
 * deleting, and closes itself when the routine is saved, deleted or left.
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
  const context = useSelector(actorRef, (s) => s.context)
  const done = useSelector(actorRef, (s) => s.status === 'done')
  const invalid = useSelector(actorRef, (s) => s.hasTag('invalid'))
  const saving = useSelector(actorRef, (s) => s.matches('saving'))
  const confirming = useSelector(actorRef, (s) => s.hasTag('confirming'))
  const deleting = useSelector(actorRef, (s) => s.matches('deleting'))
  const canDelete = useSelector(actorRef, (s) => s.can({ type: 'delete.ask' }))
  const discarding = useSelector(actorRef, (s) => s.hasTag('discarding'))
  // The browser's back closes the form as × does (asking first when she changed something), and a
  // reload or closing the tab asks the browser's own question then.
  useBlocker({
    shouldBlockFn: useCallback(() => {
      actorRef.send({ type: 'form.close' })
      return true
    }, [actorRef]),
    enableBeforeUnload: useCallback(() => selectHasChanges(actorRef.getSnapshot()), [actorRef]),
  })
  const canAddMore = context.activityIds.length < ownRoutineLimits.activities
  const problems = invalid ? routineProblems(context) : []
  const titleRef = useRef<HTMLInputElement>(null)
  const searchRef = useRef<HTMLInputElement>(null)
  const ids = { chosen: useId(), activitiesProblem: useId(), title: useId() }

  useEffect(() => {
    if (done) onClose({ deleted: actorRef.getSnapshot().matches('deleted') })
  }, [done, onClose, actorRef])

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
    actorRef.send({ type: 'routine.save' })
    if (actorRef.getSnapshot().hasTag('invalid')) setAttempt(++attempts.current)
  }
  const add = useCallback((id: string) => actorRef.send({ type: 'activity.add', id }), [actorRef])
  const move = useCallback((from: number, to: number) => actorRef.send({ type: 'activity.move', from, to }), [actorRef])
  const remove = useCallback((index: number) => actorRef.send({ type: 'activity.remove', index }), [actorRef])
  const focusSearch = useCallback(() => searchRef.current?.focus(), [])
  const minutes = routineMinutes(context.activityIds)
  const count = context.activityIds.length

  return (
    <>
      <Dialog.Root
        recipe={dialogSlotRecipe}
        open
        onOpenChange={(details) => !details.open && actorRef.send({ type: 'form.close' })}
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
            <Dialog.Content bg="bg.panel" rounded={{ base: '0', md: 'l3' }} maxH={{ md: 'calc(100dvh - 4rem)' }}>
              {/* The form wraps header, body and footer without a box of its own: the body scrolls between them. */}
              <chakra.form display="contents" onSubmit={save} noValidate>
                <Dialog.Header pe="16">
                  <Dialog.Title asChild>
                    <Heading as="h2" fontSize={{ base: '2xl', md: '3xl' }}>
                      {routine ? 'Editar rotina' : 'Nova Rotina'}
                    </Heading>
                  </Dialog.Title>
                </Dialog.Header>
                <Dialog.CloseTrigger asChild position="absolute" top="3" insetEnd="3">
                  <CloseButton type="button" size="lg" aria-label="Fechar" />
                </Dialog.CloseTrigger>
                <Dialog.Body>
                  <Stack gap="6" pb="2">
                    <RoutineDetailsFields
                      title={context.title}
                      description={context.description}
                      titleMissing={problems.includes('title')}
                      titleRef={titleRef}
                      onTitle={(value) => actorRef.send({ type: 'title.change', value })}
                      onDescription={(value) => actorRef.send({ type: 'description.change', value })}
                    />
                    <Box as="section" aria-labelledby={ids.chosen}>
                      <HStack justify="space-between" align="baseline" wrap="wrap" gap="2" mb="3">
                        <Heading as="h3" size="lg" id={ids.chosen}>
                          Atividades da rotina
                        </Heading>
                        <Text fontWeight="semibold" color="fg.muted" aria-live="polite">
                          {count === 0
                            ? 'Nenhuma ainda'
                            : `${count === 1 ? '1 atividade' : `${count} atividades`} · ${minutesText(minutes)} no total`}
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
                        activityIds={context.activityIds}
                        labelId={ids.chosen}
                        onMove={move}
                        onRemove={remove}
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
                      {!canAddMore && (
                        <Text color="fg.muted" mb="3">
                          Sua rotina já tem {ownRoutineLimits.activities} atividades, o máximo. Tire uma para pôr outra.
                        </Text>
                      )}
                      <ActivityPicker
                        chosen={context.activityIds}
                        canAddMore={canAddMore}
                        onAdd={add}
                        searchRef={searchRef}
                        {...(problems.includes('activities') && { problemId: ids.activitiesProblem })}
                      />
                    </Box>
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer borderTopWidth="1px" flexDirection="column" alignItems="stretch" gap="3">
                  <RoutineFormActions
                  failure={context.failure}
                  problems={problems}
                  canDelete={canDelete}
                  saving={saving}
                  onDelete={() => actorRef.send({ type: 'delete.ask' })}
                  onCancel={() => actorRef.send({ type: 'form.close' })}
                />
                </Dialog.Footer>
              </chakra.form>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      <DiscardConfirm
        open={discarding}
        title={routine ? 'Descartar alterações?' : 'Descartar esta rotina?'}
        description={
          routine
            ? 'O que você mudou nesta rotina não fica salvo.'
            : 'O nome, a descrição e as atividades que você escolheu não ficam salvos.'
        }
        onKeep={() => actorRef.send({ type: 'discard.cancel' })}
        onDiscard={() => actorRef.send({ type: 'discard.confirm' })}
      />
      <DeleteRoutineConfirm
        open={confirming}
        title={context.title.trim() || (routine?.title ?? '')}
        busy={deleting}
        onCancel={() => actorRef.send({ type: 'delete.cancel' })}
        onConfirm={() => actorRef.send({ type: 'delete.confirm' })}
      />
    </>
  )
}
