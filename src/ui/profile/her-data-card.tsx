import { Box, Button, Card, Heading, Stack, Text } from '@chakra-ui/react'
import { Download, Trash2, Upload } from 'lucide-react'
import { useRef, useState, type ChangeEvent } from 'react'
import { createActor, toPromise } from 'xstate'
import { backupFileName, collectBackup, eraseDeviceData, readBackup, restoreBackup } from '../../device/backup'
import { keepReminderOff, keepReminderOn, readReminders } from '../../device/reminders'
import { ConfirmDialog } from '../layout/confirm-dialog'
import { deleteKeptCopy } from '../protected-copy/copy-actors'
import { confirmReminderActor, forgetReminderActor } from '../reminders/reminder-actors'

interface HerDataCardProps {
  /** After a restore: the app loads again on her restored data (tests pass a spy). */
  onRestored?: () => void
  /** After 'Apagar meus dados': the app loads again at the login screen, nothing of hers in memory. */
  onErased?: () => void
}

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/**
 * A reminder the file says is on is on only if this browser can remind her: with its permission it
 * subscribes again and the server keeps it; without (a new phone), it is kept off until she turns
 * it on. Notificações confirms it again when it opens (the reminders machine's `confirming`).
 */
async function confirmRestoredReminder() {
  const { on, choice } = readReminders()
  if (!on) return
  const confirmed = await toPromise(createActor(confirmReminderActor, { input: choice }).start())
  if (confirmed) keepReminderOn(confirmed)
  else keepReminderOff()
}

/** 'Seus dados' (LGPD art. 18): take them away in one file, bring them back, or erase them. */
export function HerDataCard({
  onRestored = () => window.location.assign('/dashboard'),
  onErased = () => window.location.replace('/login'),
}: HerDataCardProps) {
  const fileInput = useRef<HTMLInputElement>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [importing, setImporting] = useState(false)

  const exportData = () => {
    const backup = collectBackup()
    download(backupFileName(backup), JSON.stringify(backup, null, 2))
  }

  const importData = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = '' // the same file can be chosen again
    if (!file) return
    const read = readBackup(await file.text())
    if ('error' in read) return setProblem(read.error)
    if (!restoreBackup(read.backup))
      return setProblem('O navegador não deixou guardar os dados neste aparelho. Nada foi alterado.')
    setProblem(null)
    setImporting(true)
    await confirmRestoredReminder()
    onRestored()
  }

  const erase = async () => {
    if (readReminders().on) createActor(forgetReminderActor).start()
    await deleteKeptCopy()
    eraseDeviceData()
    setConfirming(false)
    onErased()
  }

  return (
    <Card.Root variant="outline" bg="bg.panel" rounded="l3" as="section" aria-labelledby="seus-dados">
      <Card.Body gap="4">
        <Stack gap="1">
          <Heading as="h2" size="lg" id="seus-dados">
            Seus dados
          </Heading>
          <Text color="fg.muted" textStyle="sm">
            O app guarda seus dados só neste aparelho: seu diário, suas rotinas, seu plano de segurança, perfil,
            respostas, configurações, a conversa e o tema. Se você ligar os lembretes, o servidor guarda apenas o horário, os dias e o endereço de
            aviso do seu navegador, e apaga tudo isso quando você os desliga. Com a cópia protegida ligada, o servidor guarda também uma
            cópia lacrada, que ele não consegue ler.
          </Text>
        </Stack>
        <Stack gap="3">
          <Button variant="outline" size="lg" w="full" onClick={exportData}>
            <Download aria-hidden /> Exportar meus dados
          </Button>
          <Button variant="outline" size="lg" w="full" loading={importing} onClick={() => fileInput.current?.click()}>
            <Upload aria-hidden /> Importar dados
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept="application/json,.json"
            hidden
            aria-label="Arquivo com seus dados"
            onChange={(event) => void importData(event)}
          />
          {problem && (
            <Box role="alert" color="red.fg" bg="red.subtle" rounded="l2" p="3" textStyle="sm">
              {problem}
            </Box>
          )}
          <Button variant="outline" colorPalette="red" size="lg" w="full" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden /> Apagar meus dados
          </Button>
        </Stack>
      </Card.Body>
      <ConfirmDialog
        open={confirming}
        title="Apagar meus dados?"
        description="Isso apaga deste aparelho seu diário de atividades, suas rotinas, seu plano de segurança, seu perfil, suas respostas, suas configurações, a conversa e o tema (e a cópia protegida guardada no servidor, se estiver ligada), e não pode ser desfeito. Para guardar uma cópia, use antes Exportar meus dados."
        keepLabel="Cancelar"
        onKeep={() => setConfirming(false)}
        confirmLabel="Apagar tudo"
        onConfirm={() => void erase()}
        destructive
      />
    </Card.Root>
  )
}
