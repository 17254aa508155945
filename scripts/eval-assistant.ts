// `npm run eval:assistant`: the embedded assistant on its evaluation sets. First the blind set's two
// halves and its fourth round (evaluation/blind/README.md): crisis recall per kind, help in sight
// (the crisis reply or the question about one), false alarms, distress, health and requests; the
// development half's misses are listed, the held-out half's only with --show-held-out-misses (read
// them when closing, never to tune), the fourth round's never. Then the fifth round writer by
// writer, each scored with the risk model that never read her helper (the fold models
// `npm run train:risk-model` keeps in .tmp/), figures only. Then the body set
// (evaluation/body/README.md): does the entry fit how she is; b1 and b2's misses are listed, b3's
// never. Then the older hand-written sets.
import { createAssistant } from '../src/assistant/assistant'
import type { BlindResult, BlindScore, Share } from '../evaluation/blind-evaluate'
import { scoreBlind } from '../evaluation/blind-evaluate'
import { developmentHalf, heldOutHalf, roundFourRead, roundFourUnread } from '../evaluation/blind-set'
import { scoreBody, type BodyScore } from '../evaluation/body-evaluate'
import { bodyHeldOut, bodyRead } from '../evaluation/body-set'
import { afterBirthCases } from '../evaluation/after-birth-cases'
import { evalSet } from '../evaluation/eval-set'
import { evaluate, intents } from '../evaluation/evaluate'
import { loadFoldModels, scoreUnseenWriters, unseenWritersReport } from '../evaluation/leave-writers-out'
import { riskModelFingerprint } from '../evaluation/risk-model-training'
import { roundSixSealed } from '../evaluation/round-six'
import { extraCases } from '../evaluation/extra-cases'
import { library } from '../src/data/library/library'

const percent = (value: number) => `${(value * 100).toFixed(1)}%`
const pad = (text: string | number, width: number) => String(text).padStart(width)
const figure = ({ count, cases, rate }: Share) => `${pad(percent(rate), 6)}  (${count}/${cases})`
const showHeldOutMisses = process.argv.includes('--show-held-out-misses')

const started = performance.now()
const assistant = createAssistant()
const buildMs = performance.now() - started

function describeResult({ case: item, analysis }: BlindResult): string {
  const got = analysis.tier === 'crisis' ? `crisis:${analysis.crisisKind}` : analysis.tier === 'distress' ? 'distress' : `${analysis.intent}${analysis.selection?.entry ? `:${analysis.selection.entry.kind}` : ''}`
  const history = item.history ? ` (depois de ${JSON.stringify(item.history)})` : ''
  return `    ${item.id} [${item.kind ?? item.category} → ${got}] ${JSON.stringify(item.message)}${history}`
}

function printBlind(name: string, score: BlindScore, listMisses: boolean) {
  console.log(`\n${name}: ${score.size} mensagens`)
  for (const [kind, share] of Object.entries(score.crisisRecall)) console.log(`  recall de crise, ${kind.padEnd(10)} ${figure(share)}`)
  for (const [kind, share] of Object.entries(score.helpVisible)) console.log(`  ajuda à vista, ${kind.padEnd(12)} ${figure(share)}`)
  console.log(`  tipo de crise certo           ${figure(score.crisisKindRight)}`)
  console.log(`  armadilhas tratadas como crise ${figure(score.trapFalseAlarms)}`)
  console.log(`  armadilhas como angústia      ${figure(score.trapAsDistress)}`)
  console.log(`  armadilhas com algum número   ${figure(score.trapAnyHelp)}`)
  console.log(`  angústia como angústia        ${figure(score.distressAsDistress)}`)
  console.log(`  angústia como crise           ${figure(score.distressAsCrisis)}`)
  console.log(`  angústia fora do assunto      ${figure(score.distressOffTopic)}`)
  console.log(`  saúde com dose                ${figure(score.healthWithDose)}`)
  console.log(`  saúde levada ao profissional  ${figure(score.healthReferred)}`)
  console.log(`  pedidos com o tipo certo      ${figure(score.requestRightKind)}`)
  console.log(`  pedidos com pergunta ou número ${figure(score.requestAnyHelp)}`)
  console.log(`  conversas comuns com a pergunta ${figure(score.ordinaryConversationAsked)}`)
  console.log(`  armadilhas-pedido tipo certo  ${figure(score.trapRequestRightKind)}`)
  console.log(`  latência p50 / p95            ${score.latency.p50.toFixed(2)} ms / ${score.latency.p95.toFixed(2)} ms`)
  if (!listMisses) return
  const sections: [string, BlindResult[]][] = [
    ['crises perdidas', Object.values(score.crisisRecall).flatMap((share) => share.rest)],
    ['crises com o tipo errado', score.crisisKindRight.rest],
    ['armadilhas tratadas como crise', score.trapFalseAlarms.matching],
    ['angústia não reconhecida', score.distressAsDistress.rest],
    ['saúde com dose', score.healthWithDose.matching],
    ['saúde sem profissional', score.healthReferred.rest],
    ['pedidos fora do tipo', [...score.requestRightKind.rest, ...score.trapRequestRightKind.rest]],
  ]
  for (const [title, results] of sections) {
    if (results.length === 0) continue
    console.log(`\n  ${title}:`)
    for (const result of results) console.log(describeResult(result))
  }
}

printBlind('cego, metade de desenvolvimento', scoreBlind(assistant, developmentHalf), true)
printBlind('cego, quarta rodada, lida (w6, w7)', scoreBlind(assistant, roundFourRead), false)
printBlind('cego, quarta rodada, nunca lida (w8)', scoreBlind(assistant, roundFourUnread), false)
printBlind('cego, metade reservada', scoreBlind(assistant, heldOutHalf), showHeldOutMisses)
printBlind('sexta rodada, lacrada (b5–b7: nunca lida, nunca no treino)', scoreBlind(assistant, roundSixSealed), false)

const folds = loadFoldModels(riskModelFingerprint())
console.log('')
if (folds) for (const line of unseenWritersReport(scoreUnseenWriters(folds))) console.log(line)
else console.log('quinta rodada: os modelos de cada dobra não são de hoje; rode npm run train:risk-model')

function printBody(name: string, score: BodyScore, listMisses: boolean) {
  const of = (count: number, size: number) => figure({ count, cases: size, rate: size ? count / size : 0, matching: [], rest: [] })
  const { constrained } = score
  console.log(`\n${name}: ${score.size} pedidos (${constrained.size} dizem como ela está)`)
  console.log(`  cabe no corpo dela             ${of(score.fit, score.size)}`)
  console.log(`  diz que nada cabe (honesta)    ${of(score.honest, score.size)}`)
  console.log(`  não cabe, sem dizer            ${of(score.miss, score.size)}`)
  console.log(`  dos que dizem como ela está:   cabe ${of(constrained.fit, constrained.size)}, honesta ${of(constrained.honest, constrained.size)}, erra ${of(constrained.miss, constrained.size)}`)
  console.log(`  cabe e no tempo que ela tem    ${of(score.fitInMinutes.count, score.fitInMinutes.size)}`)
  console.log(`  sem entrada que caiba          ${score.noFitInLibrary}`)
  console.log(`  respondidos como crise         ${of(score.asCrisis, score.size)}`)
  console.log(`  o que não coube                ${Object.entries(score.unmet).filter(([, n]) => n > 0).map(([reason, n]) => `${reason} ${n}`).join(', ') || 'nada'}`)
  console.log(`  latência p50 / p95             ${score.latency.p50.toFixed(2)} ms / ${score.latency.p95.toFixed(2)} ms`)
  if (!listMisses) return
  const misses = score.results.filter((result) => result.outcome !== 'fit')
  if (misses.length > 0) console.log('\n  não couberam:')
  for (const { case: item, entry, outcome, unmet } of misses) {
    console.log(`    ${item.id} [${outcome}: ${unmet.join('+')} → ${entry?.id ?? 'nada'}] ${JSON.stringify(item.needs)} ${JSON.stringify(item.message)}`)
  }
}

printBody('corpo e mãos, lidos (b1, b2)', scoreBody(assistant, bodyRead, library), true)
printBody('corpo e mãos, reservado (b3)', scoreBody(assistant, bodyHeldOut, library), false)

for (const [name, cases] of [
  ['eval-set.ts', evalSet],
  ['extra-cases.ts', extraCases],
  ['after-birth-cases.ts', afterBirthCases],
] as const) {
  const result = evaluate(assistant, cases)
  console.log(`\n${name}: ${cases.length} mensagens`)
  console.log(`  acurácia de intenção   ${percent(result.accuracy)}`)
  console.log(`  recall de crise        ${percent(result.crisisRecall)} (${result.crisisMisses.length} perdidas)`)
  console.log(`  falsos positivos crise ${result.crisisFalsePositives.length}`)
  console.log(`  latência p50 / p95     ${result.latency.p50.toFixed(2)} ms / ${result.latency.p95.toFixed(2)} ms`)

  const short = intents.map((intent) => intent.slice(0, 6))
  console.log(`\n  esperado \\ previsto ${short.map((label) => pad(label, 7)).join('')}   recall precisão`)
  for (const row of intents) {
    const counts = intents.map((col) => pad(result.confusion[row][col] || '.', 7)).join('')
    const { cases: n, recall, precision } = result.perIntent[row]
    console.log(`  ${row.padEnd(19)} ${counts}   ${pad(percent(recall), 6)} ${pad(percent(precision), 8)}  (${n})`)
  }

  const misses = result.results.filter((item) => item.predicted !== item.case.intent)
  if (misses.length > 0) {
    console.log('\n  erros:')
    for (const miss of misses) console.log(`    ${miss.case.intent} → ${miss.predicted}: ${JSON.stringify(miss.case.message)}`)
  }
}
console.log(`\níndice montado em ${buildMs.toFixed(0)} ms`)
