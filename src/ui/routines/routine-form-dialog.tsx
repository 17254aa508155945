import { Box, Button, chakra, CloseButton, Dialog, Field, Heading, HStack, Input, Portal, Stack, Text, Textarea } from '@chakra-ui/react'
import { dialogSlotRecipe, textareaRecipe } from '@chakra-ui/react/theme'
import { useActorRef, useSelector } from '@xstate/react'
import { Save, Trash2 } from 'lucide-react'
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { fromPromise } from 'xstate'
import { ownRoutineLimits, routineEntries, routineMinutes, type OwnRoutine } from '../../data/own-routine'
import { routineFormMachine, routineProblems, type RoutineProblem } from '../../machines/routine-form.machine'
import { inspect } from '../dev/inspector'
import { useToast } from '../toaster/toaster-context'
import { ActivityPicker } from './activity-picker'
import { ChosenActivities } from './chosen-activities'
import { DeleteRoutineConfirm } from './delete-routine-confirm'
import { deleteOwnRoutine, keepOwnRoutine, newOwnRoutineId } from './own-routines-store'

interface RoutineFormDialogProps {
  /** The routine she is changing; null for 'Nova Rotina'. */
  routine: OwnRoutine | null
  onClose: () => void
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

export const problemMessages: Record<RoutineProblem, string> = {
  title: 'Dê um nome à sua rotina.',
  activities: 'Escolha pelo menos uma atividade.',
}
export const failureMessages = {
  save: 'O navegador não deixou guardar a rotina neste aparelho. O que você escreveu continua aqui: tente de novo.',
  delete: 'O navegador não deixou apagar a rotina neste aparelho. Tente de novo.',
} as const

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
          void toast.add({ title: 'Rotina salva', description: `“${context.title.trim()}” está nas suas rotinas.` }),
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
  const canAddMore = context.activityIds.length < ownRoutineLimits.activities
  const problems = invalid ? routineProblems(context) : []
  const titleRef = useRef<HTMLInputElement>(null)
  const searchRef = useRef<HTMLInputElement>(null)
  const ids = { chosen: useId(), activitiesProblem: useId(), title: useId() }

  useEffect(() => {
    if (done) onClose()
  }, [done, onClose])

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
                  <Field.Root invalid={problems.includes('title')} required>
                    <Field.Label>
                      Nome da rotina <Field.RequiredIndicator />
                    </Field.Label>
                    <Input
                      ref={titleRef}
                      size="lg"
                      bg="bg.panel"
                      value={context.title}
                      maxLength={ownRoutineLimits.title}
                      autoComplete="off"
                      placeholder="Ex.: Minha manhã"
                      onChange={(event) => actorRef.send({ type: 'title.change', value: event.target.value })}
                    />
                    <Field.ErrorText color="red.fg">{problemMessages.title}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>
                      Descrição{' '}
                      <Text as="span" color="fg.muted" fontWeight="normal">
                        (opcional)
                      </Text>
                    </Field.Label>
                    <Textarea
                      recipe={textareaRecipe}
                      size="lg"
                      bg="bg.panel"
                      rows={2}
                      value={context.description}
                      maxLength={ownRoutineLimits.description}
                      placeholder="Para quê, ou quando, ela é boa para você"
                      onChange={(event) => actorRef.send({ type: 'description.change', value: event.target.value })}
                    />
                  </Field.Root>
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
                {context.failure && (
                  <Box role="alert" color="red.fg" bg="red.subtle" rounded="l2" p="3" textStyle="sm">
                    {failureMessages[context.failure]}
                  </Box>
                )}
                {problems.length > 0 && (
                  <Text role="alert" color="red.fg" textStyle="sm">
                    {problems.map((problem) => problemMessages[problem]).join(' ')}
                  </Text>
                )}
                <Stack direction={{ base: 'column-reverse', sm: 'row' }} gap="3" justify="flex-end">
                  {canDelete && (
                    <Button
                      type="button"
                      size="lg"
                      variant="outline"
                      colorPalette="red"
                      me={{ sm: 'auto' }}
                      onClick={() => actorRef.send({ type: 'delete.ask' })}
                    >
                      <Trash2 aria-hidden /> Apagar rotina
                    </Button>
                  )}
                  <Button type="button" size="lg" variant="outline" onClick={() => actorRef.send({ type: 'form.close' })}>
                    Cancelar
                  </Button>
                  <Button type="submit" size="lg" loading={saving}>
                    <Save aria-hidden /> Salvar rotina
                  </Button>
                </Stack>
              </Dialog.Footer>
              </chakra.form>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
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
