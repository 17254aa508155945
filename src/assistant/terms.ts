import { normalizeTokens, squeeze } from './reading/normalize'
import { remembered } from './reading/remembered'
import { stem } from './stemmer'
import { canonicalStem } from './synonyms'

/**
 * Words that carry no subject for retrieval: function words, and the request words of a chat
 * ("quero", "sugestão", "tenho 5 minutos"). In normal form (folded, squeezed).
 */
const stopwords = new Set(
  (
    'a o e os as um uma uns umas de da do das dos em no na nos nas num numa por para pelo pela com sem ' +
    'que se ou mas mais menos muito muita pouco pouca bem so ja ate sobre entre como qual quais quando ' +
    'onde porque eu tu ele ela nos voce voces me mim te ti lhe meu minha meus minhas seu sua teu tua ' +
    'isso isto esse esa este esta aquilo aquele aquela aqui ali la ai agora hoje ainda tambem nao sim ' +
    'estou esta estava estar sou ser foi era tem tenho ter tinha temos vou vai ir fazer faz faca fiz ' +
    'quero queria quer gostaria preciso precisava pode poderia podia posso consigo conseguir ' +
    'algo alguma algum alguns outra outro coisa coisas tipo jeito forma ideia ideias dica dicas ' +
    'sugestao sugestoes sugere sugira indica indicar recomenda ajuda ajudar ajude manda mande passa passe ' +
    'minutos hora horas tempo segundos oi ola bom boa dia tarde noite favor obrigada tudo nada todo toda ' +
    'depois antes sempre nunca vez vezes entao assim vontade normal mae maes'
  )
    .split(' ')
    .map(squeeze),
)

/** One token's retrieval term, or undefined for a stopword or a number. */
const termOf = remembered((token: string): string | undefined =>
  stopwords.has(token) || /^\d+$/.test(token) ? undefined : canonicalStem(stem(token)),
)

/** The retrieval terms of a text: normal form, no stopwords, stemmed, synonyms merged. */
export function searchTerms(text: string): string[] {
  const terms: string[] = []
  for (const token of normalizeTokens(text)) {
    const term = termOf(token)
    if (term !== undefined) terms.push(term)
  }
  return terms
}

/** One word's retrieval term, or undefined for a stopword (remembered: the same words come in every message). */
export const termOfWord = remembered((word: string): string | undefined => searchTerms(word)[0])
