import { Field, Input, Stack } from '@chakra-ui/react'

interface AboutYouStepProps {
  age: string
  childrenAges: string
  onAgeChange: (value: string) => void
  onChildrenAgesChange: (value: string) => void
}

/** Step 1: her age (numeric) and her children's ages (free text). Both optional (docs/product.md, Onboarding). */
export function AboutYouStep({ age, childrenAges, onAgeChange, onChildrenAgesChange }: AboutYouStepProps) {
  return (
    <Stack gap="5">
      <Field.Root>
        <Field.Label>Sua idade</Field.Label>
        <Input
          size="lg"
          bg="bg.panel"
          name="age"
          type="number"
          inputMode="numeric"
          autoComplete="off"
          value={age}
          onChange={(event) => onAgeChange(event.target.value)}
        />
      </Field.Root>
      <Field.Root>
        <Field.Label>Idade dos filhos</Field.Label>
        <Input
          size="lg"
          bg="bg.panel"
          name="childrenAges"
          placeholder="Ex.: 2 e 5 anos"
          autoComplete="off"
          value={childrenAges}
          onChange={(event) => onChildrenAgesChange(event.target.value)}
        />
        <Field.HelperText>Como preferir: meses, anos, um ou vários.</Field.HelperText>
      </Field.Root>
    </Stack>
  )
}
