import { Button, Field, Input, NativeSelect, SimpleGrid, Stack, type InputProps } from '@chakra-ui/react'
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme'
import { useMachine } from '@xstate/react'
import { Save } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { availableTimeOptions, type AvailableTime } from '../../data/onboarding-options'
import { readAccount } from '../../device/account'
import { readOnboardingAnswers } from '../../device/onboarding-answers'
import { keepProfile, readProfile } from '../../device/profile'
import { profileMachine, type ProfileTextField } from '../../machines/profile.machine'
import { inspect } from '../dev/inspector'

const isTime = (value: string): value is AvailableTime => availableTimeOptions.some((option) => option.value === value)

/** The profile form: prefilled, kept on the device by 'Salvar Alterações', confirmed with `onSaved`. */
export function ProfileForm({ onSaved }: { onSaved: () => void }) {
  const [input] = useState(() => ({ stored: readProfile(), onboarding: readOnboardingAnswers(), account: readAccount() }))
  const [state, send] = useMachine(
    profileMachine.provide({
      actions: { keepProfile: ({ context }) => void keepProfile(context.profile), confirmSaved: onSaved },
    }),
    { input, inspect },
  )
  const { profile } = state.context
  const save = (event: FormEvent) => {
    event.preventDefault()
    send({ type: 'profile.save' })
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
        <Field.Root>
          <Field.Label>Idade</Field.Label>
          <Input {...field('age')} type="number" inputMode="numeric" autoComplete="off" />
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
    </Stack>
  )
}
