import { appIcons } from './app-icons.ts'

// The light theme's page colour (src/device/color-mode.ts): the app opens light by
// default, and the page's own theme-color meta follows the theme she picks once it runs.
export const LIGHT_PAGE_COLOUR = '#FBF8F5'

/** The web app manifest (pt-BR): what a phone shows when she adds the app to her home screen. */
export const webAppManifest = {
  id: '/dashboard',
  name: 'Momento Mãe',
  short_name: 'Momento Mãe',
  description: 'Alguns minutos só para você: exercícios, meditações e receitas rápidas guiadas.',
  lang: 'pt-BR',
  dir: 'ltr',
  start_url: '/dashboard',
  scope: '/',
  display: 'standalone',
  background_color: LIGHT_PAGE_COLOUR,
  theme_color: LIGHT_PAGE_COLOUR,
  categories: ['health', 'lifestyle'],
  icons: appIcons
    .filter((icon) => icon.purpose !== 'apple-touch-icon')
    .map(({ file, size, purpose }) => ({ src: `/${file}`, sizes: `${size}x${size}`, type: 'image/png', purpose })),
}
