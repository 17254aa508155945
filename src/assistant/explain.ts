import type { ChatTurn } from '../contract/chat-api'
import { readAlarm } from './alarm/read-alarm'
import type { Analysis, Assistant } from './assistant'
import { askedQuestion } from './asked'
import { normalize } from './normalize'
import { readAnswer } from './risk/answer'
import { modelText, readCues, riskText } from './risk/detect'
import { readWithModel, trainedRiskModel, type RiskModel } from './risk/risk-model'

/*
 * Why a message got what it got, in words: the cues that fired, were undone by her or excepted
 * by their own exception, the tone, the learned model's reading against its thresholds, a question
 * pending and her answer, the body's alarm, and the decision the assistant took. `npm run explain`
 * prints it; docs/product.md ("Why a reply is what it is") names the rules.
 */

export interface Explanation {
  tier: Analysis['tier']
  kind?: string
  alarm?: string
  reasons: string[]
}

const pct = (value: number) => `${(100 * value).toFixed(1)} %`

export function explain(assistant: Assistant, mensagem: string, historico: readonly ChatTurn[] = [], model: RiskModel = trainedRiskModel): Explanation {
  const analysis = assistant.analyze({ mensagem, historico })
  const text = riskText(mensagem)
  const cues = readCues(text)
  const reasons: string[] = []
  const fired = cues.concepts.filter((concept) => !concept.startsWith('strain:') && !concept.startsWith('distress:'))
  if (fired.length > 0) reasons.push(`pistas de crise na mensagem: ${fired.join(', ')} (${cues.tier === 'crisis' ? 'certas: resposta de crise' : 'incertas: a pergunta'})`)
  if (cues.undone) reasons.push('uma pista de crise desfeita por ela ("não", uma risada, uma piada com gatilho): o modelo não acrescenta crise')
  const tone = Object.entries(cues.tone).filter(([, on]) => on).map(([name]) => ({ jest: 'brincadeira', hyperbole: 'exagero', story: 'história ou caso' })[name])
  if (tone.length > 0) reasons.push(`tom: ${tone.join(', ')} (deixa as pistas menos certas)`)
  const feelings = cues.concepts.filter((concept) => concept.startsWith('distress:') || concept.startsWith('strain:'))
  if (feelings.length > 0) reasons.push(`sentimentos: ${feelings.join(', ')}`)
  const read = readWithModel(modelText(text), model)
  const band = read.crisis >= model.crisisThreshold ? 'na faixa de crise' : read.crisis >= model.askThreshold ? 'na faixa da pergunta' : 'abaixo da pergunta'
  reasons.push(
    `modelo aprendido: crise ${pct(read.crisis)} (${read.kind}), ${band}; pergunta a partir de ${pct(model.askThreshold)}, crise a partir de ${pct(model.crisisThreshold)}; angústia ${pct(read.distress)} (limiar ${pct(model.distressThreshold)})`,
  )
  const question = askedQuestion(historico)
  if (question?.pending) reasons.push(`a pergunta sobre ${question.kind} estava pendente: a resposta dela lida como "${readAnswer(mensagem)}"`)
  else if (question) reasons.push(`a pergunta sobre ${question.kind} foi feita antes (resposta: ${question.answer ?? 'nenhuma'})`)
  const alarm = readAlarm(normalize(mensagem))
  if (alarm) reasons.push(`sinal do corpo (${alarm.level === 'urgent' ? 'atendimento agora' : 'profissional em breve'}, ${alarm.who === 'baby' ? 'do bebê' : 'dela'}): ${alarm.concepts.join(', ')}${alarm.swallowed ? '; algo engolido: o Disque-Intoxicação também' : ''}`)
  if (alarm?.undone.length) reasons.push(`sinais do corpo com a própria exceção: ${alarm.undone.join(', ')}`)
  if (analysis.earlierCrisis) reasons.push(`crise antes na conversa (${analysis.earlierCrisis}): a ajuda dela fica à vista`)
  reasons.push(decision(analysis, fired.length > 0))
  return {
    tier: analysis.tier,
    ...(analysis.crisisKind && { kind: analysis.crisisKind }),
    ...(analysis.alarm && { alarm: `${analysis.alarm.level}:${analysis.alarm.who}` }),
    reasons,
  }
}

/** The decision, said as the rule that took it. */
function decision(analysis: Analysis, cueFired: boolean): string {
  const { tier, alarm, crisisKind } = analysis
  if (alarm?.level === 'urgent' && (tier === 'crisis' || tier === 'asking')) return `decisão: atendimento agora e, junto, ${tier === 'crisis' ? 'a resposta de crise' : 'a pergunta'} (${crisisKind})`
  if (alarm?.level === 'urgent') return 'decisão: atendimento agora (o sinal do corpo vem logo depois da rede de crise; uma pergunta só do modelo sobre o bebê fica de fora)'
  if (tier === 'crisis') return `decisão: resposta de crise (${crisisKind})${cueFired ? '' : ', pelo modelo ou pela conversa'}`
  if (tier === 'asking') return `decisão: a pergunta direta sobre ${crisisKind}${cueFired ? '' : ' (só o modelo: num pedido comum ele pergunta em vez de alarmar)'}`
  if (alarm?.level === 'soon') return 'decisão: procurar um profissional nos próximos dias, sem alarme e sem dose'
  if (tier === 'distress') return 'decisão: resposta acolhedora (angústia)'
  if (analysis.safety.kind === 'reassured') return 'decisão: ela disse que não: volta ao que pediu, a ajuda a um toque'
  return `decisão: sem risco lido (${analysis.intent})`
}
