import { readFileSync } from 'node:fs'
import { createAssistant } from '../src/assistant/assistant'
import { explain } from '../src/assistant/explain'
import { parseChatRequest } from '../src/contract/chat-api'

/*
 * `npm run explain -- "mensagem" [--historico file.json]`: the tier, the kind, the body's alarm and
 * the reasons behind them for one message (the history a JSON list of { sender, text }).
 */

const args = process.argv.slice(2)
const at = args.indexOf('--historico')
const historyFile = at >= 0 ? args[at + 1] : undefined
const mensagem = (at >= 0 ? [...args.slice(0, at), ...args.slice(at + 2)] : args).join(' ')
const parsed = parseChatRequest({ mensagem, historico: historyFile ? (JSON.parse(readFileSync(historyFile, 'utf8')) as unknown) : [] })
if (!parsed.ok) {
  console.error(parsed.erro)
  process.exit(2)
}
const { tier, kind, alarm, reasons } = explain(createAssistant(), parsed.value.mensagem, parsed.value.historico)
console.log(`nível: ${tier}${kind ? ` (${kind})` : ''}${alarm ? ` · corpo: ${alarm}` : ''}`)
for (const reason of reasons) console.log(`- ${reason}`)
