/** Every key the app keeps in localStorage, in one place so none collide. */
export const storageKeys = {
  // The theme is stored as a bare string (not JSON) because index.html reads it before the app.
  theme: 'momento-mae-theme',
  onboarding: 'momento-mae-onboarding',
  chatHistory: 'momento-mae-chat',
  profile: 'momento-mae-profile',
  settings: 'momento-mae-settings',
} as const
