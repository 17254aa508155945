import { Button, chakra, Flex, Stack } from '@chakra-ui/react'
import { UserMinus, UserPlus } from 'lucide-react'
import { useRef, useState } from 'react'
import { safetyPlanLimits, type SafetyPlanPerson } from '../../data/safety-plan'
import { keepSafetyPlanPerson, newSafetyPlanPersonId, removeSafetyPlanPerson } from '../../device/safety-plan'
import { lazyPart } from '../../start/lazy-part'
import { CallLink } from './call-link'
import { ContactFields } from './contact-fields'

// Asked only when she taps to take someone off the list: not in the screen's first load.
const RemovePersonConfirm = lazyPart({
  load: () => import('./remove-person-confirm').then((module) => module.RemovePersonConfirm),
  when: 'needed',
})

const blank = (person: SafetyPlanPerson) => person.name.trim() === '' && person.phone.trim() === ''
const removeButtonId = (person: SafetyPlanPerson) => `tirar-${person.id}`

/**
 * The people she can call for help, in her order. With nobody yet, one empty row waits, kept
 * once she types in it; 'Adicionar outra pessoa' adds a row, 'Tirar da lista' asks first when
 * something is written in it.
 */
export function PeopleList({ people }: { people: readonly SafetyPlanPerson[] }) {
  const [draftId] = useState(() => newSafetyPlanPersonId())
  const rows = people.length > 0 ? people : [{ id: draftId, name: '', phone: '' }]
  const [added, setAdded] = useState<string | null>(null)
  const [asking, setAsking] = useState<{ person: SafetyPlanPerson; open: boolean } | null>(null)
  const addButton = useRef<HTMLButtonElement>(null)
  const removedId = useRef<string | null>(null)

  const add = () => {
    if (people.length === 0) keepSafetyPlanPerson(rows[0]!) // the row she sees stays, empty
    const id = newSafetyPlanPersonId()
    keepSafetyPlanPerson({ id, name: '', phone: '' })
    setAdded(id)
  }
  const remove = (person: SafetyPlanPerson) => {
    removedId.current = person.id
    removeSafetyPlanPerson(person.id)
  }
  const askToRemove = (person: SafetyPlanPerson) => {
    if (!blank(person)) return setAsking({ person, open: true })
    remove(person)
    // Its row is gone, its button with it: focus waits on 'Adicionar outra pessoa'.
    requestAnimationFrame(() => addButton.current?.focus())
  }

  return (
    <Stack gap="3">
      <Stack as="ul" gap="3" m="0" p="0" listStyleType="none">
        {rows.map((person, index) => (
          <chakra.li key={person.id}>
            <Stack role="group" aria-label={person.name.trim() || `Pessoa ${index + 1}`} gap="3" p={{ base: '3', md: '4' }} rounded="l2" borderWidth="1px">
              <ContactFields
                contact={person}
                nameLabel="Nome"
                focusName={person.id === added}
                onChange={(contact) => keepSafetyPlanPerson({ id: person.id, ...contact })}
              />
              <Flex gap="2" wrap="wrap" align="center">
                <CallLink who={person.name.trim() || 'esta pessoa'} phone={person.phone} />
                {people.length > 0 && (
                  <Button id={removeButtonId(person)} variant="ghost" size="lg" onClick={() => askToRemove(person)}>
                    <UserMinus aria-hidden /> Tirar da lista
                  </Button>
                )}
              </Flex>
            </Stack>
          </chakra.li>
        ))}
      </Stack>
      {rows.length < safetyPlanLimits.people && (
        <Button ref={addButton} variant="outline" size="lg" alignSelf={{ base: 'stretch', sm: 'flex-start' }} onClick={add}>
          <UserPlus aria-hidden /> Adicionar outra pessoa
        </Button>
      )}
      {asking && (
        <RemovePersonConfirm
          open={asking.open}
          name={asking.person.name.trim() || 'esta pessoa'}
          onKeep={() => setAsking({ ...asking, open: false })}
          onRemove={() => {
            remove(asking.person)
            setAsking({ ...asking, open: false })
          }}
          finalFocusEl={() =>
            removedId.current === asking.person.id ? addButton.current : document.getElementById(removeButtonId(asking.person))
          }
        />
      )}
    </Stack>
  )
}
