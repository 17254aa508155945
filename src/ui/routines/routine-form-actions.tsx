import { Box, Button, Stack, Text } from '@chakra-ui/react'
import { Save, Trash2 } from 'lucide-react'
import type { RoutineProblem } from '../../machines/routine-form.machine'
import { failureMessages, problemMessages } from './routine-form-messages'

interface RoutineFormActionsProps {
  failure: keyof typeof failureMessages | null
  problems: readonly RoutineProblem[]
  /** A routine already kept, and not while it is being saved. */
  canDelete: boolean
  saving: boolean
  onDelete: () => void
  onCancel: () => void
}

/** The form's foot: what went wrong, said once more where she taps, then Apagar, Cancelar and Salvar. */
export function RoutineFormActions({ failure, problems, canDelete, saving, onDelete, onCancel }: RoutineFormActionsProps) {
  return (
    <>
      {failure && (
          <Box role="alert" color="red.fg" bg="red.subtle" rounded="l2" p="3" textStyle="sm">
            {failureMessages[failure]}
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
              onClick={onDelete}
            >
              <Trash2 aria-hidden /> Apagar rotina
            </Button>
          )}
          <Button type="button" size="lg" variant="outline" onClick={onCancel}>
            Cancelar
          </Button>
          <Button type="submit" size="lg" loading={saving}>
            <Save aria-hidden /> Salvar rotina
          </Button>
        </Stack>
    </>
  )
}
