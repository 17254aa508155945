import { describe, expect, it } from 'vitest'
import { parseRiskReading, riskMessages } from './llm-risk-reading'

describe('the LLM’s risk reading, read leniently', () => {
  it.each([
    ['{"nivel":"crise","tipo":"violencia"}', { tier: 'crisis', kind: 'violence' }],
    ['{"nivel": "perguntar", "tipo": "bebe"}', { tier: 'asking', kind: 'baby' }],
    ['{"nivel":"nenhum","tipo":"nenhum"}', { tier: 'none' }],
    ['Claro! {"nivel":"crise","tipo":"suicidio"} Espero ter ajudado.', { tier: 'crisis', kind: 'suicide' }],
    ['{"nivel":"crise","tipo":"outra coisa"}', { tier: 'crisis' }],
  ])('%s', (answer, expected) => {
    expect(parseRiskReading(answer)).toEqual(expected)
  })

  it.each(['nenhum', '{"nivel":"alto"}', '{nivel: crise}', '[]', '{"tipo":"suicidio"}'])('gives nothing for %s', (answer) => {
    expect(parseRiskReading(answer)).toBeUndefined()
  })

  it('sends her last messages and the new one, never the assistant’s replies', () => {
    const messages = riskMessages('e agora?', [
      { sender: 'user', text: 'primeira' },
      { sender: 'ai', text: 'resposta da assistente' },
      { sender: 'user', text: 'segunda' },
    ])
    expect(messages[0]!.role).toBe('system')
    expect(messages[1]!.content).toBe('Antes: primeira\nAntes: segunda\nAgora: e agora?')
  })
})
