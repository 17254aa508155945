import type { LibraryEntry } from '../data/library/library-types'
import { soonReply, urgentReply } from './alarm/alarm-replies'
import { readAlarm, type Alarm } from './alarm/read-alarm'
import type { ChatTurn } from '../contract/chat-api'
import { afterBirthTopics, type AfterBirthTopics } from './after-birth-intent'
import { afterBirthReply } from './after-birth-reply'
import { asksForActivity, classifyIntent, namesActivity } from './intent'
import type { ContentIntent } from './intent-cues'
import type { CrisisKind, Intent } from './reading/intent-types'
import { namedBodyArea } from './body-areas'
import { createChooser } from './choose-entry'
import { readHerBody, withoutHerBody } from './her-body'
import { createLibraryIndex } from './library-index'
import { statedMinutes } from './minutes'
import { normalize } from './reading/normalize'
import { readAnswer } from './risk/answer'
import { distressReply, postpartumWeeks } from './distress-reply'
import { aboutHerself, capabilitiesReply, entryReply, greetingReply, listeningReply, outOfScopeReply, thanksReply } from './reply'
import { askedQuestion, type AskedQuestion } from './asked'
import { modelOnly, readConversation } from './risk/conversation'
import { createRiskReader, riskText } from './risk/detect'
import type { Reason } from './risk/reasons'
import type { RiskModel } from './risk/risk-model'
import { checkHealth, type SafetyCheck } from './safety'
import { askingReplies, crisisReplies, healthNote, healthReply, reassuredOffer, reassuredReply } from './safety-replies'
import { kindsOf, type Selection } from './select-entry'

export interface AssistantInput {
  mensagem: string
  historico?: readonly ChatTurn[]
  /** The hour on her phone (0–23), when the caller knows it: at night the suggestions are quiet ones. */
  hora?: number
}

/**
 * How seriously to answer: crisis (the help lines), asking (one direct question about a crisis,
 * with its help lines), distress (a warm reply), or none.
 */
export type Tier = 'crisis' | 'asking' | 'distress' | 'none'

export interface Analysis {
  intent: Intent
  tier: Tier
  /** The crisis, or the crisis the assistant asks about. */
  crisisKind?: CrisisKind
  /** A crisis found earlier in the conversation (`historico`): its help lines stay in sight. */
  earlierCrisis?: CrisisKind
  /** A question the assistant asked earlier, not answered with a clear no: its help lines stay in sight. */
  earlierAsked?: CrisisKind
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
  /** A danger sign of the baby's body or hers (care now), or one for a professional soon. */
  alarm?: Alarm
  /** The rules that decided the tier, in order (risk/reasons.ts): what `npm run explain` says. */
  reasons: readonly Reason[]
}

export interface Assistant {
  analyze(input: AssistantInput): Analysis
  /** The embedded assistant's reply: deterministic, offline, safety first. */
  reply(input: AssistantInput, analysis?: Analysis): string
}

/** How many of her earlier messages are read with a new one for a danger sign. */
const CONTEXT_TURNS = 2

/** A danger sign of the body, or one for a professional soon: answered from the app's own words. */
function bodyAlarm(alarm: Alarm, memory: Pick<Analysis, 'earlierCrisis' | 'earlierAsked'>): Decided {
  const safety: SafetyCheck = { kind: 'health', aboutBaby: alarm.who === 'baby', aboutMind: false, inPassing: false }
  return { intent: 'health', tier: 'none', safety, alarm, ...memory }
}

/** An analysis before its reasons are joined to it. */
type Decided = Omit<Analysis, 'reasons'>

const contentIntents: readonly Intent[] = ['exercise', 'meditation', 'recipe']
const isContent = (intent: Intent): intent is ContentIntent => contentIntents.includes(intent)

/**
 * She named an entry of another kind than her other words suggest ("um copo de água"): its kind is
 * what she asked for.
 */
function intentOf(classified: ContentIntent, { entry }: Selection): ContentIntent {
  if (!entry || kindsOf[classified].includes(entry.kind)) return classified
  return (Object.keys(kindsOf) as ContentIntent[]).find((intent) => kindsOf[intent].includes(entry.kind)) ?? classified
}

export interface AssistantOptions {
  /** The learned risk model: the app's own unless a test or a fold of training gives another. */
  riskModel?: RiskModel
}

export function createAssistant(entries?: readonly LibraryEntry[], { riskModel }: AssistantOptions = {}): Assistant {
  const index = createLibraryIndex(entries)
  const risk = createRiskReader(riskModel)

  /** Retrieval's guess when no cue word matched: the kind of a match on whole words only. */
  function guess(normalized: string): ContentIntent | undefined {
    const [best] = index.search(normalized, ['exercise', 'breathing', 'meditation', 'recipe'], { strict: true })
    if (!best) return undefined
    return (Object.keys(kindsOf) as ContentIntent[]).find((intent) => kindsOf[intent].includes(best.entry.kind))
  }

  /** The title of an entry she names ("quero fazer a mão livre e mandíbula solta"), in risk form. */
  function namedTitle(normalized: string): string | undefined {
    const [best] = index.search(normalized, ['exercise', 'breathing', 'meditation', 'recipe'], { strict: true })
    return best && normalized.includes(normalize(best.entry.title)) ? riskText(best.entry.title) : undefined
  }

  // What to suggest: for her words, the part of her she named and how she is (choose-entry.ts).
  const { select, practice } = createChooser(index)

  /** What she asked for in a message, if it was content ("me passa uma receita"). */
  function requested(message: string, history: readonly ChatTurn[], hour?: number): Pick<Analysis, 'intent' | 'selection' | 'minutes'> | undefined {
    const normalized = normalize(message)
    const intent = classifyIntent(normalized, message.includes('?'), () => guess(normalized))
    if (!isContent(intent) || !namesActivity(normalized)) return undefined
    const minutes = statedMinutes(normalized)
    return {
      intent,
      selection: select(normalized, intent, { minutes, history, hour }),
      ...(minutes !== undefined && { minutes }),
    }
  }

  /** A clear no to the question: warm, back to what she had asked, the help one tap away. */
  function reassured(question: AskedQuestion, history: readonly ChatTurn[], hour?: number): Decided {
    const safety: SafetyCheck = { kind: 'reassured', crisisKind: question.kind }
    const content = question.before === undefined ? undefined : requested(question.before, history, hour)
    return { intent: 'greeting', ...content, tier: 'none', safety, earlierAsked: question.kind }
  }

  /**
   * The body's alarm in her message, or, when it names none and asks for nothing else, in her last
   * messages read with it ("ele engoliu uma pilha" … "e agora tá babando").
   */
  function alarmIn(normalized: string, earlier: readonly string[], plain: boolean): Alarm | undefined {
    const alone = readAlarm(normalized)
    if (alone || plain || earlier.length === 0) return alone
    return readAlarm(` ${[...earlier.slice(-CONTEXT_TURNS), normalized].map((turn) => normalize(turn).trim()).join(' ')} `)
  }

  function analyze(input: AssistantInput): Analysis {
    const reasons: Reason[] = []
    const analysis = decide(input, reasons)
    return { ...analysis, reasons }
  }

  /** The analysis of her message; `why` receives the rules that decided its tier. */
  function decide({ mensagem, historico = [], hora }: AssistantInput, why: Reason[]): Decided {
    const normalized = normalize(mensagem)
    const classified = classifyIntent(normalized, mensagem.includes('?'), () => guess(normalized))
    const title = isContent(classified) ? namedTitle(normalized) : undefined
    const asks = isContent(classified) && (namesActivity(normalized) || title !== undefined)
    const earlier = historico.filter((turn) => turn.sender === 'user').map((turn) => turn.text)
    const question = askedQuestion(historico)
    // Her answer to the question is read by itself: joined to what came before, a "não" would read as it.
    const byItself = asks || classified === 'thanks' || question?.pending === true
    // A request that names her body's need or an entry by its title: the model's doubt about those
    // words alone does not ask.
    const withoutTitle = (text: string) => (title ? text.replace(title, ' ') : text)
    const body =
      asks && (title || readHerBody(normalized))
        ? { withoutBody: (text: string) => withoutHerBody(withoutTitle(text)) }
        : {}
    const reading = readConversation(earlier, mensagem, { plainRequest: byItself, ...body }, risk.readRiskText)
    why.push(...reading.reasons)
    const answer = question?.pending ? readAnswer(mensagem) : question?.answer
    const memory = {
      ...(reading.earlierCrisis && { earlierCrisis: reading.earlierCrisis }),
      ...(question && answer !== 'no' && { earlierAsked: question.kind }),
    }
    // The body's alarms come right after the crisis net: with a crisis, both replies.
    const alarm = alarmIn(normalized, earlier, byItself && !(question?.pending ?? false))
    const urgent = alarm?.level === 'urgent' ? { alarm } : {}
    const soon = alarm?.level === 'soon' && !asks ? alarm : undefined
    const crisis = (crisisKind: CrisisKind): Decided => ({ intent: 'crisis', tier: 'crisis', crisisKind, safety: { kind: 'crisis', crisisKind }, ...memory, ...urgent })
    if (alarm?.level === 'urgent') why.push({ rule: 'alarm-urgent', detail: `${alarm.who}: ${alarm.concepts.join(', ')}${alarm.swallowed ? ' (+ Disque-Intoxicação)' : ''}` })
    if (reading.tier === 'crisis' && reading.crisisKind) return crisis(reading.crisisKind)
    if (question?.pending && answer === 'yes') {
      why.push({ rule: 'answer-yes', detail: question.kind })
      return crisis(question.kind)
    }
    if (alarm?.crisis) {
      why.push({ rule: 'alarm-crisis', detail: alarm.crisis })
      return crisis(alarm.crisis)
    }
    const asking = reading.tier === 'asking' && reading.crisisKind
    // Beside a danger sign, a question about a crisis stays, after the urgent care.
    if (alarm?.level === 'urgent' && !asking) return bodyAlarm(alarm, memory)
    // A sign for a professional, which only the learned model read as a question: the body's words.
    // Beside a request for an activity it is a symptom in passing (the reply adds who to ask).
    if (soon && asking && modelOnly(reading)) {
      why.push({ rule: 'alarm-soon-over-model', detail: soon.concepts.join(', ') })
      return bodyAlarm(soon, memory)
    }
    if (asking) {
      const safety: SafetyCheck = { kind: 'asking', crisisKind: asking }
      return { intent: 'crisis', tier: 'asking', crisisKind: asking, safety, ...memory, ...urgent }
    }
    // A no, then what weighs on her ("não, só triste mesmo"): the warm reply to that, not the relief.
    if (question?.pending && answer === 'no' && reading.tier !== 'distress') {
      why.push({ rule: 'answer-no', detail: question.kind })
      return reassured(question, historico, hora)
    }
    // What weighs on her is answered first (the warm reply names a professional for her health); a
    // sign for a professional alone gets who to see.
    if (soon && reading.tier !== 'distress') {
      why.push({ rule: 'alarm-soon', detail: soon.concepts.join(', ') })
      return bodyAlarm(soon, memory)
    }
    const minutes = statedMinutes(normalized)
    const timed = minutes === undefined ? memory : { ...memory, minutes }
    const health = checkHealth(normalized)
    const healthQuestion = health.kind === 'health' && !(health.inPassing && asksForActivity(normalized))
    // Baby blues, postpartum depression: what they are and where to go, unless she asks about a medicine.
    const afterBirth = health.kind === 'health' && !health.inPassing ? undefined : afterBirthTopics(normalized, mensagem.includes('?'))
    const asked = afterBirth ? { afterBirth } : {}
    if (reading.tier === 'distress' || (reading.strain && !asks && !(health.kind === 'health' && !health.inPassing))) {
      const intent: Intent = afterBirth ? 'after-birth' : healthQuestion ? 'health' : isContent(classified) ? classified : 'meditation'
      const selection =
        asks && isContent(classified)
          ? select(normalized, classified, { minutes, history: historico, hour: hora })
          : practice(reading.concepts, normalized, hora)
      const distress = { concepts: reading.concepts, postpartum: postpartumWeeks.test(normalized), requested: asks }
      return { intent, tier: 'distress', safety: { kind: 'distress' }, selection, distress, ...asked, ...timed }
    }
    const base = { tier: 'none' as const, safety: health, ...timed }
    if (afterBirth) return { ...base, intent: 'after-birth', afterBirth }
    if (healthQuestion) return { ...base, intent: 'health' }
    const noted = health.kind === 'health' ? { ...base, healthNote: true } : base
    if (!isContent(classified)) return { ...noted, intent: classified }
    const selection = select(normalized, classified, { minutes, history: historico, hour: hora })
    return { ...noted, intent: intentOf(classified, selection), selection }
  }

  function reply(input: AssistantInput, analysis = analyze(input)): string {
    const { safety, intent, alarm } = analysis
    const mind = analysis.crisisKind && (analysis.tier === 'crisis' ? crisisReplies : analysis.tier === 'asking' ? askingReplies : undefined)?.[analysis.crisisKind]
    if (alarm?.level === 'urgent') return mind ? `${urgentReply(alarm)}\n\n${mind}` : urgentReply(alarm)
    if (mind) return mind
    if (safety.kind === 'reassured') {
      const seed = normalize(input.mensagem)
      const content =
        isContent(intent) && analysis.selection
          ? entryReply(intent, analysis.selection, { minutes: analysis.minutes, seed })
          : reassuredOffer
      return `${reassuredReply}\n\n${content}`
    }
    if (analysis.tier === 'distress' && analysis.distress) {
      const { concepts, postpartum, requested } = analysis.distress
      const entry = analysis.selection?.entry
      const seed = normalize(input.mensagem)
      // A question about the weeks after the birth is answered inside the warm reply, in place of the practice.
      const answer = analysis.afterBirth && afterBirthReply(analysis.afterBirth, { inDistress: true })
      const content =
        answer ??
        (requested && isContent(intent) && analysis.selection
          ? entryReply(intent, analysis.selection, { minutes: analysis.minutes, seed })
          : undefined)
      return distressReply({ concepts, entry, content, postpartum: postpartum && !answer, aboutHealth: intent === 'health', area: namedBodyArea(seed) })
    }
    if (alarm?.level === 'soon') return soonReply(alarm)
    if (intent === 'after-birth' && analysis.afterBirth) return afterBirthReply(analysis.afterBirth)
    if (intent === 'health' && safety.kind === 'health') return healthReply(safety)
    if (isContent(intent) && analysis.selection) {
      const note = analysis.healthNote ? healthNote : undefined
      return entryReply(intent, analysis.selection, {
        minutes: analysis.minutes,
        seed: normalize(input.mensagem),
        note,
      })
    }
    if (intent === 'greeting') return greetingReply
    if (intent === 'thanks') return thanksReply
    if (intent === 'capabilities') return capabilitiesReply
    return aboutHerself(normalize(input.mensagem)) ? listeningReply : outOfScopeReply
  }

  return { analyze, reply }
}

