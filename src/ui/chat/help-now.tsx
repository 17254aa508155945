import { Button } from '@chakra-ui/react'
import { HeartHandshake } from 'lucide-react'
import { useRef, useState, type ComponentType } from 'react'
import { useLoadedOnceIdle } from '../../start/loaded-once-idle'
import { HELP_NOW, type HelpNowViewProps } from './help-now-content'
import { HelpNowSheet } from './help-now-sheet'

type HelpNowView = ComponentType<HelpNowViewProps>

/**
 * The dialog's code (zag's dialog, focus trap and scroll lock; its weight is in BENCHMARKS.md)
 * is not needed to show the chat: it is fetched once the page is idle, so it is there later even
 * without a connection; until then, and if it cannot come, the sheet shows the lines.
 */
const loadDialog = () => import('./help-now-dialog').then((module): HelpNowView => module.HelpNowDialog)

/** 'Precisa de ajuda agora?' on the chat screen: every help line, one tap away. */
export function HelpNow() {
  return <HelpNowControl dialog={useLoadedOnceIdle(loadDialog) ?? null} />
}

/** The button and what it opens: the dialog once its code is here, until then the same lines in a sheet. */
export function HelpNowControl({ dialog }: { dialog: HelpNowView | null }) {
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  // The dialog takes the sheet's place only while closed: what she is reading never changes under her.
  const [View, setView] = useState<HelpNowView>(() => dialog ?? HelpNowSheet)
  if (dialog && View !== dialog && !open) setView(() => dialog)
  return (
    <>
      <Button
        ref={button}
        aria-haspopup="dialog"
        aria-expanded={open}
        variant="subtle"
        colorPalette="calm"
        size="sm"
        minH={{ base: '11', md: '9' }}
        flexShrink="1"
        onClick={() => setOpen(true)}
      >
        <HeartHandshake aria-hidden /> {HELP_NOW}
      </Button>
      <View open={open} onClose={() => setOpen(false)} finalFocusEl={() => button.current} />
    </>
  )
}
