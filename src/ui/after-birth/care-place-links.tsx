import { Button } from '@chakra-ui/react'
import { MessageCircle, Phone } from 'lucide-react'
import { helpLines, type HelpLineName } from '../../data/help-lines'

/** A care place's numbers and its chat, one tap each (`tel:` dials; the chat opens the service's page). */
export function CarePlaceLinks({ lines }: { lines: readonly HelpLineName[] }) {
  return lines.map((name) => {
    const line = helpLines[name]
    const href = 'tel' in line ? `tel:${line.tel}` : line.url
    return (
      <Button key={name} asChild type={undefined} variant="outline" colorPalette="calm" size="md" minH="11" alignSelf="flex-start">
        <a href={href} {...('url' in line && { target: '_blank', rel: 'noopener noreferrer' })}>
          {'tel' in line ? <Phone aria-hidden /> : <MessageCircle aria-hidden />} {line.rotulo}
        </a>
      </Button>
    )
  })
}
