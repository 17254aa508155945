import { Box, Button, Heading, HStack, Stack } from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import { useMachine } from '@xstate/react'
import { ArrowLeft, ArrowRight, Check } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { keepOnboardingAnswers, readOnboardingAnswers } from '../../device/onboarding-answers'
import { expectWelcome } from '../../device/welcome'
import { onboardingMachine, onboardingSteps } from '../../machines/onboarding.machine'
import { AuthShell } from '../auth/auth-shell'
import { inspect } from '../dev/inspector'
import { useHistoryLevels } from '../layout/use-history-levels'
import { useOneTapPerStep } from '../layout/use-one-tap-per-step'
import { ProgressBar } from '../meters/progress-bar'
import { AboutYouStep } from './about-you-step'

type Step = keyof typeof onboardingSteps

// The second and third steps' cards (a radio group, checkboxes) load while she fills in the first,
// and are then there at once when she moves on (a lazy component would show its fallback first).
const loadLaterSteps = () =>
  Promise.all([import('./time-step'), import('./goals-step')]).then(([time, goals]) => ({ TimeStep: time.TimeStep, GoalsStep: goals.GoalsStep }))
type LaterSteps = Awaited<ReturnType<typeof loadLaterSteps>>

const stepTitles = { step1: 'Sobre você', step2: 'Seu tempo', step3: 'Seus objetivos' } satisfies Record<Step, string>

export function OnboardingScreen() {
  const navigate = useNavigate()
  const [stored] = useState(readOnboardingAnswers)
  const [state, send] = useMachine(
    onboardingMachine.provide({
      actions: {
        keepAnswers: ({ context }) => void keepOnboardingAnswers(context.answers),
        expectWelcome,
        goToDashboard: () => void navigate({ to: '/dashboard' }),
      },
    }),
    { input: { stored }, inspect },
  )
  // Once finished the screen is on its way out: keep showing the last step meanwhile.
  const step: Step = state.matches('finished') ? 'step3' : (state.value as Step)
  const number = onboardingSteps[step]
  const { answers } = state.context
  const heading = useFocusOnChange<HTMLHeadingElement>(number)
  const [later, setLater] = useState<LaterSteps | null>(null)
  useEffect(() => {
    let mounted = true
    void loadLaterSteps().then((steps) => mounted && setLater(steps))
    return () => {
      mounted = false
    }
  }, [])
  const waiting = <Box aria-hidden minH="xs" />
  // A double tap on 'Próximo' or 'Voltar' moves one step, and never answers the next one for her.
  const oneTap = useOneTapPerStep(number)
  // The browser's back goes to the step before, as 'Voltar' does, not back to the sign-up.
  useHistoryLevels(number - 1, () => send({ type: 'step.back' }))

  const next = (event: FormEvent) => {
    event.preventDefault()
    send({ type: 'step.next' })
  }

  return (
    <AuthShell title="Vamos nos conhecer" subtitle={`Passo ${number} de 3`}>
      <ProgressBar value={number} max={3} label={`Passo ${number} de 3`} h="2" />
      <Stack as="form" gap="6" onSubmit={next} onClickCapture={oneTap}>
        <Heading as="h2" size="lg" ref={heading} tabIndex={-1} outline="none">
          {stepTitles[step]}
        </Heading>
        {step === 'step1' && (
          <AboutYouStep
            age={answers.age}
            childrenAges={answers.childrenAges}
            onAgeChange={(value) => send({ type: 'age.change', value })}
            onChildrenAgesChange={(value) => send({ type: 'childrenAges.change', value })}
          />
        )}
        {step === 'step2' &&
          (later ? (
            <later.TimeStep value={answers.availableTime} onChoose={(value) => send({ type: 'availableTime.choose', value })} />
          ) : (
            waiting
          ))}
        {step === 'step3' &&
          (later ? <later.GoalsStep goals={answers.goals} onToggle={(id) => send({ type: 'goal.toggle', id })} /> : waiting)}
        <HStack gap="3">
          {state.can({ type: 'step.back' }) && (
            <Button type="button" variant="outline" size="xl" flex="1" onClick={() => send({ type: 'step.back' })}>
              <ArrowLeft aria-hidden /> Voltar
            </Button>
          )}
          <Button type="submit" size="xl" flex="1">
            {state.hasTag('lastStep') ? (
              <>
                Finalizar <Check aria-hidden />
              </>
            ) : (
              <>
                Próximo <ArrowRight aria-hidden />
              </>
            )}
          </Button>
        </HStack>
      </Stack>
    </AuthShell>
  )
}

/** Moves focus to the element when `key` changes (not on the first render), so a new step is announced. */
function useFocusOnChange<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null)
  const first = useRef(key)
  useEffect(() => {
    if (first.current === key) return
    first.current = undefined
    ref.current?.focus()
  }, [key])
  return ref
}
