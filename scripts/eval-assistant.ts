// `npm run eval:assistant`: the embedded assistant on the evaluation set: intent accuracy,
// crisis recall and false positives, reply latency, the confusion per intent and the misses.
import { createAssistant } from '../src/assistant/assistant'
import { evalSet } from '../src/assistant/eval/eval-set'
import { evaluate, intents } from '../src/assistant/eval/evaluate'
import { extraCases } from '../src/assistant/eval/extra-cases'

const percent = (value: number) => `${(value * 100).toFixed(1)}%`
const pad = (text: string | number, width: number) => String(text).padStart(width)

const started = performance.now()
const assistant = createAssistant()
const buildMs = performance.now() - started

for (const [name, cases] of [
  ['eval-set.ts', evalSet],
  ['extra-cases.ts', extraCases],
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
