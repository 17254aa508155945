import { Button, Card, Heading, Stack, Text, Textarea } from '@chakra-ui/react'
import { textareaRecipe } from '@chakra-ui/react/theme'
import { Send, Undo2 } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { helpCardSectionIds, helpCardSectionTitles, helpCardText, isHelpCardEmpty, type HelpCardSectionId, type HelpCardTexts } from '../../data/help-card'
import { HELP_CARD_SECTION_MAX_LENGTH, keepHelpCard, resetHelpCard } from '../../device/help-card'
import { shareText, type ShareOutcome } from '../../device/share-text'
import { UntilKnown } from '../until-known'
import { useHelpCard } from './use-help-card'

const said: Record<ShareOutcome | 'empty', string> = {
  shared: 'Pronto. Pedir ajuda também é cuidar do bebê.',
  copied: 'Copiado! Agora é só colar na conversa com quem você quiser, no WhatsApp ou numa mensagem.',
  cancelled: '',
  failed: 'Não deu para enviar nem copiar daqui. Selecione o texto do cartão, copie e cole na conversa.',
  empty: 'O cartão está vazio: escreva o que te ajuda antes de enviar.',
}

/**
 * 'Como me ajudar' (docs/product.md, After the birth): she edits it a section at a time, it stays on
 * the device, and it leaves as one text only when she sends it, with the phone's share sheet or
 * copied where there is none.
 */
export function HelpCardEditor() {
  const card = useHelpCard()
  // What she types shows at once, even when the browser refuses to keep it.
  const [draft, setDraft] = useState<HelpCardTexts | null>(null)
  const [kept, setKept] = useState(true)
  const [message, setMessage] = useState('')
  const firstField = useRef<HTMLTextAreaElement>(null)
  const ids = { heading: useId(), about: useId(), section: useId() }
  const sections = draft ?? card?.sections ?? null

  const change = (id: HelpCardSectionId, next: string) => {
    if (sections === null) return
    const changed = { ...sections, [id]: next }
    setDraft(changed)
    setKept(keepHelpCard(changed))
    setMessage('')
  }
  const reset = () => {
    resetHelpCard()
    setDraft(null)
    setKept(true)
    setMessage('')
    firstField.current?.focus()
  }
  const send = async () => {
    if (sections === null) return
    setMessage('')
    setMessage(said[isHelpCardEmpty(sections) ? 'empty' : await shareText(helpCardText(sections))])
  }

  return (
    <Card.Root as="section" aria-labelledby={ids.heading} variant="outline" bg="bg.panel" rounded="l3" id="como-me-ajudar">
      <Card.Body gap="4" p={{ base: 'min(1.25rem, 6.25vw)', md: '7' }}>
        <Heading as="h2" id={ids.heading} size={{ base: 'xl', md: '2xl' }}>
          Como me ajudar
        </Heading>
        <Text id={ids.about} color="fg.muted">
          Um cartão para o seu companheiro ou a sua família, com o que te ajuda de verdade. Mude cada parte do seu jeito, ou
          deixe uma em branco para ela não ir: ele fica só neste aparelho e só sai daqui, num texto só, se você enviar.
        </Text>
        <UntilKnown known={sections !== null}>
          <Stack gap="5">
            {helpCardSectionIds.map((id, index) => (
              <Stack key={id} gap="2">
                <Heading as="h3" id={`${ids.section}-${id}`} size="md">
                  {helpCardSectionTitles[id]}
                </Heading>
                <Textarea
                  ref={index === 0 ? firstField : undefined}
                  recipe={textareaRecipe}
                  autoresize
                  size="lg"
                  rows={3}
                  bg="bg.panel"
                  value={sections?.[id] ?? ''}
                  maxLength={HELP_CARD_SECTION_MAX_LENGTH}
                  aria-labelledby={`${ids.section}-${id}`}
                  aria-describedby={ids.about}
                  onChange={(event) => change(id, event.target.value)}
                />
              </Stack>
            ))}
          </Stack>
        </UntilKnown>
        {!kept && (
          <Text color="fg.error" textStyle="sm">
            Este aparelho não está guardando o cartão agora. O texto continua aqui para você enviar.
          </Text>
        )}
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button size="lg" minH="11" onClick={() => void send()}>
            <Send aria-hidden /> Enviar para alguém
          </Button>
          {card?.edited && (
            <Button variant="outline" size="lg" minH="11" onClick={reset}>
              <Undo2 aria-hidden /> Voltar ao texto sugerido
            </Button>
          )}
        </Stack>
        <Text role="status" textStyle="sm" fontWeight="medium" minH="5">
          {message}
        </Text>
      </Card.Body>
    </Card.Root>
  )
}
