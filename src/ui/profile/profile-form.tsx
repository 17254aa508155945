import { Button, Field, Input, NativeSelect, SimpleGrid, Stack, type InputProps } from '@chakra-ui/react'
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme'
import { useBlocker } from '@tanstack/react-router'
import { useMachine } from '@xstate/react'
import { Save } from 'lucide-react'
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react'
import { availableTimeOptions, type AvailableTime } from '../../data/onboarding-options'
import { ageLimits } from '../../data/profile-defaults'
import { readAccount } from '../../device/account'
import { readOnboardingAnswers } from '../../device/onboarding-answers'
import { keepProfile, readProfile } from '../../device/profile'
import { profileMachine, profileProblems, type ProfileTextField } from '../../machines/profile.machine'
import { lazyPart } from '../../start/lazy-part'
import { inspect } from '../dev/inspector'

// 'Descartar alterações?' out of the screen's first load: fetched once she has changed something,
// so it is there when she leaves, and kept from the first time it opens, to close as dialogs do.
const DiscardConfirm = lazyPart({
  load: () => import('../layout/discard-confirm').then((module) => module.DiscardConfirm),
  when: 'needed',
  stays: true,
  useNeeds: ({ unsaved, open }: { unsaved: boolean; open: boolean }) => ({ now: unsaved || open, shown: open }),
})

const isTime = (value: string): value is AvailableTime => availableTimeOptions.some((option) => option.value === value)

export const ageMessage = `Escreva sua idade em anos, de ${ageLimits.min} a ${ageLimits.max}.`

/**
 * The profile form: prefilled, kept on the device by 'Salvar Alterações', confirmed with `onSaved`.
 * An age no one has is refused with a message beside it. Leaving the screen (a link, the browser's
 * back) with a change not saved asks 'Descartar alterações?' first, the navigation held meanwhile;
 * a reload or closing the tab asks the browser's own question.
 */
export function ProfileForm({ onSaved }: { onSaved: () => void }) {
  const [input] = useState(() => ({ stored: readProfile(), onboarding: readOnboardingAnswers(), account: readAccount() }))
  const navigation = useRef<{ proceed?: () => void; reset?: () => void }>({})
  const [state, send, actorRef] = useMachine(
    profileMachine.provide({
      actions: {
        keepProfile: ({ context }) => void keepProfile(context.profile),
        confirmSaved: onSaved,
        stay: () => navigation.current.reset?.(),
        leave: () => navigation.current.proceed?.(),
      },
    }),
    { input, inspect },
  )
  navigation.current = useBlocker({
    shouldBlockFn: useCallback(() => {
      if (!actorRef.getSnapshot().can({ type: 'form.leave' })) return false
      actorRef.send({ type: 'form.leave' })
      return true
    }, [actorRef]),
    enableBeforeUnload: useCallback(() => actorRef.getSnapshot().can({ type: 'form.leave' }), [actorRef]),
    withResolver: true,
  })
  const { profile } = state.context
  const ageProblem = state.hasTag('invalid') && profileProblems(profile).includes('age')
  const ageRef = useRef<HTMLInputElement>(null)
  // A save refused for her age: focus on the field, whose message is read with it.
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (attempt > 0) ageRef.current?.focus()
  }, [attempt])
  const save = (event: FormEvent) => {
    event.preventDefault()
    send({ type: 'profile.save' })
    if (actorRef.getSnapshot().hasTag('invalid')) setAttempt((n) => n + 1)
  }
  const field = (name: ProfileTextField): InputProps => ({
    name,
    size: 'lg',
    bg: 'bg.panel',
    value: profile[name],
    onChange: (event) => send({ type: 'field.change', field: name, value: event.target.value }),
  })

  return (
    <Stack as="form" gap="5" onSubmit={save}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <Field.Root>
          <Field.Label>Nome</Field.Label>
          <Input {...field('name')} autoComplete="name" />
        </Field.Root>
        <Field.Root>
          <Field.Label>E-mail</Field.Label>
          <Input {...field('email')} type="email" autoComplete="email" />
        </Field.Root>
        <Field.Root invalid={ageProblem}>
          <Field.Label>Idade</Field.Label>
          <Input {...field('age')} ref={ageRef} type="number" inputMode="numeric" autoComplete="off" />
          {ageProblem && <Field.ErrorText textStyle="sm">{ageMessage}</Field.ErrorText>}
        </Field.Root>
        <Field.Root>
          <Field.Label>Idade dos filhos</Field.Label>
          <Input {...field('childrenAges')} autoComplete="off" />
        </Field.Root>
        <Field.Root>
          <Field.Label>Tempo disponível</Field.Label>
          <NativeSelect.Root recipe={nativeSelectSlotRecipe} size="lg">
            <NativeSelect.Field
              name="availableTime"
              bg="bg.panel"
              borderColor="border.control"
              value={profile.availableTime}
              onChange={(event) => isTime(event.target.value) && send({ type: 'availableTime.choose', value: event.target.value })}
            >
              {availableTimeOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </SimpleGrid>
      <Stack direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'center' }} gap="4">
        {/* The toast says 'saved', once. Until she changes something there is nothing to save: the
            button says so, and keeps focus (aria-disabled, not disabled) so Tab goes on from it. */}
        <Button type="submit" size="xl" aria-disabled={!state.can({ type: 'profile.save' })}>
          <Save aria-hidden /> Salvar Alterações
        </Button>
      </Stack>
      <DiscardConfirm
        unsaved={state.can({ type: 'form.leave' })}
        open={state.hasTag('discarding')}
        title="Descartar alterações?"
        description="O que você mudou no perfil e ainda não salvou se perde."
        onKeep={() => send({ type: 'discard.cancel' })}
        onDiscard={() => send({ type: 'discard.confirm' })}
      />
    </Stack>
  )
}
