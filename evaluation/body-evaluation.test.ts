import { describe, expect, it } from 'vitest'
import { createAssistant } from '../src/assistant/assistant'
import { library } from '../src/data/library/library'
import { scoreBody } from './body-evaluate'
import { bodyHeldOut, bodyRead } from './body-set'

/*
 * The body set's figures (./body/README.md, BENCHMARKS.md "Her body and her hands"): a floor to
 * raise, never to lower. b1 and b2 were read to tune the choice; b3 never was. Lowered once, by
 * issue 32 (the learned model asked before suggesting on some requests for her body); raised back
 * by issue 41 to what they score with the model of round 6 (BENCHMARKS.md).
 */

const assistant = createAssistant()
const read = scoreBody(assistant, bodyRead, library)
const heldOut = scoreBody(assistant, bodyHeldOut, library)
const listed = (results: typeof read.results) => results.map((result) => `${result.case.id} ${result.unmet.join('+')} → ${result.entry?.id ?? 'nada'}`).join('\n')

describe('the body set, read (b1, b2)', () => {
  it('suggests an entry she can do as she is for at least 85% of the requests', () => {
    const misses = read.results.filter((result) => result.outcome !== 'fit')
    expect(read.fit / read.size, listed(misses)).toBeGreaterThanOrEqual(0.85)
  })

  it('tells her in the reply when the entry fits how she said she is, and plainly when nothing does', () => {
    for (const bodyCase of bodyRead) {
      const analysis = assistant.analyze({ mensagem: bodyCase.message })
      const reply = assistant.reply({ mensagem: bodyCase.message }, analysis)
      const selection = analysis.tier === 'none' ? analysis.selection : undefined
      if (selection?.her && selection.entry) expect(reply, bodyCase.id).toMatch(selection.noneFits ? /^Não tenho .+ que dê para fazer assim/m : /^Dá para fazer /m)
    }
  })
})

describe('the body set, held out (b3), never read', () => {
  it('suggests an entry she can do as she is for at least 80% of the requests', () => {
    expect(heldOut.fit / heldOut.size).toBeGreaterThanOrEqual(0.8)
  })
})
