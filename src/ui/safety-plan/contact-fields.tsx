import { Field, Input, Stack } from '@chakra-ui/react'
import { safetyPlanLimits, type SafetyPlanContact } from '../../data/safety-plan'

interface ContactFieldsProps {
  contact: SafetyPlanContact
  onChange: (contact: SafetyPlanContact) => void
  /** What the name field is called ('Nome', 'Nome da UBS'). */
  nameLabel: string
  /** The name field takes focus when it appears (a person she has just added). */
  focusName?: boolean
}

/** A name and a phone, side by side where there is room; both optional, kept as she types. */
export function ContactFields({ contact, onChange, nameLabel, focusName = false }: ContactFieldsProps) {
  return (
    <Stack direction={{ base: 'column', md: 'row' }} gap="3">
      <Field.Root>
        <Field.Label>{nameLabel}</Field.Label>
        <Input
          size="lg"
          bg="bg.panel"
          value={contact.name}
          maxLength={safetyPlanLimits.name}
          autoComplete="off"
          autoFocus={focusName}
          onChange={(event) => onChange({ ...contact, name: event.target.value })}
        />
      </Field.Root>
      <Field.Root>
        <Field.Label>Telefone</Field.Label>
        <Input
          size="lg"
          bg="bg.panel"
          type="tel"
          inputMode="tel"
          value={contact.phone}
          maxLength={safetyPlanLimits.phone}
          autoComplete="off"
          onChange={(event) => onChange({ ...contact, phone: event.target.value })}
        />
      </Field.Root>
    </Stack>
  )
}
