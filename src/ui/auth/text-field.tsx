import { Field, Input, type InputProps } from '@chakra-ui/react'

interface TextFieldProps extends InputProps {
  label: string
}

/**
 * A labelled input; `required` marks the label and leaves the check to the browser
 * (docs/product.md, Forms and validation).
 */
export function TextField({ label, required, ...input }: TextFieldProps) {
  return (
    <Field.Root required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input size="lg" bg="bg.panel" {...input} />
    </Field.Root>
  )
}
