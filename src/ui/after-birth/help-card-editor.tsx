import { Button, Card, Heading, Stack, Text, Textarea } from '@chakra-ui/react'
import { textareaRecipe } from '@chakra-ui/react/theme'
import { Send, Undo2 } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { HELP_CARD_MAX_LENGTH, keepHelpCard, resetHelpCard } from '../../device/help-card'
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
 * 'Como me ajudar' (docs/product.md, After the birth): she edits it, it stays on the device, and it
 * leaves only when she sends it, with the phone's share sheet or copied where there is none.
 */
export function HelpCardEditor() {
  const card = useHelpCard()
  // What she types shows at once, even when the browser refuses to keep it.
  const [draft, setDraft] = useState<string | null>(null)
  const [kept, setKept] = useState(true)
  const [message, setMessage] = useState('')
  const field = useRef<HTMLTextAreaElement>(null)
  const ids = { heading: useId(), about: useId() }
  const text = draft ?? card?.text ?? ''

  const change = (next: string) => {
    setDraft(next)
    setKept(keepHelpCard(next))
    setMessage('')
  }
  const reset = () => {
    resetHelpCard()
    setDraft(null)
    setKept(true)
    setMessage('')
    field.current?.focus()
  }
  const send = async () => {
    setMessage('')
    setMessage(said[text.trim() === '' ? 'empty' : await shareText(text)])
  }

  return (
    <Card.Root as="section" aria-labelledby={ids.heading} variant="outline" bg="bg.panel" rounded="l3" id="como-me-ajudar">
      <Card.Body gap="4" p={{ base: 'min(1.25rem, 6.25vw)', md: '7' }}>
        <Heading as="h2" id={ids.heading} size={{ base: 'xl', md: '2xl' }}>
          Como me ajudar
        </Heading>
        <Text id={ids.about} color="fg.muted">
          Um cartão para o seu companheiro ou a sua família, com o que te ajuda de verdade. Mude o que quiser, do seu jeito: ele
          fica só neste aparelho e só sai daqui se você enviar.
        </Text>
        <UntilKnown known={card !== null}>
          <Textarea
            ref={field}
            recipe={textareaRecipe}
            autoresize
            size="lg"
            rows={12}
            bg="bg.panel"
            value={text}
            maxLength={HELP_CARD_MAX_LENGTH}
            aria-label="Texto do cartão Como me ajudar"
            aria-describedby={ids.about}
            onChange={(event) => change(event.target.value)}
          />
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
