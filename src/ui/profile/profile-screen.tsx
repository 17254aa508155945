import { Card, Grid, Heading, Stack } from '@chakra-ui/react'
import { ScreenHeader } from '../layout/screen-header'
import { CardPlaceholder } from '../../start/card-placeholder'
import { lazyPart } from '../../start/lazy-part'
import { useSettings } from '../settings/use-settings'
import { useToast } from '../toaster/toaster-context'
import { AfterBirthCard } from './after-birth-card'
import { AlertSignsCard } from './alert-signs-card'
import { ProfileForm } from './profile-form'
import { SafetyPlanCard } from './safety-plan-card'

// Her progress, her settings and reminders, and her data: each loads as it nears the screen, or
// once the browser is idle, an empty card of its size in its place until then (the prerendered
// page has it too, so nothing moves at takeover). The form is what the screen is for.
const HistoryCard = lazyPart({
  load: () => import('../history/history-card').then((m) => m.HistoryCard),
  when: 'near',
  placeholder: <CardPlaceholder minH="27rem" />,
})
const SettingsCard = lazyPart({
  load: () => import('./settings-card').then((m) => m.SettingsCard),
  when: 'near',
  placeholder: <CardPlaceholder minH="25rem" />,
})
const ProtectedCopyCard = lazyPart({
  load: () => import('./protected-copy-card').then((m) => m.ProtectedCopyCard),
  when: 'near',
  placeholder: <CardPlaceholder minH="12rem" />,
})
const HerDataCard = lazyPart({
  load: () => import('./her-data-card').then((m) => m.HerDataCard),
  when: 'near',
  placeholder: <CardPlaceholder minH="17rem" />,
})

export function ProfileScreen() {
  const toast = useToast()
  const { showStreak } = useSettings()
  const confirmSaved = () => toast.add({ title: 'Perfil atualizado', description: 'Suas alterações foram salvas.', done: true })
  return (
    <>
      <ScreenHeader title="Perfil" subtitle="Suas informações e preferências" />
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="5" alignItems="start">
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
          <AfterBirthCard />
          <AlertSignsCard />
          <ProtectedCopyCard />
          <HerDataCard />
        </Stack>
      </Grid>
    </>
  )
}
