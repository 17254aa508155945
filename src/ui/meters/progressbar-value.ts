/** value / max, kept between 0 (empty) and 1 (full). */
export const filledFraction = (value: number, max: number) => Math.min(1, Math.max(0, value / max))

/** How much of its track a bar fills, as a CSS width. */
export const barWidth = (value: number, max: number) => `${filledFraction(value, max) * 100}%`

/** The progressbar role with its label and value, for the element that draws the progress. */
export const progressbarAttributes = (value: number, max: number, label: string) =>
  ({
    role: 'progressbar',
    'aria-label': label,
    'aria-valuenow': value,
    'aria-valuemin': 0,
    'aria-valuemax': max,
  }) as const
