import { breathingPractices } from './breathing'
import { exercises } from './exercises'
import type { LibraryEntry } from './library-types'
import { nightPractices } from './madrugada'
import { meditations } from './meditations'
import { recipes } from './recipes'

/** The whole content library the assistant searches, in a stable order. */
export const library: readonly LibraryEntry[] = [...exercises, ...breathingPractices, ...meditations, ...nightPractices, ...recipes]
