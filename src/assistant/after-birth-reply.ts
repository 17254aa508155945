import { afterBirthTopics, type AfterBirthTopic, type AfterBirthTopicId } from '../data/after-birth'
import type { AfterBirthTopics } from './after-birth-intent'

/*
 * The answer to a question about the weeks after the birth, from the app's own text
 * (src/data/after-birth.ts): the first topic whole, the second in a sentence, then the UBS and the
 * CAPS, that the assistant does not diagnose, and the CVV and the SAMU. Never a medicine or a dose.
 */

const MAX_POINTS = 8
const byId = new Map(afterBirthTopics.map((topic) => [topic.id, topic]))

const ubs = 'Se você se reconhece nisso, conte para a sua UBS: a equipe acolhe, avalia e acompanha, sem custo. O CAPS também recebe direto, sem encaminhamento.'
const ubsForFamily = 'Se a tristeza dela dura mais de duas semanas, a UBS acolhe e avalia, sem custo: ajudar a marcar a consulta e ir junto já é muito.'
/** Where to go, after each topic (baby blues says it in its last point; where to go is all about it). */
const whereAfter: Record<AfterBirthTopicId, string | undefined> = {
  'baby-blues': undefined,
  'depressao-pos-parto': ubs,
  diferenca: ubs,
  sinais: ubs,
  'onde-buscar-ajuda': undefined,
  'quem-esta-perto': ubsForFamily,
}
const noDiagnosis = 'Eu não faço diagnóstico nem indico remédios: quem avalia é a equipe de saúde, e você não precisa ter certeza de nada para pedir ajuda.'
const cvv = 'Para conversar agora, o CVV escuta pelo 188 ou em cvv.org.br, 24 horas, de graça. Em perigo, ligue para o SAMU 192.'

/** `inDistress`: the distress reply around it adds the CVV and its warmth (distress-reply.ts). */
export function afterBirthReply(
  topics: AfterBirthTopics,
  { inDistress = false }: { inDistress?: boolean } = {},
): string {
  const [first, second] = topics.map((id) => byId.get(id)!) as [AfterBirthTopic, AfterBirthTopic?]
  const blocks: string[][] = [
    [first.summary],
    first.points.slice(0, MAX_POINTS).map((point) => `• ${point}`),
    second ? [second.summary] : [],
    // Where to go names the UBS, the CAPS, the SAMU and the CVV itself.
    // In distress the UBS is said whatever she asked: she is not only asking.
    topics.includes('onde-buscar-ajuda') ? [] : [...new Set(topics.flatMap((id) => (inDistress ? ubs : whereAfter[id]) ?? []))].slice(0, 1),
    [noDiagnosis],
    topics.includes('onde-buscar-ajuda') || inDistress ? [] : [cvv],
  ]
  return blocks
    .filter((block) => block.length > 0)
    .map((block) => block.join('\n'))
    .join('\n\n')
}
