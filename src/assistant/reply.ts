import { isFor, namedBodyArea } from './body-areas'
import { bodyNote } from './body-note'
import { offTopicPattern } from './intent-cues'
import type { ContentIntent } from './intent-cues'
import type { IndexedEntry } from './library-index'
import { stableHash, type Selection } from './select-entry'

/*
 * The words of the embedded assistant: short, warm, plain text (the app renders text, never HTML
 * or Markdown), steps as a numbered list. Every choice among phrasings is a stable hash of the
 * message, so the same message always gets the same reply.
 */

const MAX_STEPS = 8
const MAX_CAUTIONS = 2

const openers: Record<ContentIntent, readonly string[]> = {
  exercise: ['Vamos mexer o corpo com carinho?', 'Que bom que você quer se movimentar um pouco!', 'Bora cuidar do corpo, no seu ritmo?'],
  meditation: ['Vamos desacelerar juntas?', 'Que tal uma pausa só sua?', 'Respira comigo, sem pressa.'],
  recipe: ['Olha uma ideia gostosa e prática:', 'Que tal esta receita sem complicação?', 'Bora comer bem, do jeito fácil?'],
}

const closers: readonly string[] = [
  'Se quiser outra opção, é só pedir.',
  'Quer outra ideia? É só me dizer.',
  'Se não for bem isso, me conte o que você precisa.',
]

function pick<T>(options: readonly T[], seed: string): T {
  return options[stableHash(seed) % options.length]!
}

/** The first line: for the part of her body she named when the entry is for it, else a warm opener. */
function opener(intent: ContentIntent, entry: IndexedEntry, seed: string): string {
  const area = namedBodyArea(seed)
  return area && isFor(entry, area) ? `Uma ideia para ${area.label}, no seu ritmo.` : pick(openers[intent], seed)
}

function minutesLabel(minutes: number): string {
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`
}

function timeNote(
  entry: IndexedEntry,
  minutes: number | undefined,
  tooLong: boolean,
  intent: ContentIntent,
): string | undefined {
  if (minutes === undefined) return undefined
  if (tooLong) {
    const what = intent === 'recipe' ? 'uma receita' : intent === 'exercise' ? 'um exercício' : 'uma prática'
    return `Com ${minutesLabel(minutes)} não encontrei ${what} que caiba inteira; esta é a mais curta que tenho (${minutesLabel(entry.minutes)}). Se precisar, faça só os primeiros passos.`
  }
  return `Leva ${minutesLabel(entry.minutes)}: cabe nos seus ${minutesLabel(minutes)}.`
}

/** A list item in plain text: one thing a line, easy to tick off with the eyes. */
const bullet = (item: string) => `• ${item}`

/** The cautions under their own heading: each may hold a colon of its own, never two in a sentence. */
export function cautionLines(entry: IndexedEntry): string[] {
  const cautions = (entry.cautions ?? []).slice(0, MAX_CAUTIONS)
  return cautions.length > 0 ? ['Cuidados:', ...cautions.map(bullet)] : []
}

export function entryReply(
  intent: ContentIntent,
  selection: Selection,
  // `seed` is her message in normal form: it chooses the phrasings and names the body part.
  { minutes, seed, note }: { minutes: number | undefined; seed: string; note?: string | undefined },
): string {
  const { entry, tooLong, her, noneFits = false } = selection
  if (!entry) return outOfScopeReply
  const steps = entry.steps.slice(0, MAX_STEPS).map((step, index) => `${index + 1}. ${step}`)
  const body = her && bodyNote(intent, entry.body, her, noneFits)
  // Blocks with a blank line between them: easier to follow on a phone, one hand on the baby.
  // When nothing fits her body, that comes first, plainly, before the closest entry.
  const blocks: (string | undefined)[][] = [
    noneFits ? [body] : [],
    [noneFits ? undefined : opener(intent, entry, seed), `${entry.title} (${minutesLabel(entry.minutes)}). ${entry.summary}`, noneFits ? undefined : body],
    entry.ingredients?.length ? ['Você vai precisar de:', ...entry.ingredients.map(bullet)] : [],
    steps,
    cautionLines(entry),
    [timeNote(entry, minutes, tooLong, intent), note],
    [pick(closers, `${seed}#fim`)],
  ]
  return blocks
    .map((block) => block.filter((line) => line !== undefined).join('\n'))
    .filter((block) => block !== '')
    .join('\n\n')
}

export const greetingReply =
  'Oi! Que bom ter você aqui. Sou a assistente do Momento Mãe: posso sugerir um exercício rápido, uma respiração ou meditação guiada, ou uma receita saudável e prática. Quanto tempo você tem agora?'

export const thanksReply = 'De nada! Fico feliz em ajudar. Sempre que precisar de uma pausa, é só me chamar.'

export const capabilitiesReply = [
  'Sou a assistente do Momento Mãe e posso ajudar com:',
  '1. Exercícios rápidos e alongamentos (pescoço, costas, pós-parto, com o bebê).',
  '2. Respirações e meditações guiadas (ansiedade, sono, raiva, cansaço).',
  '3. Receitas saudáveis e práticas (café da manhã, lanches de uma mão só, almoço em 15 minutos).',
  '4. Dúvidas sobre o depois do parto: baby blues, depressão pós-parto e onde buscar ajuda.',
  'Me diga o que você precisa, quanto tempo tem e como está. Por exemplo, “tenho 5 minutos, estou com o bebê no colo e as costas doendo”.',
  'Não substituo médicos: para dúvidas de saúde, procure um profissional.',
].join('\n')

/** What she said of herself that no cue understood: listened to, never "esse assunto foge". */
export const listeningReply =
  'Obrigada por me contar. Nem sempre eu entendo tudo, mas estou aqui: se quiser, me conte mais. Também posso sugerir uma respiração, um exercício rápido ou uma receita.'

/** She speaks of herself ("eu", "me", "minha", "tô"), not of a subject the assistant does not cover. */
export const aboutHerself = (normalized: string) =>
  / (eu|me|mim|minha|meu|meus|minhas|estou|estava|fiquei|sinto|senti|tenho|ando) /.test(normalized) &&
  !offTopicPattern.test(normalized)

export const outOfScopeReply =
  'Esse assunto foge do que eu sei fazer. Sou a assistente do Momento Mãe: posso sugerir um exercício rápido, uma respiração ou meditação, ou uma receita saudável. Quer tentar uma delas?'
