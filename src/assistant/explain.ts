import type { ChatTurn } from '../contract/chat-api'
import type { Analysis, Assistant } from './assistant'
import { askedQuestion } from './asked'
import { readAnswer } from './risk/answer'
import { modelText, riskText } from './risk/detect'
import type { Reason, Rule } from './risk/reasons'
import { readWithModel, trainedRiskModel, type RiskModel } from './risk/risk-model'

/*
 * Why a message got what it got, in words: the rules the decision itself recorded (its reasons, in
 * the order they were applied), the learned model's reading against its thresholds, a question
 * pending and her answer, and the decision taken. `npm run explain` prints it; docs/product.md
 * ("Why a reply is what it is") names the rules.
 */

export interface Explanation {
  tier: Analysis['tier']
  kind?: string
  alarm?: string
  reasons: string[]
}

/** Each rule in words: what it read and what it did to the reply. */
const ruleWords: Record<Rule, string> = {
  'cue-crisis': 'pistas de crise certas na mensagem: resposta de crise',
  'cue-asks': 'pistas de crise que pedem a pergunta (incertas por natureza)',
  'cue-unsure': 'pistas de crise num tom de brincadeira, exagero ou história: a pergunta em vez da resposta de crise',
  'cue-undone': 'uma pista de crise desfeita por ela ("não", uma risada, uma piada com gatilho): o modelo não acrescenta crise',
  'cue-excepted': 'pistas retiradas pela própria exceção (só elas: o modelo e as outras pistas seguem valendo)',
  story: 'sobre uma história, um filme, um caso: o modelo não acrescenta nada',
  'model-crisis': 'modelo aprendido na faixa de crise: resposta de crise',
  'model-asks': 'modelo aprendido na faixa da pergunta: a pergunta direta',
  'model-asks-after-feeling': 'ela nomeou um sentimento: a pergunta do modelo pede mais certeza (entre as duas faixas)',
  'model-in-jest': 'em tom de brincadeira o modelo só pergunta na faixa de crise, nunca dá a resposta de crise',
  'model-quiet': 'o modelo leu algum risco, mas abaixo do que a pergunta pede aqui',
  feeling: 'sentimentos nomeados por ela: resposta acolhedora',
  'model-distress': 'modelo aprendido: angústia acima do limiar',
  'model-strain': 'modelo aprendido: angústia na metade do limiar, uma palavra acolhedora',
  'request-asks': 'só o modelo, num pedido comum: pergunta em vez de alarmar',
  'body-words': 'só o modelo, num pedido que nomeia o corpo dela ou uma prática pelo nome: sem essas palavras nada pergunta, o pedido é atendido',
  'step-after-crisis': 'um passo dela depois de uma crise (ligou, está segura): sem nova pergunta do modelo',
  'read-with-earlier': 'lida junto com as mensagens anteriores',
  'earlier-distress': 'a angústia da mensagem anterior continua',
  'earlier-crisis': 'crise antes na conversa: a ajuda dela fica à vista',
  'answer-yes': 'ela disse sim à pergunta: resposta de crise',
  'answer-no': 'ela disse que não: volta ao que pediu, a ajuda a um toque',
  'alarm-urgent': 'sinal do corpo: atendimento agora (logo depois da rede de crise)',
  'alarm-soon': 'sinal do corpo: procurar um profissional nos próximos dias, sem alarme e sem dose',
  'alarm-soon-over-model': 'sinal do corpo para um profissional, que só o modelo lia como pergunta: as palavras do corpo',
  'alarm-crisis': 'sinal do corpo que é também uma crise: as duas respostas',
  'llm-raised': 'a leitura do LLM viu mais: elevado',
}

const said = ({ rule, detail }: Reason) => `${ruleWords[rule]}${detail ? ` [${detail}]` : ''}`
const pct = (value: number) => `${(100 * value).toFixed(1)} %`

export function explain(
  assistant: Assistant,
  mensagem: string,
  historico: readonly ChatTurn[] = [],
  model: RiskModel = trainedRiskModel,
): Explanation {
  const analysis = assistant.analyze({ mensagem, historico })
  const read = readWithModel(modelText(riskText(mensagem)), model)
  const band = read.crisis >= model.crisisThreshold ? 'na faixa de crise' : read.crisis >= model.askThreshold ? 'na faixa da pergunta' : 'abaixo da pergunta'
  const reasons = [
    `modelo aprendido, esta mensagem sozinha: crise ${pct(read.crisis)} (${read.kind}), ${band}; pergunta a partir de ${pct(model.askThreshold)}, crise a partir de ${pct(model.crisisThreshold)}; angústia ${pct(read.distress)} (limiar ${pct(model.distressThreshold)})`,
  ]
  const question = askedQuestion(historico)
  if (question?.pending) reasons.push(`a pergunta sobre ${question.kind} estava pendente: a resposta dela lida como "${readAnswer(mensagem)}"`)
  reasons.push(...analysis.reasons.map(said), decision(analysis))
  return {
    tier: analysis.tier,
    ...(analysis.crisisKind && { kind: analysis.crisisKind }),
    ...(analysis.alarm && { alarm: `${analysis.alarm.level}:${analysis.alarm.who}` }),
    reasons,
  }
}

/** The decision, in words. */
function decision({ tier, alarm, crisisKind, intent }: Analysis): string {
  if (alarm?.level === 'urgent') return `decisão: atendimento agora${tier === 'crisis' || tier === 'asking' ? ` e, junto, ${tier === 'crisis' ? 'a resposta de crise' : 'a pergunta'} (${crisisKind})` : ''}`
  if (tier === 'crisis') return `decisão: resposta de crise (${crisisKind})`
  if (tier === 'asking') return `decisão: a pergunta direta sobre ${crisisKind}`
  if (alarm?.level === 'soon') return 'decisão: procurar um profissional nos próximos dias'
  if (tier === 'distress') return 'decisão: resposta acolhedora (angústia)'
  return `decisão: sem risco lido (${intent})`
}
