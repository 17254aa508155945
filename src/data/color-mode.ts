/** The two colour modes: what the theme machine switches, the device keeps and the page paints. */
export type ColorMode = 'light' | 'dark'
