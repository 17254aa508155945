import { Box } from '@chakra-ui/react'
import Confetti from 'react-confetti'
import { useState } from 'react'

// Clay, sage, rose and a warm gold: the app's own colours, festive without shouting.
const colors = ['#C4613F', '#D77D63', '#E5A08A', '#5F845A', '#7C9F76', '#E9B949', '#D9738C']
const PIECES_PER_BURST = 30

// Each burst releases its pieces fast, then eases off (t, from, to and duration in react-confetti's terms).
const easeOut = (t: number, from: number, to: number, duration: number) => {
  const progress = Math.min(1, t / duration)
  return from + (to - from) * (1 - (1 - progress) ** 2)
}

interface ConfettiBurstProps {
  /** Bursts so far: each one throws another handful. */
  bursts: number
  /** After the 3000 ms the confetti fades out instead of vanishing mid-air. */
  fading: boolean
}

/** Loaded only when a celebration opens (a dynamic import), so it is never in the first load. */
export default function ConfettiBurst({ bursts, fading }: ConfettiBurstProps) {
  const [size] = useState(() => ({ width: window.innerWidth, height: window.innerHeight }))
  return (
    <Box
      aria-hidden
      data-testid="confetti"
      data-bursts={bursts}
      data-state={fading ? 'fading' : 'falling'}
      position="fixed"
      inset="0"
      pointerEvents="none"
      zIndex="0" // under the dialog's card, its next sibling
      opacity={fading ? 0 : 1}
      transition="opacity 0.6s ease-out"
    >
      <Confetti
        width={size.width}
        height={size.height}
        numberOfPieces={bursts * PIECES_PER_BURST}
        recycle={false}
        tweenDuration={200}
        tweenFunction={easeOut}
        gravity={0.15}
        colors={colors}
      />
    </Box>
  )
}
