import { Box, Button, Card, Field, Heading, Input, Stack, Text } from '@chakra-ui/react'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { Copy, Download, KeyRound, Share2 } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { CHECKED_GROUP, formatRecoveryCode } from '../../contract/recovery-code'
import type { protectedCopyMachine } from '../../machines/protected-copy.machine'
import { ConfirmDialog } from '../layout/confirm-dialog'
import { protectedCopy } from '../protected-copy/copy-service'
import { SettingSwitch } from './setting-switch'

interface ProtectedCopyCardProps {
  /** The page's protected-copy actor (tests pass their own). */
  copy?: ActorRefFrom<typeof protectedCopyMachine>
  /** After 'Já tenho uma cópia': the app loads again on her restored data (tests pass a spy). */
  onRestored?: () => void
}

function saveAsFile(code: string) {
  const text = `Código de recuperação do Momento Mãe\n\n${formatRecoveryCode(code)}\n\nGuarde este arquivo em um lugar seguro. Quem tiver este código pode abrir a sua cópia protegida.\n`
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }))
  const link = document.createElement('a')
  link.href = url
  link.download = 'momento-mae-codigo-de-recuperacao.txt'
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

const canShare = () => typeof navigator.share === 'function'

/** The code once, to keep: copied, shared where the browser can, or saved as a file. */
function CodeShown({ code, onKept, onCancel }: { code: string; onKept: () => void; onCancel: () => void }) {
  const [copied, setCopied] = useState(false)
  const shown = formatRecoveryCode(code)
  const copy = async () => {
    await navigator.clipboard.writeText(shown).then(
      () => setCopied(true),
      () => setCopied(false),
    )
  }
  return (
    <Stack gap="3">
      <Text textStyle="sm">
        Este é o seu código de recuperação. Ele aparece só agora: guarde-o fora deste celular (em outro aparelho, num arquivo ou anotado em papel).
        Sem ele, ninguém, nem nós, consegue abrir a sua cópia.
      </Text>
      <Box
        as="p"
        aria-label={`Código de recuperação: ${shown}`}
        fontFamily="mono"
        fontSize="xl"
        fontWeight="semibold"
        letterSpacing="wider"
        textAlign="center"
        bg="bg.muted"
        rounded="l2"
        p="3"
        data-testid="codigo-de-recuperacao"
      >
        {shown}
      </Box>
      <Stack gap="2">
        <Button variant="outline" size="lg" minH="11" onClick={() => void copy()}>
          <Copy aria-hidden /> {copied ? 'Copiado' : 'Copiar'}
        </Button>
        {canShare() && (
          <Button variant="outline" size="lg" minH="11" onClick={() => void navigator.share({ text: shown }).catch(() => {})}>
            <Share2 aria-hidden /> Compartilhar
          </Button>
        )}
        <Button variant="outline" size="lg" minH="11" onClick={() => saveAsFile(code)}>
          <Download aria-hidden /> Salvar como arquivo
        </Button>
      </Stack>
      <Button size="lg" minH="11" onClick={onKept}>
        Já guardei o código
      </Button>
      <Button variant="ghost" size="lg" minH="11" onClick={onCancel}>
        Cancelar
      </Button>
    </Stack>
  )
}

/** She types a code: to check the last group, or to bring her copy back. */
function CodeForm({ label, hint, submit, busy, onSubmit }: { label: string; hint: string; submit: string; busy: boolean; onSubmit: (typed: string) => void }) {
  const [typed, setTyped] = useState('')
  const send = (event: FormEvent) => {
    event.preventDefault()
    onSubmit(typed)
  }
  return (
    <Stack as="form" gap="3" onSubmit={send}>
      <Field.Root>
        <Field.Label>{label}</Field.Label>
        <Input
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          size="lg"
          fontFamily="mono"
        />
        <Field.HelperText>{hint}</Field.HelperText>
      </Field.Root>
      <Button type="submit" size="lg" minH="11" loading={busy}>
        {submit}
      </Button>
    </Stack>
  )
}

/**
 * 'Cópia protegida' (docs/product.md): her data sealed on this phone with a code only she has, kept
 * on the server and current without her thinking of it; 'Já tenho uma cópia' brings it to a new phone.
 */
export function ProtectedCopyCard({ copy: given, onRestored = () => window.location.assign('/dashboard') }: ProtectedCopyCardProps) {
  const [copy] = useState(() => given ?? protectedCopy())
  const state = useSelector(copy, (snapshot) => snapshot)
  // From the welcome's 'Já tenho uma cópia' (#copia): the code's field is open and in view.
  const [restoring, setRestoring] = useState(() => window.location.hash === '#copia')
  const card = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (window.location.hash === '#copia') card.current?.scrollIntoView({ block: 'start' })
  }, [])
  const [confirmingOff, setConfirmingOff] = useState(false)
  const done = state.status === 'done'
  useEffect(() => {
    if (done) onRestored()
  }, [done, onRestored])

  const on = state.hasTag('on')
  const busy = state.hasTag('busy')
  const { problem, code } = state.context
  const offline = state.matches({ on: 'offline' })
  const showingSwitch = state.matches('off') || on || state.matches('turningOff') || state.matches('preparing')

  return (
    <Card.Root ref={card} variant="outline" bg="bg.panel" rounded="l3" as="section" aria-labelledby="copia-protegida" id="copia">
      <Card.Body gap="3">
        <Heading as="h2" size="lg" id="copia-protegida">
          Se você trocar de celular
        </Heading>
        {showingSwitch && (
          <SettingSwitch
            label="Cópia protegida"
            description={
              on
                ? offline
                  ? 'Ligada. Sem conexão agora: o que mudar será copiado quando a internet voltar.'
                  : 'Ligada. Seus dados são lacrados neste celular e copiados alguns minutos depois de cada mudança.'
                : 'Se você perder ou trocar de celular, recupere seus dados com um código que só você tem. O servidor guarda a cópia lacrada e não consegue lê-la.'
            }
            checked={on || state.matches('preparing')}
            disabled={busy}
            onChange={(checked) => (checked ? copy.send({ type: 'copy.turnOn' }) : setConfirmingOff(true))}
          />
        )}
        {state.matches('showingCode') && code && (
          <CodeShown code={code} onKept={() => copy.send({ type: 'copy.codeKept' })} onCancel={() => copy.send({ type: 'copy.cancel' })} />
        )}
        {(state.matches('typingBack') || state.matches('creating')) && (
          <Stack gap="2">
            <CodeForm
              label={`Digite o ${CHECKED_GROUP}º grupo (o último) do código`}
              hint="Só para ter certeza de que você guardou o código."
              submit="Ligar a cópia protegida"
              busy={state.matches('creating')}
              onSubmit={(typed) => copy.send({ type: 'copy.typeBack', typed })}
            />
            <Button variant="ghost" size="lg" minH="11" disabled={busy} onClick={() => copy.send({ type: 'copy.back' })}>
              Ver o código de novo
            </Button>
          </Stack>
        )}
        {(state.matches('off') || state.matches('restoring') || done) &&
          (restoring || !state.matches('off') ? (
            <CodeForm
              label="Código de recuperação"
              hint="Digite ou cole o código, com ou sem espaços."
              submit="Recuperar meus dados"
              busy={state.matches('restoring') || done}
              onSubmit={(typed) => copy.send({ type: 'copy.restore', typed })}
            />
          ) : (
            <Button variant="outline" size="lg" minH="11" w="full" onClick={() => setRestoring(true)}>
              <KeyRound aria-hidden /> Já tenho uma cópia
            </Button>
          ))}
        {problem && (
          <Box role="alert" color="red.fg" bg="red.subtle" rounded="l2" p="3" textStyle="sm">
            {problem}
          </Box>
        )}
      </Card.Body>
      <ConfirmDialog
        open={confirmingOff}
        title="Desligar a cópia protegida?"
        description="A cópia guardada no servidor será apagada. Seus dados continuam neste celular."
        keepLabel="Manter ligada"
        onKeep={() => setConfirmingOff(false)}
        confirmLabel="Desligar e apagar a cópia"
        onConfirm={() => {
          setConfirmingOff(false)
          copy.send({ type: 'copy.turnOff' })
        }}
        destructive
      />
    </Card.Root>
  )
}
