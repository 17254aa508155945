import { Button, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import { ChevronRight, ExternalLink, ListChecks, MessageCircle, Phone } from 'lucide-react'
import type { MouseEvent } from 'react'
import { helpLineTarget, type HelpLine } from '../../contract/chat-api'
import { helpLines, helpServices } from '../../data/help-lines'

/** A number as it is written in Brazil: a free 0800 line in its groups ('0800 722 6001'), a short one as it is. */
export const shownTel = (tel: string) => tel.replace(/^(0800)(\d{3})(\d{4})$/, '$1 $2 $3')

/** What a screen reader says for a line: what it does and the number, or that it opens a new tab. */
export const helpLineName = (line: HelpLine) =>
  'tel' in line ? `${line.rotulo}, ${shownTel(line.tel)}` : 'url' in line ? `${line.rotulo} (abre em nova aba)` : line.rotulo

/** A screen of the app is named by its visible text alone, as in 'Precisa de ajuda agora?'. */
const extraName = (line: HelpLine) => ('rota' in line ? {} : { 'aria-label': helpLineName(line) })

/** A plain click on a link to a screen of the app: the router takes it, without reloading the page. */
const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

/** One help line as a link she taps: a call (`tel:`), the page in a new tab, or a screen of the app. */
function HelpLineLink({ line }: { line: HelpLine }) {
  const navigate = useNavigate()
  const call = 'tel' in line
  const page = 'url' in line
  const openScreen = (event: MouseEvent) => {
    if (page || call || !plainClick(event)) return
    event.preventDefault()
    void navigate({ href: helpLineTarget(line) })
  }
  return (
    <Button
      asChild
      // A link: not the type="button" Chakra gives a button.
      type={undefined}
      variant="outline"
      colorPalette="calm"
      size="md"
      minH="11"
      h="auto"
      py="2"
      rounded="l2"
      bg="bg.panel"
      borderColor="calm.solid"
      justifyContent="flex-start"
      // The number goes under the words when both do not fit one line (her text at 200 % on a phone).
      flexWrap="wrap"
      whiteSpace="normal"
      textAlign="start"
      w={{ base: 'full', sm: 'auto' }}
      _hover={{ bg: 'calm.subtle' }}
    >
      <a
        href={call ? `tel:${line.tel}` : helpLineTarget(line)}
        {...extraName(line)}
        onClick={openScreen}
        {...(page ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {call ? <Phone aria-hidden /> : page ? <MessageCircle aria-hidden /> : <ListChecks aria-hidden />}
        {/* The space keeps the visible text inside the name ('Ligar para o CVV 188' in '…CVV, 188'). */}
        {line.rotulo}{' '}
        {call ? (
          <chakra.span ms="auto" ps="1" fontWeight="bold" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
            {shownTel(line.tel)}
          </chakra.span>
        ) : (
          <chakra.span ms="auto" ps="1" display="inline-flex">
            {page ? <ExternalLink aria-hidden /> : <ChevronRight aria-hidden />}
          </chakra.span>
        )}
      </a>
    </Button>
  )
}

interface HelpLineLinksProps {
  lines: readonly HelpLine[]
  /** The list's name for a screen reader. */
  label: string
}

/** Help lines, one tap each: a column on a phone, side by side where there is room. */
export function HelpLineLinks({ lines, label }: HelpLineLinksProps) {
  return (
    <Flex as="ul" aria-label={label} wrap="wrap" gap="2" m="0" p="0" listStyleType="none" alignSelf="stretch">
      {lines.map((line) => (
        <chakra.li key={helpLineName(line)} display="flex" w={{ base: 'full', sm: 'auto' }}>
          <HelpLineLink line={line} />
        </chakra.li>
      ))}
    </Flex>
  )
}

/** Every help service, with a line on what it is and its lines to call or open (also in her safety plan). */
export function HelpServiceList() {
  return (
    <Stack as="ul" gap="4" m="0" p="0" listStyleType="none">
      {helpServices.map((service) => (
        <Stack as="li" key={service.nome} gap="1.5">
          <Stack gap="0.5">
            <Heading as="h3" size="md">
              {service.nome}
            </Heading>
            <Text color="fg.muted" textStyle="sm">
              {service.sobre}
            </Text>
          </Stack>
          <HelpLineLinks lines={service.lines.map((name) => helpLines[name])} label={service.nome} />
        </Stack>
      ))}
    </Stack>
  )
}
