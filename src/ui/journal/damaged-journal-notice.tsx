import { Box, HStack, Text } from '@chakra-ui/react'
import { Archive } from 'lucide-react'
import { useSyncExternalStore } from 'react'
import { journalIsDamaged, subscribeJournal } from '../../device/journal'

/**
 * Her journal on this device could not be read (it is kept aside, not erased: src/device/journal.ts):
 * said kindly where her figures show, so a zero never reads as if she had done nothing. Nothing
 * while the build prerenders.
 */
export function DamagedJournalNotice() {
  const damaged = useSyncExternalStore(subscribeJournal, journalIsDamaged, () => false)
  if (!damaged) return null
  return (
    <Box bg="bg.muted" rounded="l2" p="4" borderWidth="1px" borderColor="border">
      <HStack gap="3" align="flex-start">
        <Box as={Archive} aria-hidden flexShrink="0" boxSize="5" mt="0.5" color="fg.muted" />
        <Text textStyle="sm">
          Não conseguimos ler o histórico de atividades guardado neste aparelho, por isso seus números começam do zero.
          Ele não foi apagado: está guardado à parte e vai junto quando você usa Exportar meus dados, no Perfil. O que
          você fizer agora conta normalmente.
        </Text>
      </HStack>
    </Box>
  )
}
