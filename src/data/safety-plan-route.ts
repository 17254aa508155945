/**
 * Where her safety plan is and what it is called: apart from src/data/safety-plan.ts so that the
 * links to it (the chat's help, the profile) load nothing else of it.
 */
export const SAFETY_PLAN_ROUTE = '/plano-de-seguranca'

export const safetyPlanTitle = 'Meu plano de segurança'
