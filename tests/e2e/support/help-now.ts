import { readManifest } from '../../../scripts/bench/first-load.mjs'

/** The built file of the 'Precisa de ajuda agora?' dialog, which the chat fetches once idle. */
export const helpDialogFile = readManifest()['src/ui/chat/help-now-dialog.tsx']!.file
