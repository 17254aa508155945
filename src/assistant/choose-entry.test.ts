import { describe, expect, it } from 'vitest'
import type { BodyNeeds, LibraryEntry } from '../data/library/library-types'
import { createAssistant } from './assistant'
import { fitsHer } from './fits-her-body'
import { readHerBody } from './her-body'
import { normalize } from './reading/normalize'

const assistant = createAssistant()

describe('what the assistant suggests fits how she says she is', () => {
  it.each([
    ['minhas costas doem, tô com a bebê no colo, tem um alongamento?', 'exercise'],
    ['em pé ninando ele, sem soltar, dá pra fazer algum exercício?', 'exercise'],
    ['tô amamentando e com o pescoço travado, algum alongamento?', 'exercise'],
    ['deitada com ele dormindo em cima de mim, uma meditação curtinha?', 'meditation'],
    ['no ônibus com ela dormindo no colo, uma respiração pra me acalmar?', 'breathing'],
    ['mexendo a panela com uma mão, dá pra alongar as pernas?', 'exercise'],
    ['dói pra sentar por causa dos pontos, um exercício em pé ou deitada?', 'exercise'],
    ['tô com ela no colo, me passa um lanche pra comer com uma mão só', 'recipe'],
  ])('"%s": a %s she can do that way, and the reply says so', (message, kind) => {
    const analysis = assistant.analyze({ mensagem: message })
    const entry = analysis.selection?.entry
    const her = readHerBody(normalize(message), { forFood: kind === 'recipe' })
    expect(entry?.kind).toBe(kind)
    expect(analysis.selection?.noneFits).toBeFalsy()
    expect(fitsHer(entry!.body, her!)).toBe(true)
    expect(assistant.reply({ mensagem: message })).toMatch(/^Dá para fazer .+\.$/m)
  })

  it('never sends her to the floor or asks for a second hand with the baby in her arms (issue 37, finding 8)', () => {
    const { entry } = assistant.analyze({ mensagem: 'alongamento pra dor nas costas com o bebê no colo' }).selection!
    expect(entry?.body).toMatchObject({ floor: false, hands: 0 })
    expect(entry?.body.loads).not.toContain('lower-back')
  })

  it('in distress, offers a small practice she can do as she is', () => {
    const analysis = assistant.analyze({ mensagem: 'tô exausta, chorando, com ela mamando no meu colo agora' })
    expect(analysis.tier).toBe('distress')
    const her = readHerBody(normalize('com ela mamando no meu colo agora'))!
    expect(fitsHer(analysis.selection!.entry!.body, her)).toBe(true)
  })
})

describe('when nothing of the kind fits her body', () => {
  const onTheFloor: BodyNeeds = { positions: [], floor: true, hands: 2, loads: ['knees'] }
  const standing: BodyNeeds = { positions: ['standing'], floor: false, hands: 2, loads: [] }
  const entries: LibraryEntry[] = [
    { id: 'gato', kind: 'exercise', title: 'Gato e vaca', summary: 'Solta a coluna.', minutes: 3, steps: ['Fique de quatro.', 'Arredonde.'], tags: ['costas'], body: onTheFloor },
    { id: 'braços', kind: 'exercise', title: 'Braços para o alto', summary: 'Espreguiça.', minutes: 2, steps: ['Fique em pé.', 'Estique.'], tags: ['alongar'], body: standing },
  ]
  const small = createAssistant(entries)
  const message = 'tô sentada com o bebê no colo, um alongamento pras costas?'

  it('offers the closest, marked so, and says plainly that it has none that fits and what the closest asks', () => {
    const selection = small.analyze({ mensagem: message }).selection!
    expect(selection.noneFits).toBe(true)
    // The floor weighs more than standing up: the standing one is closer.
    expect(selection.entry?.id).toBe('braços')
    const reply = small.reply({ mensagem: message })
    expect(reply.split('\n')[0]).toBe(
      'Não tenho um exercício que dê para fazer assim: sentada, com o bebê no colo, sem soltá-lo. A mais próxima é esta, mas é feito em pé e pede as duas mãos: faça só o que couber, ou me peça outra ideia.',
    )
    expect(reply).toContain('Braços para o alto (2 minutos)')
    expect(reply).not.toMatch(/^Dá para fazer/m)
  })
})
