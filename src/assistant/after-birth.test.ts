import { describe, expect, it } from 'vitest'
import { asking, subjects, topicCues } from './after-birth-cues'
import { afterBirthTopics } from './after-birth-intent'
import { afterBirthReadMore } from '../data/after-birth-route'
import { createAssistant } from './assistant'
import { embeddedReply } from './embedded-reply'
import { normalize } from './reading/normalize'

const assistant = createAssistant()
const cues = [...Object.values(subjects), ...topicCues.map(([, cue]) => cue)]

describe('the words of a question about the weeks after the birth', () => {
  it.each(cues.map((cue) => [cue.example, cue] as const))('read the message they were written for: "%s"', (example, cue) => {
    expect(normalize(example)).toMatch(cue.pattern)
  })

  it.each([...cues.map((cue) => cue.pattern), asking].map((pattern) => [pattern.source.slice(0, 60), pattern] as const))('are in the normal form: %s', (_label, pattern) => {
    const source = pattern.source.replace(/\\[a-z]/g, '')
    expect(source).toMatch(/^[\p{ASCII}]*$/u)
    expect(source).not.toMatch(/([a-z])\1/)
  })

  it.each([
    ['o que é baby blues?', ['baby-blues']],
    ['baby blues passa sozinho?', ['sinais', 'baby-blues']],
    ['qual a diferença entre baby blues e depressão pós-parto?', ['diferenca']],
    ['como eu sei se é depressão pós parto', ['sinais', 'depressao-pos-parto']],
    ['onde procurar ajuda no sus pra depressão pós-parto?', ['onde-buscar-ajuda', 'depressao-pos-parto']],
    ['o que meu marido pode fazer pra me ajudar no pós-parto?', ['quem-esta-perto']],
    ['como posso ajudar minha filha que teve bebê e está com depressão pós-parto?', ['quem-esta-perto', 'depressao-pos-parto']],
  ])('"%s": %j', (message, topics) => {
    expect(afterBirthTopics(normalize(message), message.includes('?'))).toEqual(topics)
  })

  it('leaves alone what is not a question about them', () => {
    expect(afterBirthTopics(normalize('meu marido ajuda muito, hoje ele deu banho'), false)).toBeUndefined()
    expect(afterBirthTopics(normalize('quero uma meditação pra ansiedade'), false)).toBeUndefined()
    expect(afterBirthTopics(normalize('acho que to com depressão pós parto'), false)).toBeUndefined()
  })
})

describe('the answer about the weeks after the birth', () => {
  const questions = [
    'o que é baby blues?',
    'qual a diferença entre baby blues e depressão pós-parto?',
    'quais são os sinais de depressão pós-parto?',
    'onde procurar ajuda no sus pra depressão pós-parto?',
    'o que meu marido pode fazer pra me ajudar no pós-parto?',
    'chorando todo dia desde que ela nasceu, será que é depressão pós parto?',
  ]

  it.each(questions)('"%s": answered from the app’s text, after the safety net, never a diagnosis nor a dose', (message) => {
    const analysis = assistant.analyze({ mensagem: message })
    expect(analysis.intent).toBe('after-birth')
    expect(analysis.tier).not.toBe('crisis')
    const reply = assistant.reply({ mensagem: message }, analysis)
    expect(reply).toContain('Eu não faço diagnóstico nem indico remédios')
    expect(reply).toContain('188')
    expect(reply).toMatch(/UBS/)
    expect(reply).not.toMatch(/\d+\s?(mg|ml|gotas?|comprimidos?)\b/i)
    expect(reply).not.toMatch(/você (tem|está com) depressão/i)
    expect(reply.length).toBeLessThanOrEqual(2000)
    expect(assistant.reply({ mensagem: message })).toBe(reply)
  })

  it('tells what it is, then where to go, for baby blues', () => {
    const reply = assistant.reply({ mensagem: 'o que é baby blues?' })
    expect(reply.split('\n')[0]).toMatch(/^Nos primeiros dias depois do parto/)
    expect(reply).toContain('costuma passar sozinho em até duas semanas')
    expect(reply).toContain('converse com a sua UBS')
  })

  it('keeps the crisis reply first, and a question about a medicine for the health reply', () => {
    expect(assistant.analyze({ mensagem: 'é depressão pós parto? eu só penso em me matar' }).tier).toBe('crisis')
    const medicine = assistant.analyze({ mensagem: 'qual remédio é bom pra depressão pós-parto?' })
    expect(medicine.intent).toBe('health')
    const reply = assistant.reply({ mensagem: 'qual remédio é bom pra depressão pós-parto?' }, medicine)
    expect(reply).toMatch(/UBS|médic|profissional/)
    expect(reply).not.toContain('Eu não faço diagnóstico')
  })
})

describe("'Ler mais' under the answer about the weeks after the birth", () => {
  const readMore = { rotulo: 'Ler mais: Depois do parto', rota: '/depois-do-parto' }

  it.each([
    'o que é baby blues?',
    'o que meu marido pode fazer pra me ajudar no pós-parto?',
    'tô muito triste e chorando todo dia, será que é depressão pós parto?',
  ])('"%s": opens Depois do parto in the app', (message) => {
    expect(afterBirthReadMore).toEqual(readMore)
    expect(embeddedReply(assistant, { mensagem: message }).ajuda).toContainEqual(readMore)
  })

  it.each(['é depressão pós parto? eu só penso em me matar', 'quero um alongamento de 5 minutos', 'qual remédio é bom pra depressão pós-parto?'])(
    '"%s": not under a reply that is not that answer',
    (message) => {
      expect(embeddedReply(assistant, { mensagem: message }).ajuda ?? []).not.toContainEqual(readMore)
    },
  )
})
