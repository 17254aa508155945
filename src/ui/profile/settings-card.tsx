import { Button, Card, Heading, Separator } from '@chakra-ui/react'
import { separatorRecipe } from '@chakra-ui/react/theme'
import { useNavigate } from '@tanstack/react-router'
import { LogOut } from 'lucide-react'
import { changeSettings } from '../../device/settings'
import { useColorMode } from '../color-mode/color-mode-context'
import { ReminderSettings } from '../reminders/reminder-settings'
import { useSettings } from '../settings/use-settings'
import { VoiceGuideSetting } from '../voice/voice-guide-setting'
import { SettingSwitch } from './setting-switch'

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
