import { describe, expect, it } from 'vitest'
import { library } from '../data/library/library'
import type { LibraryKind } from '../data/library/library-types'
import { planActivities } from '../data/plan'
import { playablesOf } from '../data/playable-index'
import { quickActivities } from '../data/quick-activities'
import { createAssistant } from './assistant'
import { createChooser } from './choose-entry'
import { embeddedReply } from './embedded-reply'
import { createLibraryIndex } from './library-index'
import { normalize } from './reading/normalize'
import type { ContentIntent } from './intent-cues'

const assistant = createAssistant()
const index = createLibraryIndex()
const chooser = createChooser(index)
const intentOf: Record<LibraryKind, ContentIntent> = { exercise: 'exercise', breathing: 'meditation', meditation: 'meditation', recipe: 'recipe' }

const dashboard = [
  ...new Map(Object.values(quickActivities).flat().map((activity) => [activity.id, activity])).values(),
]
const madrugada = library.filter((entry) => entry.moments?.includes('madrugada'))
// Every activity the app can show: the dashboard's quick activities at every part of the day, Meu
// Plano's sample cards and the library (the madrugada's practices among its entries).
const shown = [...dashboard, ...planActivities, ...library].map(({ id, title }) => ({ id, title }))

/** What the app plays for what the chat offered ('Fazer agora': src/ui/chat/suggested-playable.ts). */
const played = (id: string) => library.find((entry) => entry.id === id)?.title ?? playablesOf([id.replace(/^app-/, '')])[0]?.title

/** The entry the index holds for an activity: its own, the library's linked to it, or the app's. */
const indexed = (id: string) => index.entries.find((entry) => [id, `app-${id}`].includes(entry.id) || entry.appActivityId === id)

describe("the chat's 'Fazer agora' index", () => {
  it.each(shown.map((activity) => [activity.title, activity] as const))("holds '%s', finds it by its name and can play it", (title, activity) => {
    const entry = indexed(activity.id)
    expect(entry).toBeDefined()
    const { entry: found } = chooser.select(normalize(`quero fazer ${title}`), intentOf[entry!.kind], { minutes: undefined, history: [] })
    expect(found?.id).toBe(entry!.id)
    expect(played(entry!.id)).toBeDefined()
  })

  it.each([...dashboard, ...madrugada].map((activity) => [activity.title] as const))(
    "offers '%s' from the chat when she asks for it by name (the dashboard's and the madrugada's)",
    (title) => {
      const { atividade } = embeddedReply(assistant, { mensagem: `quero fazer ${title}` })
      expect(atividade && played(atividade.id)).toBeDefined()
    },
  )
})
