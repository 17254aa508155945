import type { EventFrom, SnapshotFrom } from 'xstate'
import type { celebrationMachine } from '../../machines/celebration.machine'

type Snapshot = SnapshotFrom<typeof celebrationMachine>
type Send = (event: EventFrom<typeof celebrationMachine>) => void

/** What the celebration dialog shows. */
export interface CelebrationView {
  open: boolean
  /** Confetti falling (the first 3 s); once it stops, the pieces fade. */
  confetti: boolean
  /** Bursts so far: each adds pieces. */
  bursts: number
  phrase: string
  activityTitle: string
}

export const celebrationView = (snapshot: Snapshot): CelebrationView => ({
  open: snapshot.hasTag('open'),
  confetti: snapshot.hasTag('confetti'),
  bursts: snapshot.context.bursts,
  phrase: snapshot.context.phrase,
  activityTitle: snapshot.context.activityTitle,
})

export const celebrationEvents = (send: Send) => ({
  /** 'Continuar', Escape or a tap outside. */
  close: () => send({ type: 'celebration.close' }),
})
