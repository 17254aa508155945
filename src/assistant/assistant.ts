import type { LibraryEntry } from '../data/library/library-types'
import type { ChatTurn } from '../contract/chat-api'
import { afterBirthTopics, type AfterBirthTopics } from './after-birth-intent'
import { afterBirthReply } from './after-birth-reply'
import { asksForActivity, classifyIntent, namesActivity } from './intent'
import type { ContentIntent } from './intent-cues'
import type { CrisisKind, Intent } from './intent-types'
import { namedBodyArea } from './body-areas'
import { createChooser } from './choose-entry'
import { createLibraryIndex } from './library-index'
import { statedMinutes } from './minutes'
import { normalize } from './normalize'
import { distressReply, postpartumWeeks } from './distress-reply'
import { capabilitiesReply, entryReply, greetingReply, outOfScopeReply, thanksReply } from './reply'
import { readConversation } from './risk/conversation'
import { checkHealth, type SafetyCheck } from './safety'
import { crisisReplies, healthNote, healthReply } from './safety-replies'
import { kindsOf, type Selection } from './select-entry'

export interface AssistantInput {
  mensagem: string
  historico?: readonly ChatTurn[]
}

/** How seriously to answer: crisis (the help lines), distress (a warm reply), or none. */
export type Tier = 'crisis' | 'distress' | 'none'

export interface Analysis {
  intent: Intent
  tier: Tier
  crisisKind?: CrisisKind
  /** A crisis found earlier in the conversation (`historico`): its help lines stay in sight. */
  earlierCrisis?: CrisisKind
  minutes?: number
  safety: SafetyCheck
  /** For content intents: what to suggest and what else matched (to ground an LLM). */
  selection?: Selection
  /** A symptom named in passing beside a request: the reply adds who to ask. */
  healthNote?: boolean
  /** After-birth questions only: what she asks about, the reply's topics in order. */
  afterBirth?: AfterBirthTopics
  /** Distress only: what she feels (concepts such as "distress:crying") and what the reply adds. */
  distress?: { concepts: string[]; postpartum: boolean; requested: boolean }
}

export interface Assistant {
  analyze(input: AssistantInput): Analysis
  /** The embedded assistant's reply: deterministic, offline, safety first. */
  reply(input: AssistantInput, analysis?: Analysis): string
}

const contentIntents: readonly Intent[] = ['exercise', 'meditation', 'recipe']
const isContent = (intent: Intent): intent is ContentIntent => contentIntents.includes(intent)

export function createAssistant(entries?: readonly LibraryEntry[]): Assistant {
  const index = createLibraryIndex(entries)

  /** Retrieval's guess when no cue word matched: the kind of a match on whole words only. */
  function guess(normalized: string): ContentIntent | undefined {
    const [best] = index.search(normalized, ['exercise', 'breathing', 'meditation', 'recipe'], { strict: true })
    if (!best) return undefined
    return (Object.keys(kindsOf) as ContentIntent[]).find((intent) => kindsOf[intent].includes(best.entry.kind))
  }

  // What to suggest: for her words, the part of her she named and how she is (choose-entry.ts).
  const { select, practice } = createChooser(index)

  function analyze({ mensagem, historico = [] }: AssistantInput): Analysis {
    const normalized = normalize(mensagem)
    const classified = classifyIntent(normalized, mensagem.includes('?'), () => guess(normalized))
    const asks = isContent(classified) && namesActivity(normalized)
    const earlier = historico.filter((turn) => turn.sender === 'user').map((turn) => turn.text)
    const risk = readConversation(earlier, mensagem, { plainRequest: asks || classified === 'thanks' })
    const memory = risk.earlierCrisis ? { earlierCrisis: risk.earlierCrisis } : {}
    if (risk.crisisKind) {
      const safety: SafetyCheck = { kind: 'crisis', crisisKind: risk.crisisKind }
      return { intent: 'crisis', tier: 'crisis', crisisKind: risk.crisisKind, safety, ...memory }
    }
    const minutes = statedMinutes(normalized)
    const timed = minutes === undefined ? memory : { ...memory, minutes }
    const health = checkHealth(normalized)
    const healthQuestion = health.kind === 'health' && !(health.inPassing && asksForActivity(normalized))
    // Baby blues, postpartum depression: what they are and where to go, unless she asks about a medicine.
    const afterBirth = health.kind === 'health' && !health.inPassing ? undefined : afterBirthTopics(normalized, mensagem.includes('?'))
    const asked = afterBirth ? { afterBirth } : {}
    if (risk.tier === 'distress' || (risk.strain && !asks && !(health.kind === 'health' && !health.inPassing))) {
      const intent: Intent = afterBirth ? 'after-birth' : healthQuestion ? 'health' : isContent(classified) ? classified : 'meditation'
      const selection = asks && isContent(classified) ? select(normalized, classified, { minutes, history: historico }) : practice(risk.concepts, normalized)
      const distress = { concepts: risk.concepts, postpartum: postpartumWeeks.test(normalized), requested: asks }
      return { intent, tier: 'distress', safety: { kind: 'distress' }, selection, distress, ...asked, ...timed }
    }
    const base = { tier: 'none' as const, safety: health, ...timed }
    if (afterBirth) return { ...base, intent: 'after-birth', afterBirth }
    if (healthQuestion) return { ...base, intent: 'health' }
    const noted = health.kind === 'health' ? { ...base, healthNote: true } : base
    if (!isContent(classified)) return { ...noted, intent: classified }
    return { ...noted, intent: classified, selection: select(normalized, classified, { minutes, history: historico }) }
  }

  function reply(input: AssistantInput, analysis = analyze(input)): string {
    const { safety, intent } = analysis
    if (analysis.tier === 'crisis' && analysis.crisisKind) return crisisReplies[analysis.crisisKind]
    if (analysis.tier === 'distress' && analysis.distress) {
      const { concepts, postpartum, requested } = analysis.distress
      const entry = analysis.selection?.entry
      const seed = normalize(input.mensagem)
      // A question about the weeks after the birth is answered inside the warm reply, in place of the practice.
      const answer = analysis.afterBirth && afterBirthReply(analysis.afterBirth, { inDistress: true })
      const content = answer ?? (requested && isContent(intent) && analysis.selection ? entryReply(intent, analysis.selection, { minutes: analysis.minutes, seed }) : undefined)
      return distressReply({ concepts, entry, content, postpartum: postpartum && !answer, aboutHealth: intent === 'health', area: namedBodyArea(seed) })
    }
    if (intent === 'after-birth' && analysis.afterBirth) return afterBirthReply(analysis.afterBirth)
    if (intent === 'health' && safety.kind === 'health') return healthReply(safety)
    if (isContent(intent) && analysis.selection) {
      const note = analysis.healthNote ? healthNote : undefined
      return entryReply(intent, analysis.selection, { minutes: analysis.minutes, seed: normalize(input.mensagem), note })
    }
    if (intent === 'greeting') return greetingReply
    if (intent === 'thanks') return thanksReply
    if (intent === 'capabilities') return capabilitiesReply
    return outOfScopeReply
  }

  return { analyze, reply }
}

