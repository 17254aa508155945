import { Field, Input, Text, Textarea } from '@chakra-ui/react'
import { textareaRecipe } from '@chakra-ui/react/theme'
import type { RefObject } from 'react'
import { ownRoutineLimits } from '../../data/own-routine'
import { problemMessages } from './routine-form-messages'

interface RoutineDetailsFieldsProps {
  title: string
  description: string
  /** She tried to save without a name: the field says so. */
  titleMissing: boolean
  titleRef: RefObject<HTMLInputElement | null>
  onTitle: (value: string) => void
  onDescription: (value: string) => void
}

/** The routine's name (required) and description (optional), as the form machine holds them. */
export function RoutineDetailsFields({ title, description, titleMissing, titleRef, onTitle, onDescription }: RoutineDetailsFieldsProps) {
  return (
    <>
      <Field.Root invalid={titleMissing} required>
        <Field.Label>
          Nome da rotina <Field.RequiredIndicator />
        </Field.Label>
        <Input
          ref={titleRef}
          size="lg"
          bg="bg.panel"
          value={title}
          maxLength={ownRoutineLimits.title}
          autoComplete="off"
          placeholder="Ex.: Minha manhã"
          onChange={(event) => onTitle(event.target.value)}
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
          value={description}
          maxLength={ownRoutineLimits.description}
          placeholder="Para quê, ou quando, ela é boa para você"
          onChange={(event) => onDescription(event.target.value)}
        />
      </Field.Root>
    </>
  )
}
