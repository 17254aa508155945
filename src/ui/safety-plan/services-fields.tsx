import { Heading, Stack, Text } from '@chakra-ui/react'
import type { SafetyPlan, SafetyPlanServiceId } from '../../data/safety-plan'
import { safetyPlanServices } from '../../data/safety-plan-steps'
import { keepSafetyPlanService } from '../../device/safety-plan'
import { HelpServiceList } from '../help/help-line-links'
import { UntilKnown } from '../until-known'
import { CallLink } from './call-link'
import { ContactFields } from './contact-fields'

const serviceIds: readonly SafetyPlanServiceId[] = ['ubs', 'caps']

/** Every help line, one tap each, then the UBS and the CAPS near her, as she fills them in. */
export function ServicesFields({ services, known }: { services: SafetyPlan['services']; known: boolean }) {
  return (
    <Stack gap="6">
      <HelpServiceList />
      {serviceIds.map((id) => {
        const { title, about, who } = safetyPlanServices[id]
        const contact = services[id]
        return (
          <Stack key={id} role="group" aria-labelledby={`servico-${id}`} gap="3" pt="5" borderTopWidth="1px">
            <Stack gap="0.5">
              <Heading as="h3" size="md" id={`servico-${id}`}>
                {title}
              </Heading>
              <Text color="fg.muted" textStyle="sm">
                {about}
              </Text>
            </Stack>
            <UntilKnown known={known}>
              <Stack gap="3">
                <ContactFields contact={contact} nameLabel="Nome" onChange={(changed) => keepSafetyPlanService(id, changed)} />
                <CallLink who={contact.name.trim() || who} phone={contact.phone} />
              </Stack>
            </UntilKnown>
          </Stack>
        )
      })}
    </Stack>
  )
}
