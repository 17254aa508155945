import { readFileSync } from 'node:fs'
import { recipes, slotRecipes } from '@chakra-ui/react/theme'

/*
 * The app builds its Chakra system with only a few recipes (src/ui/system/style-recipes.ts says
 * why); every other component must be given its recipe with the `recipe` prop, or it renders
 * unstyled, with no error anywhere. This rule says so at the component: a component imported from
 * '@chakra-ui/react' whose recipe Chakra has but the system does not, rendered without `recipe`
 * (a slot recipe's component takes it on its `.Root`) or `unstyled`.
 */

/** The recipe keys the app's system holds, read from the file that lists them. */
function systemKeys() {
  const source = readFileSync(new URL('../../src/ui/system/style-recipes.ts', import.meta.url), 'utf8')
  const keys = new Set()
  for (const [, body] of source.matchAll(/export const (?:recipes|slotRecipes) = \{([^}]*)\}/g))
    for (const [, key] of body.matchAll(/^\s*(\w+):/gm)) keys.add(key)
  if (keys.size === 0) throw new Error('scripts/eslint/chakra-recipe.js: no recipes found in src/ui/system/style-recipes.ts (its shape changed?)')
  return keys
}

// Components whose recipe is another's.
const sharedRecipes = { IconButton: 'button', CloseButton: 'button' }
const recipeKey = (component) => sharedRecipes[component] ?? component[0].toLowerCase() + component.slice(1)

/** @type {import('eslint').Rule.RuleModule} */
export const chakraRecipeRule = {
  meta: {
    type: 'problem',
    docs: { description: "A Chakra component whose recipe is not in the app's system is given it with `recipe`" },
    schema: [],
    messages: {
      needsRecipe:
        "<{{name}}> renders unstyled: the app's Chakra system has no '{{key}}' recipe. Pass recipe={{{recipe}}} from '@chakra-ui/react/theme' (src/ui/system/style-recipes.ts says why).",
    },
  },
  create(context) {
    const inSystem = systemKeys()
    const chakra = new Map() // local name → the name Chakra exports it under
    return {
      ImportDeclaration(node) {
        if (node.source.value !== '@chakra-ui/react') return
        for (const specifier of node.specifiers)
          if (specifier.type === 'ImportSpecifier' && specifier.imported.type === 'Identifier')
            chakra.set(specifier.local.name, specifier.imported.name)
      },
      JSXOpeningElement(node) {
        const { name } = node
        const [local, part] =
          name.type === 'JSXIdentifier'
            ? [name.name, undefined]
            : name.type === 'JSXMemberExpression' && name.object.type === 'JSXIdentifier'
              ? [name.object.name, name.property.name]
              : []
        const component = local && chakra.get(local)
        if (!component) return
        const key = recipeKey(component)
        const slot = key in slotRecipes
        if (!(slot ? part === 'Root' : part === undefined && key in recipes)) return
        if (inSystem.has(key)) return
        // A spread may carry the recipe (it is the caller's to give); `unstyled` asks for none.
        const given = (attribute) =>
          attribute.type === 'JSXSpreadAttribute' || attribute.name.name === 'recipe' || attribute.name.name === 'unstyled'
        if (node.attributes.some(given)) return
        context.report({
          node,
          messageId: 'needsRecipe',
          data: { name: part ? `${local}.${part}` : local, key, recipe: `${key}${slot ? 'SlotRecipe' : 'Recipe'}` },
        })
      },
    }
  },
}
