import { Card, Grid, Heading, Stack } from '@chakra-ui/react'
import { HistoryCard } from '../history/history-card'
import { ScreenHeader } from '../layout/screen-header'
import { useToast } from '../toaster/toaster-context'
import { HerDataCard } from './her-data-card'
import { ProfileForm } from './profile-form'
import { SafetyPlanCard } from './safety-plan-card'
import { SettingsCard } from './settings-card'
import { useSettings } from './use-settings'

export function ProfileScreen() {
  const toast = useToast()
  const { showStreak } = useSettings()
  const confirmSaved = () => toast.add({ title: 'Perfil atualizado', description: 'Suas alterações foram salvas.' })
  return (
    <>
      <ScreenHeader title="Perfil" subtitle="Suas informações e preferências" />
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="5" alignItems="start">
        <Stack gap="5">
          <Card.Root variant="outline" bg="bg.panel" rounded="l3" as="section" aria-labelledby="informacoes-pessoais">
            <Card.Body gap="5">
              <Heading as="h2" size="lg" id="informacoes-pessoais">
                Informações pessoais
              </Heading>
              <ProfileForm onSaved={confirmSaved} />
            </Card.Body>
          </Card.Root>
          <HistoryCard showStreak={showStreak} />
        </Stack>
        <Stack gap="5">
          <SettingsCard />
          <SafetyPlanCard />
          <HerDataCard />
        </Stack>
      </Grid>
    </>
  )
}
