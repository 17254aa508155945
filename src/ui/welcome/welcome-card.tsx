import { Button, Card, Circle, Heading, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { Heart, KeyRound } from 'lucide-react'
import { useEffect, useRef } from 'react'
import type { OnboardingAnswers } from '../../data/onboarding-options'
import { welcomeText } from './welcome-text'

interface WelcomeCardProps {
  answers: Pick<OnboardingAnswers, 'availableTime' | 'goals'>
  /** Her daily goal, as the dashboard counts it. */
  goalTarget: number
  /** The welcome machine says so: shown once, after the onboarding. */
  visible: boolean
  /** Its live region is on screen: the words may come. */
  onReady: () => void
  onDismiss: () => void
}

/**
 * The welcome after the onboarding (docs/product.md, Dashboard), loaded only when it is due. Its
 * live region is on screen before the words (`onReady`), so a screen reader hears them arrive,
 * politely; the focus stays where it was.
 */
export function WelcomeCard({ answers, goalTarget, visible, onReady, onDismiss }: WelcomeCardProps) {
  const ready = useRef(onReady)
  useEffect(() => ready.current(), [])
  const text = welcomeText(answers, goalTarget)
  const said = visible ? `${text.title}. ${text.lines.join(' ')}` : ''
  return (
    <>
      <VisuallyHidden aria-live="polite">{said}</VisuallyHidden>
      {visible && (
        <Card.Root
          as="section"
          aria-labelledby="boas-vindas"
          variant="subtle"
          colorPalette="calm"
          rounded="l3"
          bg="colorPalette.subtle"
          mb={{ base: '5', md: '6' }}
        >
          <Card.Body p={{ base: 'min(1rem, 5vw)', md: '5' }}>
            <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: '3', md: '4' }} align={{ sm: 'center' }}>
              <Circle size="10" bg="colorPalette.muted" color="colorPalette.fg" flexShrink="0" display={{ base: 'none', sm: 'flex' }}>
                <Heart aria-hidden size="1.25rem" />
              </Circle>
              <Stack gap="1" flex="1">
                <Heading as="h2" id="boas-vindas" size="md" lineHeight="short">
                  {text.title}
                </Heading>
                {text.lines.map((line) => (
                  <Text key={line} color="fg.muted" textStyle="sm">
                    {line}
                  </Text>
                ))}
              </Stack>
              <Stack gap="2" alignSelf={{ base: 'flex-start', sm: 'center' }}>
                <Button variant="outline" size="lg" minH="11" onClick={onDismiss}>
                  Entendi
                </Button>
                {/* A new phone: her data comes back from her protected copy, in Perfil (a plain link: the page loads again on it). */}
                <Button asChild type={undefined} variant="ghost" size="lg" minH="11">
                  <a href="/profile#copia">
                    <KeyRound aria-hidden /> Já tenho uma cópia
                  </a>
                </Button>
              </Stack>
            </Stack>
          </Card.Body>
        </Card.Root>
      )}
    </>
  )
}
