import { Button, Card, Heading, Separator, Stack, Switch, Text } from '@chakra-ui/react'
import { separatorRecipe, switchSlotRecipe } from '@chakra-ui/react/theme'
import { useNavigate } from '@tanstack/react-router'
import { LogOut } from 'lucide-react'
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react'
import { changeSettings } from '../../device/settings'
import { useColorMode } from '../color-mode/color-mode-context'
import { ReminderSettings } from '../reminders/reminder-settings'
import { VoiceGuideSetting } from '../voice/voice-guide-setting'
import { useSettings } from './use-settings'

/**
 * Notificações (a real reminder), Mostrar sequência, Guia por voz, Som e vibração ao terminar (and
 * Também de madrugada) and Modo madrugada (kept on the device), Modo Escuro (the real theme, as the header toggle) and Sair.
 */
export function SettingsCard() {
  const navigate = useNavigate()
  const { mode, choose } = useColorMode()
  const settings = useSettings()

  return (
    <Card.Root variant="outline" bg="bg.panel" rounded="l3" as="section" aria-labelledby="configuracoes">
      <Card.Body gap="2">
        <Heading as="h2" size="lg" id="configuracoes" mb="2">
          Configurações
        </Heading>
        <ReminderSettings
          renderSwitch={(props) => <SettingSwitch label="Notificações" description="Receber lembretes de atividades" {...props} />}
        />
        <Separator recipe={separatorRecipe} />
        <SettingSwitch
          label="Mostrar sequência"
          description="Os dias seguidos no painel e no seu progresso"
          checked={settings.showStreak}
          onChange={(showStreak) => changeSettings({ showStreak })}
        />
        <Separator recipe={separatorRecipe} />
        <VoiceGuideSetting renderSwitch={(props) => <SettingSwitch label="Guia por voz" {...props} />} />
        <Separator recipe={separatorRecipe} />
        <SettingSwitch
          label="Som e vibração ao terminar"
          description="Um som suave e uma vibração curta no fim de uma prática, de um passo da rotina e do timer da receita"
          checked={settings.endSignal}
          onChange={(endSignal) => changeSettings({ endSignal })}
        />
        <SettingSwitch
          label="Também de madrugada"
          description="Das 22h às 5h, o som e a vibração só com esta opção ligada"
          checked={settings.endSignal && settings.endSignalAtNight}
          disabled={!settings.endSignal}
          onChange={(endSignalAtNight) => changeSettings({ endSignalAtNight })}
        />
        <Separator recipe={separatorRecipe} />
        <SettingSwitch
          label="Modo madrugada"
          description="Práticas curtas para a mamada no topo do painel a qualquer hora, não só das 22h às 5h"
          checked={settings.modoMadrugada}
          onChange={(modoMadrugada) => changeSettings({ modoMadrugada })}
        />
        <Separator recipe={separatorRecipe} />
        <SettingSwitch
          label="Modo Escuro"
          description="Cores mais suaves para a noite"
          checked={mode === 'dark'}
          onChange={(dark) => choose(dark ? 'dark' : 'light')}
        />
      </Card.Body>
      <Card.Footer>
        <Button variant="outline" size="lg" w="full" onClick={() => void navigate({ to: '/login' })}>
          <LogOut aria-hidden /> Sair
        </Button>
      </Card.Footer>
    </Card.Root>
  )
}

interface SettingSwitchProps {
  label: string
  description: ReactNode
  checked: boolean
  disabled?: boolean
  onChange: (checked: boolean) => void
}

function SettingSwitch({ label, description, checked, disabled = false, onChange }: SettingSwitchProps) {
  const descriptionId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  // A tap the app refuses (no permission for reminders) leaves `checked` as it was, and the hidden
  // input as the tap left it: screen readers would hear "on". Each render puts it back.
  useLayoutEffect(() => {
    if (inputRef.current) inputRef.current.checked = checked
  })
  return (
    <Switch.Root
      recipe={switchSlotRecipe}
      size="lg"
      w="full"
      minH="14"
      justifyContent="space-between"
      gap="4"
      cursor="pointer"
      checked={checked}
      disabled={disabled}
      onCheckedChange={(details) => onChange(details.checked)}
    >
      <Switch.HiddenInput ref={inputRef} role="switch" aria-describedby={descriptionId} />
      <Stack gap="0.5" minW="0">
        <Switch.Label fontWeight="semibold">{label}</Switch.Label>
        <Text id={descriptionId} color="fg.muted" textStyle="sm">
          {description}
        </Text>
      </Stack>
      {/* Off, the default track was 1.3:1 on the card, the switch all but invisible: 3:1 or more in both themes. */}
      <Switch.Control flexShrink="0" css={{ '&[data-state=unchecked]': { bg: 'border.control' } }}>
        <Switch.Thumb />
      </Switch.Control>
    </Switch.Root>
  )
}
