import { createAssistant } from '../src/assistant/assistant'
import { alarmCases, type AlarmHalf } from '../evaluation/alarm-set'
import { percent, scoreAlarms, type AlarmScore } from '../evaluation/alarm-evaluate'

/*
 * `npm run eval:alarms [-- --misses] [-- --sealed]`: the body's alarms set on the embedded
 * assistant, the readable half (with `--misses`, what it missed). The sealed half is scored only
 * when asked (`--sealed`), figures and nothing else, so that tuning never sees it.
 */

const showMisses = process.argv.includes('--misses')
const halves: readonly AlarmHalf[] = process.argv.includes('--sealed') ? ['readable', 'sealed'] : ['readable']
const assistant = createAssistant()

function print(half: AlarmHalf, score: AlarmScore) {
  const { byKind, samuByKind, soonEmergency, both, doses } = score
  console.log(`\n${half} (${score.results.length} messages)`)
  console.log(`  urgent, baby: care now in sight ${percent(byKind['urgent-baby'])} (SAMU line ${percent(samuByKind['urgent-baby'])})`)
  console.log(`  urgent, her:  care now in sight ${percent(byKind['urgent-her'])} (SAMU line ${percent(samuByKind['urgent-her'])})`)
  console.log(`  alarm with a crisis: both ${percent(both)}`)
  console.log(`  soon: a professional ${percent(byKind.soon)}; an emergency line ${percent(soonEmergency)}`)
  console.log(`  everyday: an emergency line ${percent(byKind.everyday)}`)
  console.log(`  doses: ${doses}`)
}

for (const half of halves) {
  const score = scoreAlarms(assistant, alarmCases(half))
  print(half, score)
  if (!showMisses || half === 'sealed') continue
  for (const result of score.results) {
    const { kind } = result.case
    const missed =
      kind === 'everyday' ? result.emergency : kind === 'soon' ? !result.professional || result.emergency : !result.urgentInSight || (result.case.crisis !== undefined && !result.crisisHelp)
    if (missed) console.log(`  miss ${result.case.id} [${kind}${result.case.crisis ? `+${result.case.crisis}` : ''}] ${result.case.message}\n      → ${result.reply.resposta.split('\n')[0]}`)
  }
}
