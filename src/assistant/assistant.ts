import type { LibraryEntry } from '../data/library/library-types'
import type { ChatTurn } from '../contract/chat-api'
import { asksForActivity, classifyIntent } from './intent'
import type { ContentIntent } from './intent-cues'
import type { CrisisKind, Intent } from './intent-types'
import { createLibraryIndex } from './library-index'
import { statedMinutes } from './minutes'
import { normalize } from './normalize'
import { capabilitiesReply, entryReply, greetingReply, outOfScopeReply, thanksReply } from './reply'
import { checkSafety, type SafetyCheck } from './safety'
import { crisisReplies, healthNote, healthReply } from './safety-replies'
import { kindsOf, selectEntry, type Selection } from './select-entry'

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

  function analyze({ mensagem, historico = [] }: AssistantInput): Analysis {
    const normalized = normalize(mensagem)
    const safety = checkSafety(normalized)
    if (safety.kind === 'crisis') return { intent: 'crisis', tier: 'crisis', crisisKind: safety.crisisKind, safety }
    const minutes = statedMinutes(normalized)
    const base = minutes === undefined ? { tier: 'none' as const, safety } : { tier: 'none' as const, safety, minutes }
    if (safety.kind === 'health' && !(safety.inPassing && asksForActivity(normalized))) return { ...base, intent: 'health' }
    const intent = classifyIntent(normalized, mensagem.includes('?'), () => guess(normalized))
    const noted = safety.kind === 'health' ? { ...base, healthNote: true } : base
    if (!isContent(intent)) return { ...noted, intent }
    return { ...noted, intent, selection: selectEntry(index, normalized, intent, { minutes, history: historico }) }
  }

  function reply(input: AssistantInput, analysis = analyze(input)): string {
    const { safety, intent } = analysis
    if (safety.kind === 'crisis') return crisisReplies[safety.crisisKind]
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

