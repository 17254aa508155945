import { Checkbox, Field, Input, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { checkboxSlotRecipe, fieldSlotRecipe, inputRecipe } from '@chakra-ui/react/theme'
import { useActorRef } from '@xstate/react'
import { useId, type ReactNode } from 'react'
import type { ReminderProblem } from '../../contract/reminder-refusal'
import { keepReminderOff, keepReminderOn, readReminders } from '../../device/reminders'
import { remindersMachine } from '../../machines/reminders.machine'
import { inspect } from '../dev/inspector'
import { reminderActors } from './reminder-actors'
import { useRemindersView } from './use-reminders-view'

/** What she reads when a reminder cannot be turned on or changed, with what she can do. */
export const problemText: Record<ReminderProblem, string> = {
  unsupported: 'Este navegador não recebe lembretes. Tente pelo Chrome, Edge ou Firefox, ou pelo app instalado na tela de início.',
  'ios-not-installed':
    'No iPhone, os lembretes chegam só com o app na tela de início: toque em Compartilhar, depois em "Adicionar à Tela de Início" (iOS 16.4 ou mais novo), e ative por lá.',
  denied: 'O navegador não deu permissão para notificações. Para receber lembretes, permita as notificações deste site nas configurações do navegador e tente de novo.',
  server: 'Não foi possível salvar o lembrete agora. Verifique a conexão e tente de novo.',
}

const weekdays = [
  { day: 0, short: 'Dom', name: 'domingo' },
  { day: 1, short: 'Seg', name: 'segunda-feira' },
  { day: 2, short: 'Ter', name: 'terça-feira' },
  { day: 3, short: 'Qua', name: 'quarta-feira' },
  { day: 4, short: 'Qui', name: 'quinta-feira' },
  { day: 5, short: 'Sex', name: 'sexta-feira' },
  { day: 6, short: 'Sáb', name: 'sábado' },
] as const

interface ReminderSettingsProps {
  /** The switch itself, drawn like the card's other settings. */
  renderSwitch: (props: { checked: boolean; disabled: boolean; onChange: (checked: boolean) => void }) => ReactNode
}

/**
 * Notificações: the switch turns a real reminder on (permission, push, the server) or off; while on,
 * her time, her days and 'Só se eu ainda não tiver feito nada hoje' (docs/product.md, Reminders).
 */
export function ReminderSettings({ renderSwitch }: ReminderSettingsProps) {
  const actorRef = useActorRef(
    remindersMachine.provide({
      actors: reminderActors,
      actions: { keep: (_, choice) => keepReminderOn(choice), forget: keepReminderOff },
    }),
    { input: readReminders(), inspect },
  )
  const { switchedOn, on, busy, choice, problem, canChange, turn, change } = useRemindersView(actorRef)
  const timeId = useId()

  return (
    <Stack gap="3">
      {renderSwitch({
        checked: switchedOn,
        disabled: busy,
        onChange: turn,
      })}
      {problem && (
        <Text role="alert" color="fg.error" textStyle="sm">
          {problemText[problem]}
        </Text>
      )}
      {on && (
        <Stack gap="4" ps="1" aria-busy={busy}>
          <Field.Root recipe={fieldSlotRecipe} disabled={!canChange}>
            <Field.Label htmlFor={timeId}>Horário do lembrete</Field.Label>
            <Input
              recipe={inputRecipe}
              id={timeId}
              type="time"
              size="lg"
              maxW="40"
              value={choice.horario}
              onChange={(event) => {
                if (/^\d\d:\d\d$/.test(event.target.value)) change({ horario: event.target.value })
              }}
            />
          </Field.Root>
          <fieldset disabled={!canChange}>
            <Text as="legend" fontWeight="medium" mb="2">
              Dias
            </Text>
            <Stack direction="row" wrap="wrap" gap="2">
              {weekdays.map(({ day, short, name }) => {
                const chosen = choice.dias.includes(day)
                return (
                  <Checkbox.Root
                    key={day}
                    recipe={checkboxSlotRecipe}
                    checked={chosen}
                    // At least one day: the last one cannot be taken away.
                    disabled={chosen && choice.dias.length === 1}
                    onCheckedChange={({ checked }) =>
                      change({ dias: checked === true ? [...choice.dias, day].sort((a, b) => a - b) : choice.dias.filter((each) => each !== day) })
                    }
                    minH="11"
                    px="3"
                    borderWidth="1px"
                    rounded="l2"
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>
                      <span aria-hidden>{short}</span>
                      <VisuallyHidden>{name}</VisuallyHidden>
                    </Checkbox.Label>
                  </Checkbox.Root>
                )
              })}
            </Stack>
          </fieldset>
          <Checkbox.Root
            recipe={checkboxSlotRecipe}
            checked={choice.soSeNadaHoje}
            disabled={!canChange}
            onCheckedChange={({ checked }) => change({ soSeNadaHoje: checked === true })}
            minH="11"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Só se eu ainda não tiver feito nada hoje</Checkbox.Label>
          </Checkbox.Root>
        </Stack>
      )}
    </Stack>
  )
}
