// The two keys the page's first script reads before the app (src/start/before-first-paint.ts), each
// an export of its own so that script carries them without every other key.
/** Her theme, a bare string (not JSON): read before the first paint. */
export const themeStorageKey = 'momento-mae-theme'
/** Her settings: 'Modo madrugada' among them, read before the first paint. */
export const settingsStorageKey = 'momento-mae-settings'

/** Every key the app keeps in localStorage, in one place so none collide. */
export const storageKeys = {
  theme: themeStorageKey,
  // The name and e-mail she gave at sign-up: the profile starts with them.
  account: 'momento-mae-account',
  onboarding: 'momento-mae-onboarding',
  chatHistory: 'momento-mae-chat',
  // What she was writing in the chat and did not send: back when she returns, gone with the conversation.
  chatDraft: 'momento-mae-chat-draft',
  profile: 'momento-mae-profile',
  settings: settingsStorageKey,
  journal: 'momento-mae-journal',
  ownRoutines: 'momento-mae-routines',
  reminders: 'momento-mae-reminders',
  // A journal that could not be read is kept here, never overwritten, rather than lost.
  damagedJournal: 'momento-mae-journal-damaged',
  // Her routines, when what was stored could not be read: kept aside, never overwritten.
  damagedOwnRoutines: 'momento-mae-routines-damaged',
  // The day her daily goal was last celebrated: once a day.
  goalCelebrated: 'momento-mae-goal-celebrated',
  // Her safety plan ('Meu plano de segurança'), part by part, on this device only.
  safetyPlan: 'momento-mae-safety-plan',
  // Her safety plan, when what was stored could not be read: kept aside, never overwritten.
  damagedSafetyPlan: 'momento-mae-safety-plan-damaged',
  // How she felt, one answer a day (part of her journal on the device).
  moods: 'momento-mae-moods',
  // Her moods, when what was stored could not be read: kept aside, never overwritten.
  damagedMoods: 'momento-mae-moods-damaged',
  // The welcome after the onboarding: 'due' from 'Finalizar', 'seen' once the dashboard said it.
  welcome: 'momento-mae-welcome',
  // 'Como me ajudar': the card as she wrote it, to send her partner or family; absent, the default.
  helpCard: 'momento-mae-help-card',
  // The activities and the routine in progress (src/device/run-in-progress.ts): erased with her
  // data, never exported or imported (src/device/backup.ts says why).
  run: 'momento-mae-run',
  // Her protected copy on this phone: its recovery code, version and whether a change waits to be
  // sent (src/device/kept-copy.ts). Erased with her data, never exported or imported: the code
  // opens the copy, and a file she carries must not carry it.
  protectedCopy: 'momento-mae-protected-copy',
} as const
