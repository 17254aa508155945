import { useActorRef, useSelector } from '@xstate/react'
import { useState, type RefObject } from 'react'
import { readOnboardingAnswers } from '../../device/onboarding-answers'
import { markWelcomeSeen } from '../../device/welcome'
import { welcomeMachine } from '../../machines/welcome.machine'
import { inspect } from '../dev/inspector'
import { WelcomeCard } from './welcome-card'

interface WelcomeProps {
  /** The device says it is due ('Finalizar' and not seen yet). */
  due: boolean
  goalTarget: number
  /** Where her focus goes after 'Entendi'. */
  nextFocus: RefObject<HTMLElement | null>
}

/**
 * The welcome after the onboarding with its machine (docs/product.md, Dashboard): loaded by the
 * dashboard only when it is due, so it is in no first load.
 */
export function Welcome({ due, goalTarget, nextFocus }: WelcomeProps) {
  const [answers] = useState(() => readOnboardingAnswers() ?? { availableTime: '' as const, goals: [] })
  const welcome = useActorRef(
    welcomeMachine.provide({
      actions: { markSeen: markWelcomeSeen, returnFocus: () => nextFocus.current?.focus() },
    }),
    { input: { due }, inspect },
  )
  const present = useSelector(welcome, (snapshot) => snapshot.hasTag('present'))
  const visible = useSelector(welcome, (snapshot) => snapshot.hasTag('visible'))
  if (!present) return null
  return (
    <WelcomeCard
      answers={answers}
      goalTarget={goalTarget}
      visible={visible}
      onReady={() => welcome.send({ type: 'screen.shown' })}
      onDismiss={() => welcome.send({ type: 'welcome.dismiss' })}
    />
  )
}
