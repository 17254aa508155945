/** Resolves after `ms`, unless cancelled. Tests pass one they resolve themselves. */
export type Deadline = (ms: number) => { reached: Promise<void>; cancel(): void }

export const systemDeadline: Deadline = (ms) => {
  let timer: NodeJS.Timeout | undefined
  const reached = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms)
  })
  return { reached, cancel: () => clearTimeout(timer) }
}
