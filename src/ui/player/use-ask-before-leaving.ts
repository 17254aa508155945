import { useBlocker } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { useHistoryLevels } from '../layout/use-history-levels'

interface LeaveRules {
  /** Whether leaving now would abandon something under way (asked of the machine). */
  underWay: () => boolean
  /** Holds it while she decides; returns how to take it up again if she stays, if anything. */
  hold: () => (() => void) | undefined
  onClose: () => void
}

/**
 * Leaving a player (its close button, Escape, a tap outside, the browser's back or any other
 * navigation) while something is under way asks first, holding it meanwhile; otherwise it closes.
 * The player keeps an entry of the browser's history while open, so back reaches it even right
 * after a full page load (useHistoryLevels).
 */
export function useAskBeforeLeaving({ underWay, hold, onClose }: LeaveRules) {
  const [asking, setAsking] = useState(false)
  const takeUpAgain = useRef<(() => void) | undefined>(undefined)
  // Already asking (a second back press): the question stands, and so does what 'stay' resumes.
  const askingNow = useRef(false)
  const askToLeave = () => {
    if (askingNow.current) return
    if (!underWay()) return onClose()
    takeUpAgain.current = hold()
    askingNow.current = true
    setAsking(true)
  }
  const stay = () => {
    askingNow.current = false
    setAsking(false)
    takeUpAgain.current?.()
  }
  useHistoryLevels(1, askToLeave)
  // Any other navigation while the player is open (back is the player's own entry) asks too.
  const askRef = useRef(askToLeave)
  useEffect(() => {
    askRef.current = askToLeave
  })
  useBlocker({
    shouldBlockFn: ({ action }) => {
      if (action === 'BACK' || action === 'FORWARD' || action === 'GO') return false
      askRef.current()
      return true
    },
    enableBeforeUnload: false,
  })
  return { asking, askToLeave, stay }
}
